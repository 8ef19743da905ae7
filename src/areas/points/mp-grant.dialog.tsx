/**
 * Grant MP (SPEC section 2): title 付与するMP, an editable combobox of the presets that also
 * takes a free number, OK and キャンセル. The machine coerces and checks the value.
 *
 * Typing never opens the preset list. PrimeReact 10.9's editable Dropdown shows its overlay on
 * every `input` event and on Backspace, and turns Enter (list closed) into "open the list"
 * (dropdown.esm.js: onEditableInputChange, onBackspaceKey, onEnterKey); the overlay then covers
 * OK. `useFreeTyping` catches those events on the way down (capture phase), before they reach
 * the Dropdown's own handlers: typed text goes straight to the machine, Backspace just edits,
 * Enter with the list closed submits the form, and keys during IME composition are left to the
 * IME. The rest is PrimeReact's: the trigger button, ArrowDown / Alt+ArrowDown open the list,
 * arrows + Enter or a click pick a preset. Two more fixes of the same Dropdown in a Dialog:
 * Escape with the list open closes the list only (the Dropdown does not take part in
 * PrimeReact's Escape priorities, so the Dialog closed too), and when the list closes the focus
 * goes back to the typing input (PrimeReact leaves it on a hidden read-only helper input after
 * a pick, and on nothing after Escape on an option).
 */
import { useSelector } from '@xstate/react'
import { Dropdown } from 'primereact/dropdown'
import { useRef, type FormEvent, type KeyboardEvent, type ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import { mpPresets, type MpGrantMachine, type MpProblem } from './mp-grant.machine'
import { doctorText } from '../doctor/doctor.text'
import { groupDigits } from '../../views/text/number'
import { useDialogMisuseLog } from '../../views/components/page-actor'
import { CancelAndAnswer, ModalDialog } from '../../views/dialogs/modal.dialog'

const t = doctorText.mp

export interface MpGrantDialogProps {
  readonly actor: ActorRefFrom<MpGrantMachine> | undefined
  readonly balance?: number | undefined
}

const presetOptions = mpPresets.map((n) => ({ label: `${n > 0 ? '+' : ''}${groupDigits(n)}`, value: n }))

/** Props for an element around an editable Dropdown, and its `onHide`; see the file comment. */
const useFreeTyping = (onText: (text: string) => void) => {
  const ref = useRef<HTMLDivElement>(null)
  // Escape keydowns that closed the list: not to reach the Dialog's document listener.
  const listEscapes = useRef(new WeakSet<Event>())
  const listOpen = () => ref.current?.querySelector('[aria-haspopup="listbox"][aria-expanded="true"]') != null
  /** The Dropdown's inputs: the typing one, or its hidden read-only helper. */
  const inputs = () => [...(ref.current?.querySelectorAll('input') ?? [])]
  const wrapper = {
    ref,
    onInputCapture: (event: FormEvent<HTMLElement>) => {
      if (!(event.target instanceof HTMLInputElement) || event.target.readOnly) return
      event.stopPropagation()
      onText(event.target.value)
    },
    onKeyDownCapture: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Escape') {
        if (listOpen()) listEscapes.current.add(event.nativeEvent)
        return
      }
      // Keys on the list's options stay PrimeReact's.
      if (!(event.target instanceof HTMLInputElement) || !inputs().includes(event.target)) return
      if (event.nativeEvent.isComposing || event.keyCode === 229) event.stopPropagation()
      else if (event.key === 'Backspace') event.stopPropagation()
      else if (event.key === 'Enter' && !listOpen()) {
        event.stopPropagation()
        event.preventDefault()
        event.target.form?.requestSubmit()
      }
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (listEscapes.current.has(event.nativeEvent)) event.stopPropagation()
    },
  }
  // After a pick PrimeReact focuses its read-only helper; after Escape on an option the focus
  // is lost with the list. Either way the typing input takes it back.
  const onHide = () => {
    const focused = document.activeElement
    const lost =
      focused === null ||
      focused === document.body ||
      focused.closest('.p-dropdown-panel') !== null || // an option, about to go with the list
      (focused instanceof HTMLInputElement && focused.readOnly && inputs().includes(focused))
    if (lost) inputs().find((i) => !i.readOnly)?.focus()
  }
  return { wrapper, onHide }
}

