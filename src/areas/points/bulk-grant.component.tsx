/**
 * The views of the bulk MP grant (src/areas/points/bulk-grant.machine.ts), shared by /mp_management
 * and the doctor list's MP付与 on the ticked doctors: the 付与するMP dialog with the required
 * note, the confirmation of the total (doctors × MP), and the outcome per doctor.
 */
import { useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { InputText } from 'primereact/inputtext'
import { Tag } from 'primereact/tag'
import type { ActorRefFrom } from 'xstate'
import { bulkGrantTotal, type BulkGrantMachine } from './bulk-grant.machine'
import { ConfirmDialog } from '../../views/dialogs/confirm.dialog'
import { MpAmountDialog, mpProblemText } from './mp-grant.dialog'
import { pointsText as t } from './points.text'
import { groupDigits } from '../../views/text/number'
import './mp.page.css'
import '../../views/components/figures-table.css'

export interface BulkGrantViewProps {
  readonly grant: ActorRefFrom<BulkGrantMachine>
  /** After 閉じる on the results (the doctor list clears its selection). */
  readonly onClosed?: () => void
}

/** 付与結果: one line per picked doctor (granted with the new balance, or refused with the reason). */
export const BulkGrantResults = ({ grant, onClosed }: BulkGrantViewProps) => {
  const showing = useSelector(grant, (s) => s.value === 'results')
  const outcomes = useSelector(grant, (s) => s.context.outcomes)
  if (!showing) return null
  const granted = outcomes.filter((o) => o.ok).length
  return (
    <section aria-labelledby="mp-results-heading" className="mp-results">
      <h2 id="mp-results-heading">{t.results.heading}</h2>
      <p>{t.results.summary(granted, outcomes.length - granted)}</p>
      <table className="figures-table mp-table">
        <thead>
          <tr>
            <th scope="col">{t.results.doctor}</th>
            <th scope="col">{t.results.outcome}</th>
            <th scope="col" className="is-number">{t.results.balance}</th>
            <th scope="col">{t.results.reason}</th>
          </tr>
        </thead>
        <tbody>
          {outcomes.map((o) => (
            <tr key={o.doctor.id}>
              <td>{o.doctor.name}</td>
              <td>{o.ok ? <Tag severity="success" value={t.results.granted} /> : <Tag severity="danger" value={t.results.refused} />}</td>
              <td className="is-number">{groupDigits(o.balance)}</td>
              <td>{o.error ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Button
        type="button"
        label={t.results.close}
        onClick={() => {
          grant.send({ type: 'results.close' })
          onClosed?.()
        }}
      />
    </section>
  )
}

/** 付与するMP (amount + required note) and the confirmation of the total. */
export const BulkGrantDialogs = ({ grant }: BulkGrantViewProps) => {
  const state = useSelector(grant, (s) => s.value)
  const context = useSelector(grant, (s) => s.context)
  const busy = useSelector(grant, (s) => s.hasTag('busy'))
  return (
    <>
      <MpAmountDialog
        open={state === 'amount'}
        value={context.value}
        error={context.problem ? mpProblemText(context.problem) : undefined}
        busy={false}
        hint={t.picker.selected(context.selected.length)}
        onChange={(value) => grant.send({ type: 'mp.change', value })}
        onSubmit={() => grant.send({ type: 'mp.submit' })}
        onCancel={() => grant.send({ type: 'mp.cancel' })}
      >
        <div className="form-field">
          <label htmlFor="mp-grant-note" className="form-field__label">{t.note.label}</label>
          <InputText
            id="mp-grant-note"
            value={context.note}
            placeholder={t.note.placeholder}
            invalid={context.noteMissing}
            aria-describedby={context.noteMissing ? 'mp-grant-note-error' : undefined}
            onChange={(e) => grant.send({ type: 'note.change', note: e.target.value })}
          />
          {context.noteMissing ? (
            <small id="mp-grant-note-error" className="form-field__errors" role="alert">
              {t.note.required}
            </small>
          ) : null}
        </div>
      </MpAmountDialog>
      <ConfirmDialog
        header={t.confirm.header}
        message={t.confirm.message(context.selected.length, context.amount ?? 0, bulkGrantTotal(context))}
        width={380}
        visible={state === 'confirming' || state === 'granting'}
        busy={busy}
        onAccept={() => grant.send({ type: 'confirm.ok' })}
        onCancel={() => {
          if (!busy) grant.send({ type: 'confirm.back' })
        }}
      />
    </>
  )
}
