/**
 * What every dialog of the console shares (confirmations, the CSV import's questions, a record's
 * steps, the edit conflict …): modal, fixed in place and size, `width` wide and never wider than the
 * window, its buttons in one row below (`dialog-actions`). A dialog staff must answer with a button
 * gives `closable={false}` and no `onHide` (Escape and the mask do nothing).
 *
 *   <ModalDialog className=… visible=… header=… width="28rem" onHide={cancel}
 *     actions={<CancelAndAnswer answer={t.ok} busy={busy} onAnswer={accept} onCancel={cancel} />}>…</ModalDialog>
 */
import { Button } from 'primereact/button'
import { Dialog, type DialogProps } from '../components/dialog.component'
import type { ReactNode } from 'react'
import { shellText } from '../text/shell.text'

export interface ModalDialogProps extends Omit<DialogProps, 'style' | 'footer' | 'modal' | 'draggable' | 'resizable' | 'onHide'> {
  /** Its width (CSS); at most the window's. */
  readonly width: string
  /** Its buttons, in one row below. */
  readonly actions: ReactNode
  /** Escape, the × or the mask: nothing unless given. */
  readonly onHide?: () => void
}

export const ModalDialog = ({ width, actions, onHide = () => {}, ...dialog }: ModalDialogProps) => (
  <Dialog
    {...dialog}
    style={{ width, maxWidth: '95vw' }}
    modal
    draggable={false}
    resizable={false}
    onHide={onHide}
    footer={<div className="dialog-actions">{actions}</div>}
  />
)

export interface CancelAndAnswerProps {
  /** The answer's label (OK, 保存, 削除 …). */
  readonly answer: string
  /** Without it the answer submits the form `form` names. */
  readonly onAnswer?: () => void
  readonly onCancel: () => void
  /** The answer runs: キャンセル is disabled, the answer spins. */
  readonly busy?: boolean
  /** The answer cannot be given yet. */
  readonly disabled?: boolean
  /** A destructive answer: red. */
  readonly danger?: boolean
  readonly autoFocus?: boolean
  /** The id of the form the answer submits. */
  readonly form?: string
  /** キャンセル unless given. */
  readonly cancel?: string
}

/** キャンセル, then the dialog's answer. */
export const CancelAndAnswer = ({ answer, onAnswer, onCancel, busy = false, disabled = false, danger = false, autoFocus = false, form, cancel = shellText.cancel }: CancelAndAnswerProps) => (
  <>
    <Button type="button" label={cancel} text severity="secondary" disabled={busy} onClick={onCancel} />
    <Button
      type={form === undefined ? 'button' : 'submit'}
      form={form}
      label={answer}
      severity={danger ? 'danger' : undefined}
      disabled={disabled}
      loading={busy}
      autoFocus={autoFocus}
      onClick={onAnswer}
    />
  </>
)
