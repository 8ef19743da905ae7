/**
 * メールアドレス・医師IDで指定 (/mp_management): staff paste doctors' e-mails or ids (one a line)
 * or read them from a CSV file; the lines are looked up (src/areas/points/doctor-resolve.machine.ts)
 * with progress and 中止, the doctors found join the grant's selection, and the lines that named no
 * doctor are listed with the line and the reason, to copy or download as CSV.
 */
import { useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { InputTextarea } from 'primereact/inputtextarea'
import { Message } from 'primereact/message'
import { ProgressBar } from 'primereact/progressbar'
import { useEffect, useRef, useState } from 'react'
import type { Doctor } from '../../domain/doctor'
import { unknownInLineOrder, type DoctorResolveMachine } from './doctor-resolve.machine'
import { usePageActor } from '../../views/components/page-actor'
import { pointsText } from './points.text'
import '../../views/components/figures-table.css'

const t = pointsText.paste

export interface DoctorEntriesSectionProps {
  readonly machine: DoctorResolveMachine
  /** The doctors found, once the lookup is over (finished or stopped). */
  readonly onResolved: (doctors: ReadonlyArray<Doctor>) => void
  /** The grant workflow is past its selection (a dialog is open): nothing new starts. */
  readonly disabled: boolean
}

export const DoctorEntriesSection = ({ machine, onResolved, disabled }: DoctorEntriesSectionProps) => {
  const actor = usePageActor(machine, { input: {} })
  const state = useSelector(actor, (s) => s)
  const c = state.context
  const [text, setText] = useState('')
  const fileInput = useRef<HTMLInputElement>(null)
  const busy = state.hasTag('busy')
  const done = state.matches('done')

  // the doctors found join the selection once, when the lookup ends
  const resolved = done ? c.resolved : undefined
  useEffect(() => {
    if (resolved && resolved.length > 0) onResolved(resolved.map((r) => r.doctor))
  }, [resolved])

  const unknown = done ? unknownInLineOrder(c) : []
  return (
    <section aria-labelledby="mp-paste-heading" className="mp-paste">
      <h2 id="mp-paste-heading">{t.heading}</h2>
      <label htmlFor="mp-paste-text" className="form-field__label">{t.label}</label>
      <InputTextarea
        id="mp-paste-text"
        value={text}
        rows={4}
        placeholder={t.placeholder}
        aria-describedby="mp-paste-hint"
        disabled={busy}
        onChange={(e) => setText(e.target.value)}
      />
      <small id="mp-paste-hint" className="mp-paste__hint">{t.hint}</small>
      <div className="mp-selection">
        <Button type="button" icon="pi pi-search" label={t.resolve} disabled={disabled || !state.matches('idle') || text.trim() === ''} onClick={() => actor.send({ type: 'text.resolve', text })} />
        <Button type="button" icon="pi pi-upload" label={t.file} outlined disabled={disabled || !state.matches('idle')} onClick={() => fileInput.current?.click()} />
        <input
          ref={fileInput}
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          hidden
          aria-label={t.file}
          onChange={(e) => {
            const file = e.target.files?.[0]
            if (file) actor.send({ type: 'file.choose', file, name: file.name })
            e.target.value = ''
          }}
        />
      </div>
      {state.matches('idle') && c.error ? <Message severity="error" text={c.error} /> : null}
      {state.matches('reading') ? <p role="status">{t.reading(c.file?.name ?? '')}</p> : null}
      {state.matches('looking') || state.matches('next') ? (
        <div role="status" aria-label={t.heading}>
          <p>{t.progress(c.done, c.entries.length)}</p>
          <ProgressBar value={c.entries.length === 0 ? 0 : Math.floor((c.done * 100) / c.entries.length)} />
          <Button type="button" label={t.cancel} severity="secondary" onClick={() => actor.send({ type: 'resolve.cancel' })} />
        </div>
      ) : null}
      {state.matches('failed') ? (
        <div className="mp-selection">
          <Message severity="error" text={t.failed(c.error ?? '')} />
          <Button type="button" label={t.retry} onClick={() => actor.send({ type: 'retry' })} />
          <Button type="button" label={t.cancel} severity="secondary" onClick={() => actor.send({ type: 'resolve.cancel' })} />
        </div>
      ) : null}
      {done ? (
        <div className="mp-paste__result">
          <p role="status">{t.summary(c.resolved.length, unknown.length)}</p>
          {unknown.length > 0 ? (
            <div className="mp-paste__unknown">
              <table className="figures-table mp-table" aria-label={t.unknownList}>
                <thead>
                  <tr>
                    <th scope="col" className="is-number">{t.columns.line}</th>
                    <th scope="col">{t.columns.text}</th>
                    <th scope="col">{t.columns.reason}</th>
                  </tr>
                </thead>
                <tbody>
                  {unknown.map((u) => (
                    <tr key={u.line}>
                      <td className="is-number">{u.line}</td>
                      <td>{u.text}</td>
                      <td>{t.reasons[u.reason] + (u.firstLine === undefined ? '' : t.firstLine(u.firstLine))}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          <div className="mp-selection">
            {unknown.length > 0 ? (
              <>
                <Button type="button" icon="pi pi-copy" label={t.copy} outlined onClick={() => actor.send({ type: 'unknown.copy' })} />
                <Button type="button" icon="pi pi-download" label={t.download} outlined onClick={() => actor.send({ type: 'unknown.download' })} />
              </>
            ) : null}
            <Button type="button" label={t.close} text onClick={() => actor.send({ type: 'results.close' })} />
          </div>
        </div>
      ) : null}
    </section>
  )
}
