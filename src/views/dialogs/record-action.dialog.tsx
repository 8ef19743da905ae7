/**
 * The confirm dialog of a record action (削除, 利用停止, 利用停止解除 …) on the shell's confirm
 * dialog (キャンセル / OK), with the area's texts (SPEC section 2 verbatim for doctors). An action
 * to confirm without its texts is a misuse (SPEC section 8): logged as a typed `DialogMisuse`.
 */
import { ConfirmDialog } from './confirm.dialog'
import { validateRecordActionRequest } from '../../machines/dialog-misuse'
import { useRequestMisuseLog } from '../components/page-actor'

export interface RecordActionDialogProps<A extends string> {
  /** The action being confirmed (none: closed). */
  readonly action: A | undefined
  readonly texts: Readonly<Partial<Record<A, { readonly header: string; readonly message: string }>>>
  readonly busy?: boolean
  readonly onAccept: () => void
  readonly onCancel: () => void
}

export const RecordActionDialog = <A extends string>({ action, texts, busy = false, onAccept, onCancel }: RecordActionDialogProps<A>) => {
  const text = action !== undefined ? texts[action] : undefined
  // misuse (SPEC section 8): an action confirmed with no text declared would wait behind no dialog
  useRequestMisuseLog(validateRecordActionRequest(action, text))
  return (
    <ConfirmDialog
      visible={text !== undefined}
      header={text?.header ?? ''}
      message={text?.message ?? ''}
      busy={busy}
      danger={action === 'delete'}
      onAccept={onAccept}
      onCancel={onCancel}
    />
  )
}
