/**
 * CSV import error (SPEC section 2): title CSVインポートエラー, '{row}行目で下記エラーがありました。',
 * the list of errors, buttons スキップ and 中止. Not dismissable by clicking outside or Esc:
 * the import waits for a choice. A row that is not a line number or no error to list is a misuse
 * (SPEC section 8): logged as a typed `DialogMisuse`.
 */
import { Button } from 'primereact/button'
import { csvText } from '../text/csv.text'
import { validateCsvErrorRequest } from '../../machines/dialog-misuse'
import { useRequestMisuseLog } from '../components/page-actor'
import { ModalDialog } from './modal.dialog'

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
    <ModalDialog
      className="csv-import-error-dialog"
      visible={row !== undefined}
      header={t.header}
      width="420px"
      closable={false}
      closeOnEscape={false}
      actions={
        <>
          {/* SPEC section 2 names them in this order: スキップ, 中止 */}
          <Button type="button" label={t.skip} onClick={onSkip} autoFocus />
          <Button type="button" label={t.abort} severity="danger" outlined onClick={onAbort} />
        </>
      }
    >
      {row !== undefined ? <p className="dialog-message">{t.text(row)}</p> : null}
      <ul className="csv-import-error-dialog__errors">
        {errors.map((e) => (
          <li key={e}>{e}</li>
        ))}
      </ul>
    </ModalDialog>
  )
}
