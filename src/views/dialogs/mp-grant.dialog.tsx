/**
 * Grant MP (SPEC section 2): title 付与するMP, an editable combobox of the presets that also
 * takes a free number, OK and キャンセル. The machine coerces and checks the value.
 */
import { useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { Dialog } from 'primereact/dialog'
import { Dropdown } from 'primereact/dropdown'
import type { ActorRefFrom } from 'xstate'
import { mpPresets, type MpGrantMachine } from '../../machines/mp-grant.machine'
import { doctorText } from '../text/doctor.text'

const t = doctorText.mp

export interface MpGrantDialogProps {
  readonly actor: ActorRefFrom<MpGrantMachine> | undefined
  readonly balance?: number | undefined
}

const presetOptions = mpPresets.map((n) => ({ label: `${n > 0 ? '+' : ''}${n.toLocaleString('ja-JP')}`, value: n }))

export const MpGrantDialog = ({ actor, balance }: MpGrantDialogProps) => (actor ? <MpGrantDialogOpen actor={actor} balance={balance} /> : null)

const MpGrantDialogOpen = ({ actor, balance }: { readonly actor: ActorRefFrom<MpGrantMachine>; readonly balance?: number | undefined }) => {
  const value = useSelector(actor, (s) => s.context.value)
  const error = useSelector(actor, (s) => s.context.error)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const open = useSelector(actor, (s) => s.status === 'active')
  return (
    <Dialog
      className="mp-grant-dialog"
      visible={open}
      header={t.header}
      style={{ width: '340px', maxWidth: '95vw' }}
      modal
      draggable={false}
      resizable={false}
      onHide={() => {
        if (!busy) actor.send({ type: 'mp.cancel' })
      }}
      footer={
        <div className="dialog-actions">
          <Button type="button" label={t.cancel} text severity="secondary" disabled={busy} onClick={() => actor.send({ type: 'mp.cancel' })} />
          <Button type="submit" form="mp-grant-form" label={t.ok} loading={busy} />
        </div>
      }
    >
      <form
        id="mp-grant-form"
        className="form-field"
        onSubmit={(e) => {
          e.preventDefault()
          actor.send({ type: 'mp.submit' })
        }}
      >
        <label id="mp-amount-label" className="form-field__label">{t.label}</label>
        {/* Editable: PrimeReact labels its typing input with aria-labelledby, not with `for`. */}
        <Dropdown
          editable
          aria-labelledby="mp-amount-label"
          value={value ?? ''}
          options={presetOptions}
          placeholder={t.placeholder}
          invalid={error !== undefined}
          aria-describedby={error ? 'mp-amount-error' : undefined}
          onChange={(e) => actor.send({ type: 'mp.change', value: e.value as string | number | null })}
        />
        {balance !== undefined ? <small className="form-field__hint">{t.balance(balance)}</small> : null}
        {error ? (
          <small id="mp-amount-error" className="form-field__errors" role="alert">
            {error}
          </small>
        ) : null}
      </form>
    </Dialog>
  )
}
