/**
 * CSV import error (SPEC section 2): title CSVインポートエラー, '{row}行目で下記エラーがありました。',
 * the list of errors, buttons スキップ and 中止. Not dismissable by clicking outside or Esc:
 * the import waits for a choice.
 */
import { Button } from 'primereact/button'
import { Dialog } from 'primereact/dialog'
import { csvText } from '../text/csv.text'

const t = csvText.rowError

export interface CsvImportErrorDialogProps {
  readonly row: number | undefined
  readonly errors: ReadonlyArray<string>
  readonly onSkip: () => void
  readonly onAbort: () => void
}

export const CsvImportErrorDialog = ({ row, errors, onSkip, onAbort }: CsvImportErrorDialogProps) => (
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
