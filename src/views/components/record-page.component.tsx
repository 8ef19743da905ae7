/**
 * The pieces every record page is made of (doctor, client; the later areas too), over a
 * record machine (src/machines/record.machine.ts):
 *
 *   const page = useRecordPage(machine, id, onRemoved)
 *   <RecordLoadError page={page} label=… />                   // with 再読み込み
 *   <RecordActions page={page} actions={[{ action: 'freeze', label, icon, severity }]} />
 *   <RecordActionDialog action={page.confirming} texts=… onAccept={page.accept} onCancel={page.cancel} />
 *
 * The buttons shown are the actions the record's state allows (`state.can`), nothing else. While
 * an action's confirm or dialog is open (or the action runs) the ones offered before stay, so
 * the focus goes back to the button pressed when the dialog closes (src/app/dialog-focus.ts).
 */
import { useSelector } from '@xstate/react'
import { usePageActor } from './page-actor'
import { Button } from 'primereact/button'
import { Message } from 'primereact/message'
import { useEffect, useRef } from 'react'
import type { RecordMachine } from '../../machines/record.machine'
import { quietCheck, useLiveCheck, useLiveReload } from './live.component'

export const useRecordPage = <R, A extends string, Id extends string>(machine: RecordMachine<R, A, Id>, id: Id, onRemoved: () => void) => {
  const actor = usePageActor(machine, { input: { id } })
  const state = useSelector(actor, (s) => s)
  const removed = state.status === 'done'
  useEffect(() => {
    if (removed) onRemoved()
  }, [removed, onRemoved])
  useLiveReload('record', () => actor.send({ type: 'record.reload' })) // 再読込 after another operator's save (live.component.tsx)
  // after a gap in the live stream: has the record shown changed? (a quiet read; live.component.tsx)
  useLiveCheck('record', () =>
    quietCheck(actor, (found) => actor.on('record.checked', found), (still) => actor.subscribe((s) => still(s.matches('checking'))), { type: 'record.check' }),
  )
  return {
    actor,
    state,
    record: state.context.record,
    busy: state.hasTag('busy'),
    loading: state.matches('loading'),
    /** Viewing the record (perhaps checking it quietly): no confirm, dialog or action under way. */
    settled: state.matches('viewing') || state.matches('checking'),
    loadError: state.matches('loadFailed') ? (state.context.error ?? '') : undefined,
    /** The action whose confirm dialog is open. */
    confirming: state.matches('confirming') ? state.context.action : undefined,
    can: (action: A) => state.can({ type: 'record.runAction', action }),
    runAction: (action: A) => actor.send({ type: 'record.runAction', action }),
    accept: () => actor.send({ type: 'dialog.accept' }),
    cancel: () => actor.send({ type: 'dialog.cancel' }),
    reload: () => actor.send({ type: 'record.reload' }),
  }
}

export type RecordPage<A extends string> = Pick<ReturnType<typeof useRecordPage<unknown, A, string>>, 'busy' | 'settled' | 'can' | 'runAction' | 'loadError' | 'reload'>

export interface RecordActionButton<A extends string> {
  readonly action: A
  readonly label: string
  readonly icon: string
  readonly severity?: 'danger' | 'warning' | 'success'
}

/** The buttons of the actions the record's state allows (those offered before, while one is under way). */
export const RecordActions = <A extends string>({ page, actions }: { readonly page: RecordPage<A>; readonly actions: ReadonlyArray<RecordActionButton<A>> }) => {
  const offered = useRef<ReadonlyArray<A>>([])
  if (page.settled) offered.current = actions.filter((a) => page.can(a.action)).map((a) => a.action)
  return (
    <>
      {actions
        .filter((a) => offered.current.includes(a.action))
        .map((a) => (
          <Button
            key={a.action}
            type="button"
            label={a.label}
            icon={a.icon}
            severity={a.severity}
            outlined={a.severity !== undefined}
            disabled={page.busy}
            onClick={() => page.runAction(a.action)}
          />
        ))}
    </>
  )
}

/** The record could not be read: why, and 再読み込み. */
export const RecordLoadError = ({ error, label, retryLabel, onRetry }: { readonly error: string | undefined; readonly label: string; readonly retryLabel: string; readonly onRetry: () => void }) =>
  error !== undefined ? (
    <div className="load-error">
      <Message severity="error" className="server-error" text={`${label}: ${error}`} />
      <Button type="button" icon="pi pi-refresh" label={retryLabel} outlined onClick={onRetry} />
    </div>
  ) : null
