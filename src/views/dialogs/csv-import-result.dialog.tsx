/**
 * CSV import result (SPEC section 2): title CSVインポート完了,
 * '失敗{n}件、成功{m}件でインポートが完了しました。', OK. After an abort it also says which
 * rows were committed and which were left, and offers the rows not committed as a CSV. Counts
 * that are not counts are a misuse (SPEC section 8): logged as a typed `DialogMisuse`.
 */
import { Button } from 'primereact/button'
import { csvText } from '../text/csv.text'
import { validateCsvResultRequest } from '../../machines/dialog-misuse'
import { useRequestMisuseLog } from '../components/page-actor'
import { ModalDialog } from './modal.dialog'

const t = csvText.result

export interface CsvImportResultDialogProps {
  readonly visible: boolean
  readonly failed: number
  readonly succeeded: number
  /** Extra paragraphs (abort details). */
  readonly notes: ReadonlyArray<string>
  readonly onDownload?: (() => void) | undefined
  readonly onOk: () => void
}

export const CsvImportResultDialog = ({ visible, failed, succeeded, notes, onDownload, onOk }: CsvImportResultDialogProps) => {
  // misuse (SPEC section 8): counts that are not counts
  useRequestMisuseLog(validateCsvResultRequest(visible, failed, succeeded))
  return (
    <ModalDialog
      className="csv-import-result-dialog"
      visible={visible}
      header={t.header}
      width="440px"
      closable={false}
      onHide={onOk}
      actions={
        <>
          {onDownload ? <Button type="button" icon="pi pi-download" label={t.download} text onClick={onDownload} /> : null}
          <Button type="button" label={t.ok} onClick={onOk} autoFocus />
        </>
      }
    >
      <p className="dialog-message">{t.text(failed, succeeded)}</p>
      {notes.map((n) => (
        <p key={n} className="dialog-message csv-import-result-dialog__note">
          {n}
        </p>
      ))}
    </ModalDialog>
  )
}
