/**
 * The doctor action dialogs (SPEC section 2): 削除, 利用停止, 利用停止解除 with their texts
 * verbatim, on the shell's confirm dialog (キャンセル / OK).
 */
import { ConfirmDialog } from './confirm.dialog'
import { doctorText } from '../text/doctor.text'

export type DoctorAction = keyof typeof doctorText.dialogs

export interface DoctorActionDialogProps {
  readonly action: DoctorAction | (string & {}) | undefined
  readonly busy?: boolean
  readonly onAccept: () => void
  readonly onCancel: () => void
  /** Other texts (the client pages use their own). */
  readonly texts?: Readonly<Record<string, { readonly header: string; readonly message: string }>>
}

export const DoctorActionDialog = ({ action, busy = false, onAccept, onCancel, texts = doctorText.dialogs }: DoctorActionDialogProps) => {
  const text = action ? texts[action] : undefined
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
