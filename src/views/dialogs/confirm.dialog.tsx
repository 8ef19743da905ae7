/**
 * Confirm dialog (SPEC section 2): message text, default width 290, buttons キャンセル and OK.
 *
 * A controlled view: the owner (a machine state, or the app-wide confirm host below) decides
 * `visible` and receives `onAccept` / `onCancel`. Esc and the close icon count as キャンセル.
 * Reused by the doctor delete/freeze/unfreeze dialogs.
 */
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import { confirmDefaultWidth, type confirmMachine } from '../../machines/confirm.machine'
import { shellText } from '../text/shell.text'
import { CancelAndAnswer, ModalDialog } from './modal.dialog'

export interface ConfirmDialogProps {
  /** Dialog title; omitted: no title bar. */
  readonly header?: string
  readonly message: string
  /** In px; default 290. */
  readonly width?: number
  readonly visible: boolean
  readonly onAccept: () => void
  readonly onCancel: () => void
  /** Disable both buttons while the accepted action runs. */
  readonly busy?: boolean
  /** Label of the OK button; default OK. */
  readonly acceptLabel?: string
  /** Red OK button for destructive actions. */
  readonly danger?: boolean
}

export const ConfirmDialog = ({
  header,
  message,
  width = confirmDefaultWidth,
  visible,
  onAccept,
  onCancel,
  busy = false,
  acceptLabel = shellText.ok,
  danger = false,
}: ConfirmDialogProps) => (
  <ModalDialog
    className="confirm-dialog"
    visible={visible}
    header={header}
    showHeader={header !== undefined}
    width={`${width}px`}
    dismissableMask={false}
    onHide={() => {
      if (visible && !busy) onCancel()
    }}
    actions={<CancelAndAnswer answer={acceptLabel} danger={danger} busy={busy} autoFocus onAnswer={onAccept} onCancel={onCancel} />}
  >
    <p className="dialog-message">{message}</p>
  </ModalDialog>
)

/** The app-wide confirm actor rendered as a ConfirmDialog (used by `askConfirm`). */
export const ConfirmDialogHost = ({ actor }: { readonly actor: ActorRefFrom<typeof confirmMachine> }) => {
  const open = useSelector(actor, (s) => s.hasTag('open'))
  const request = useSelector(actor, (s) => s.context.request)
  return (
    <ConfirmDialog
      visible={open}
      header={request?.header}
      message={request?.message ?? ''}
      width={request?.width}
      onAccept={() => actor.send({ type: 'confirm.accept' })}
      onCancel={() => actor.send({ type: 'confirm.cancel' })}
    />
  )
}
