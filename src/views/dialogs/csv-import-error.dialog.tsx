/**
 * CSV import error (SPEC section 2): title CSVインポートエラー, '{row}行目で下記エラーがありました。',
 * the list of errors, buttons スキップ and 中止. Not dismissable by clicking outside or Esc:
 * the import waits for a choice. A row that is not a line number or no error to list is a misuse
 * (SPEC section 8): logged as a typed `DialogMisuse`.
 */
import { Button } from 'primereact/button'
import { Dialog } from '../components/dialog.component'
import { csvText } from '../text/csv.text'
import { validateCsvErrorRequest } from '../../machines/dialog-misuse'
import { useRequestMisuseLog } from '../components/page-actor'

const t = csvText.rowError

export interface CsvImportErrorDialogProps {
  readonly row: number | undefined
  readonly errors: ReadonlyArray<string>
  readonly onSkip: () => void
  readonly onAbort: () => void
}

export const CsvImportErrorDialog = ({ row, errors, onSkip, onAbort }: CsvImportErrorDialogProps) => {
  // misuse (SPEC section 8): a row that is not a line number, no error to show
  useRequestMisuseLog(validateCsvErrorRequest(row, errors))
  return (
    <Dialog
      className="csv-import-error-dialog"
      visible={row !== undefined}
      header={t.header}
      style={{ width: '420px', maxWidth: '95vw' }}
      modal
      closable={false}
      closeOnEscape={false}
      draggable={false}
      resizable={false}
      onHide={() => {}}
      footer={
        <div className="dialog-actions">
          {/* SPEC section 2 names them in this order: スキップ, 中止 */}
          <Button type="button" label={t.skip} onClick={onSkip} autoFocus />
          <Button type="button" label={t.abort} severity="danger" outlined onClick={onAbort} />
        </div>
      }
    >
      {row !== undefined ? <p className="dialog-message">{t.text(row)}</p> : null}
      <ul className="csv-import-error-dialog__errors">
        {errors.map((e) => (
          <li key={e}>{e}</li>
        ))}
      </ul>
    </Dialog>
  )
}
