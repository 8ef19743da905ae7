/**
 * Message dialog (SPEC section 2): shows the first item of the app-wide queue.
 * Not dismissable by clicking outside (nor by Esc: the button is the only way on).
 * Red button for simple-error, primary for simple-info; 次へ when two or more items are
 * queued, otherwise 閉じる; pressing it removes the first item.
 */
import { useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import type { ActorRefFrom } from 'xstate'
import { currentMessage, type messageQueueMachine } from '../../machines/message-queue.machine'
import { shellText } from '../text/shell.text'
import { ModalDialog } from './modal.dialog'

export const MessageDialog = ({ actor }: { readonly actor: ActorRefFrom<typeof messageQueueMachine> }) => {
  const open = useSelector(actor, (s) => s.hasTag('open'))
  const more = useSelector(actor, (s) => s.hasTag('more'))
  const item = useSelector(actor, currentMessage)
  const isError = item?.kind === 'simple-error'
  return (
    <ModalDialog
      className={`message-dialog ${isError ? 'message-dialog--error' : 'message-dialog--info'}`}
      visible={open}
      header={
        <span className="message-dialog__title">
          <i className={`pi ${isError ? 'pi-exclamation-circle' : 'pi-info-circle'}`} aria-hidden="true" />
          {item?.title}
        </span>
      }
      width="420px"
      closable={false}
      closeOnEscape={false}
      dismissableMask={false}
      actions={
        <Button
          type="button"
          label={more ? shellText.next : shellText.close}
          severity={isError ? 'danger' : undefined}
          onClick={() => actor.send({ type: 'dialog.next' })}
          autoFocus
        />
      }
    >
      {item?.messages.map((paragraph, index) => (
        <p key={index} className="dialog-message">
          {paragraph}
        </p>
      ))}
    </ModalDialog>
  )
}