/** The Japanese text of why an amount was not granted. */
export const mpProblemText = (problem: MpProblem): string => {
  switch (problem.kind) {
    case 'required':
      return t.problems.required
    case 'notNumber':
      return t.problems.notNumber
    case 'invalid':
      return problem.message
    case 'refused':
      return problem.message ?? t.problems.refused
  }
}

export const MpGrantDialog = ({ actor, balance }: MpGrantDialogProps) => (actor ? <MpGrantDialogOpen actor={actor} balance={balance} /> : null)

const MpGrantDialogOpen = ({ actor, balance }: { readonly actor: ActorRefFrom<MpGrantMachine>; readonly balance?: number | undefined }) => {
  useDialogMisuseLog(actor) // its misuse (OK for no doctor, input while sending) is logged, never silent
  const value = useSelector(actor, (s) => s.context.value)
  const problem = useSelector(actor, (s) => s.context.problem)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const open = useSelector(actor, (s) => s.status === 'active')
  return (
    <MpAmountDialog
      open={open}
      value={value}
      error={problem ? mpProblemText(problem) : undefined}
      busy={busy}
      hint={balance !== undefined ? t.balance(balance) : undefined}
      onChange={(v) => actor.send({ type: 'mp.change', value: v })}
      onSubmit={() => actor.send({ type: 'mp.submit' })}
      onCancel={() => actor.send({ type: 'mp.cancel' })}
    />
  )
}

export interface MpAmountDialogProps {
  readonly open: boolean
  readonly value: string | number | null
  readonly error: string | undefined
  readonly busy: boolean
  readonly hint?: string | undefined
  readonly onChange: (value: string | number | null) => void
  readonly onSubmit: () => void
  readonly onCancel: () => void
  /** More fields below the amount (the bulk grant's note). */
  readonly children?: ReactNode
}

/** The 付与するMP dialog itself, driven by its owner (one doctor's grant machine, or the bulk grant). */
export const MpAmountDialog = ({ open, value, error, busy, hint, onChange, onSubmit, onCancel, children }: MpAmountDialogProps) => {
  const typing = useFreeTyping(onChange)
  return (
    <ModalDialog
      className="mp-grant-dialog"
      visible={open}
      header={t.header}
      width={children ? '420px' : '340px'}
      onHide={() => {
        if (!busy) onCancel()
      }}
      actions={<CancelAndAnswer cancel={t.cancel} answer={t.ok} form="mp-grant-form" busy={busy} onCancel={onCancel} />}
    >
      <form
        id="mp-grant-form"
        onSubmit={(e) => {
          e.preventDefault()
          onSubmit()
        }}
      >
        <div className="form-field">
          <label id="mp-amount-label" className="form-field__label">{t.label}</label>
          {/* Editable: PrimeReact labels its typing input with aria-labelledby, not with `for`. */}
          {/* display: contents: a wrapper for the key and input handlers only, no box of its own. */}
          <div className="mp-amount" style={{ display: 'contents' }} {...typing.wrapper}>
            <Dropdown
              editable
              aria-labelledby="mp-amount-label"
              value={value ?? ''}
              options={presetOptions}
              placeholder={t.placeholder}
              invalid={error !== undefined}
              aria-describedby={error ? 'mp-amount-error' : undefined}
              onChange={(e) => onChange(e.value as string | number | null)}
              onHide={typing.onHide}
            />
          </div>
          {hint !== undefined ? <small className="form-field__hint">{hint}</small> : null}
          {error ? (
            <small id="mp-amount-error" className="form-field__errors" role="alert">
              {error}
            </small>
          ) : null}
        </div>
        {children}
      </form>
    </ModalDialog>
  )
}
