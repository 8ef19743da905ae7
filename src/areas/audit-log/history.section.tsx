/**
 * 履歴 of one record, placed on every record page with one line:
 *
 *   <RecordHistory kind="doctor" id={doctorId} onReverted={page.reload} />
 *
 * A collapsed panel; opening it starts the record's history list (the generic cursor list,
 * `admin.auditLogs.search` for this kind and id, newest first, 20 a page) and closing it stops it.
 * Each entry: when (JST), who (the operator's name), what (登録 / 編集 / 削除 / a status move …),
 * each changed field with the form's label and its values before → after as staff read them
 * (audit-log.text.ts), and the reason. A field the record's form edits offers 「この値に戻す」, and an
 * entry that changed several such fields 「この変更をすべて戻す」 (revert.machine.ts): confirmed with
 * each field's 現在の値 → 戻す値 (read afresh), then the record's own update, version checked, which
 * the server refuses when a field moved on since the entry (the dialog then offers to overwrite
 * knowingly, as an ordinary edit); `onReverted` lets the page read its record again (the restored
 * value shows without a reload). An entry that was one record of a batch (a bulk edit, a CSV update,
 * an undo) shows the batch (what, who, when, its counts) and 「この一括変更を元に戻す」 (batch-undo.machine.ts):
 * confirmed, then every record of the batch set back except those changed since, which the result lists.
 * The machines come from the shell (`HistoryContext`, src/app/main-shell.tsx: history.wiring.ts), loaded the
 * first time a history is opened (history-machines.component.tsx); the panel shows its skeleton meanwhile.
 */
import { useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { Panel } from 'primereact/panel'
import { Skeleton } from 'primereact/skeleton'
import { Suspense, useContext, useEffect, useRef, useState } from 'react'
import { auditChanges, revertibleField, type AuditChange, type AuditCurrent, type AuditLogEntry, type AuditTargetType, type RevertRequest } from '../../domain/audit'
import { jstDateTime } from '../../domain/jst'
import { sameSearch } from '../../machines/list.machine'
import { ListError, ListPager } from '../../views/components/list-page.component'
import { usePageActor } from '../../views/components/page-actor'
import { ConfirmDialog } from '../../views/dialogs/confirm.dialog'
import { ModalDialog } from '../../views/dialogs/modal.dialog'
import type { Batch } from '../../domain/batch'
import { snake } from '../../domain/record'
import type { BatchUndoContext } from './batch-undo.machine'
import type { HistorySearch } from './audit-log.search'
import { auditActionLabels, auditLogText, fieldText, type RevertLine } from './audit-log.text'
import { HistoryContext, useHistoryMachines, type HistoryMachines, type HistorySource } from './history-machines.component'
import './history.section.css'

const t = auditLogText.history

export { HistoryContext, type HistoryMachines, type HistorySource }

export interface RecordHistoryProps {
  /** The kind of record (as the audit log names it) and its id. */
  readonly kind: AuditTargetType
  readonly id: string
  /** False where the signed-in account may not edit the record (then no 「この値に戻す」). Default true. */
  readonly editable?: boolean
  /** After a revert: the page reads its record again (it shows the value restored, without a reload). Every page gives it. */
  readonly onReverted: () => void
}

export const RecordHistory = ({ kind, id, editable = true, onReverted }: RecordHistoryProps) => {
  const machines = useContext(HistoryContext)
  const [open, setOpen] = useState(false)
  if (!machines) return null
  return (
    <Panel
      header={t.title}
      toggleable
      collapsed={!open}
      onToggle={(e) => setOpen(!e.value)}
      className="record-history"
      data-testid="record-history"
    >
      {open ? (
        <Suspense fallback={<Skeleton height="4rem" />}>
          <LoadedHistoryList source={machines} kind={kind} id={id} editable={editable} onReverted={onReverted} />
        </Suspense>
      ) : null}
    </Panel>
  )
}

/** The history list once its machines are there (the shell's loader: on the first opening). */
const LoadedHistoryList = ({ source, ...props }: { readonly source: HistorySource; readonly kind: AuditTargetType; readonly id: string; readonly editable: boolean; readonly onReverted: () => void }) => (
  <HistoryList machines={useHistoryMachines(source)} {...props} />
)

const HistoryList = ({ machines, kind, id, editable, onReverted }: { readonly machines: HistoryMachines; readonly kind: AuditTargetType; readonly id: string; readonly editable: boolean; readonly onReverted: () => void }) => {
  const list = usePageActor(machines.list, { input: { search: { targetType: kind, targetId: id } } })
  const revert = usePageActor(machines.revert)
  const items = useSelector(list, (s) => s.context.items)
  const search = useSelector(list, (s) => s.context.search)
  const next = useSelector(list, (s) => s.context.nextCursorKey)
  const error = useSelector(list, (s) => s.context.error)
  const loading = useSelector(list, (s) => s.hasTag('busy'))
  const open = useSelector(revert, (s) => s.hasTag('open'))
  const overwrite = useSelector(revert, (s) => s.hasTag('overwrite'))
  const request = useSelector(revert, (s) => s.context.request)
  const current = useSelector(revert, (s) => s.context.current)
  const refusal = useSelector(revert, (s) => s.context.refusal)
  const reverting = useSelector(revert, (s) => s.hasTag('busy'))
  const undo = usePageActor(machines.batchUndo)
  const undoing = useSelector(undo, (s) => s.value)
  const undoContext = useSelector(undo, (s) => s.context)
  // a revert is the history's newest entry: back to the first page; and the page shows the record as it now is
  const reverted = useRef(onReverted)
  useEffect(() => {
    reverted.current = onReverted
  }, [onReverted])
  useEffect(() => {
    const first: HistorySearch = { targetType: kind, targetId: id }
    const sub = revert.on('revert.done', () => {
      list.send(sameSearch(list.getSnapshot().context.search, first) ? { type: 'list.reload' } : { type: 'query.change', search: first })
      reverted.current?.()
    })
    const undone = undo.on('undo.done', () => {
      list.send(sameSearch(list.getSnapshot().context.search, first) ? { type: 'list.reload' } : { type: 'query.change', search: first })
      reverted.current?.()
    })
    return () => {
      sub.unsubscribe()
      undone.unsubscribe()
    }
  }, [revert, undo, list, kind, id])
  // the record still exists: its newest entry (first page) is no deletion (a refused attempt records no after: not one)
  const newest = search.cursor === undefined ? items[0] : undefined
  const exists = newest === undefined || refused(newest) || auditChanges(newest).kind !== 'removed'

  return (
    <div className="record-history-list" aria-busy={loading}>
      <ListError error={error} onRetry={() => list.send({ type: 'list.reload' })} />
      {loading && items.length === 0 ? <Skeleton height="4rem" /> : null}
      {!loading && !error && items.length === 0 ? <p className="empty">{t.empty}</p> : null}
      <ol className="record-history-entries">
        {items.map((entry) => (
          <HistoryEntry
            key={entry.id}
            kind={kind}
            entry={entry}
            canRevert={editable && exists && !open}
            canUndo={editable && undoing === 'idle' && !open}
            onUndoBatch={(batch) => undo.send({ type: 'undo.ask', batch })}
            onRevert={(changes) =>
              revert.send({
                type: 'revert.ask',
                request: { targetType: kind, targetId: id, entryId: entry.id, fields: changes.map((c) => ({ column: c.column, value: c.before, after: c.after })) },
              })
            }
          />
        ))}
      </ol>
      <ListPager search={search} nextCursor={next} busy={loading} onSearch={(s) => list.send({ type: 'query.change', search: s })} />
      <ConfirmDialog
        visible={open}
        header={overwrite ? t.overwrite.header : t.confirm.header}
        message={
          request === undefined || current === undefined
            ? t.confirm.reading
            : overwrite
              ? t.overwrite.message(refusal ?? '', revertLines(kind, request, current, items))
              : t.confirm.message(revertLines(kind, request, current, items))
        }
        width={440}
        acceptLabel={overwrite ? t.overwrite.accept : t.confirm.accept}
        danger={overwrite}
        busy={reverting}
        onAccept={() => revert.send({ type: 'revert.accept' })}
        onCancel={() => revert.send({ type: 'revert.cancel' })}
      />
      <BatchUndoDialogs kind={kind} state={undoing} context={undoContext} send={(type) => undo.send({ type })} />
    </div>
  )
}

/**
 * Each field of a revert as staff read it: its label, its value now (named with the names the server
 * gave with it) and the value it goes back to (named as the entry names it).
 */
const revertLines = (kind: AuditTargetType, request: RevertRequest, current: AuditCurrent, entries: ReadonlyArray<AuditLogEntry>): ReadonlyArray<RevertLine> => {
  const entryNames = entries.find((e) => e.id === request.entryId)?.names ?? {}
  return request.fields.map((f) => {
    const field = fieldText(kind, f.column)
    return { label: field.label, current: field.value(current.values?.[f.column] ?? null, current.names), to: field.value(f.value, entryNames) }
  })
}

/** What a batch was: its action and its field's label (a bulk edit) or its file (a CSV update). */
const batchWhat = (kind: AuditTargetType, batch: Batch): string =>
  t.batch.what(batch.action, batch.action === 'bulkEdit' && batch.field !== null ? fieldText(kind, snake(batch.field)).label : batch.fileName)

/** 「この一括変更を元に戻す」: the confirmation (with the server's words after a refusal), then the records it left as they are. */
const BatchUndoDialogs = ({ kind, state, context, send }: {
  readonly kind: AuditTargetType
  readonly state: string
  readonly context: BatchUndoContext
  readonly send: (type: 'undo.accept' | 'undo.cancel' | 'undo.close') => void
}) => {
  const batch = context.batch
  const result = context.result
  return (
    <>
      <ConfirmDialog
        visible={state === 'confirming' || state === 'undoing'}
        header={t.batch.confirm.header}
        message={batch === undefined ? '' : [t.batch.confirm.message(batchWhat(kind, batch), batch.counts.applied), context.error].filter(Boolean).join('\n')}
        width={440}
        acceptLabel={t.batch.confirm.accept}
        busy={state === 'undoing'}
        onAccept={() => send('undo.accept')}
        onCancel={() => send('undo.cancel')}
      />
      <ModalDialog
        className="batch-undo-result"
        header={t.batch.result.header}
        visible={state === 'done'}
        width="520px"
        onHide={() => send('undo.close')}
        actions={<Button type="button" label={t.batch.result.close} onClick={() => send('undo.close')} autoFocus />}
      >
        {result ? (
          <>
            <p role="status">{t.batch.result.restored(result.batch.counts.applied)}</p>
            {result.skipped.length > 0 ? (
              <>
                <p>{t.batch.result.skipped(result.skipped.length)}</p>
                <table className="result-table">
                  <thead>
                    <tr>
                      <th scope="col">{t.batch.result.name}</th>
                      <th scope="col">{t.batch.result.reason}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {result.skipped.map((s) => (
                      <tr key={s.id}>
                        <td>{s.name ?? s.id}</td>
                        <td>{s.reason}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </>
            ) : null}
          </>
        ) : null}
      </ModalDialog>
    </>
  )
}

/** A refused attempt (`….refused`: the record as it stayed, nothing after): neither a deletion nor a change. */
const refused = (entry: AuditLogEntry) => entry.action.endsWith('.refused')

interface HistoryEntryProps {
  readonly kind: AuditTargetType
  readonly entry: AuditLogEntry
  readonly canRevert: boolean
  /** Revert these changes of the entry (one field, or every revertible field it changed). */
  readonly onRevert: (changes: ReadonlyArray<AuditChange>) => void
  /** Whether 「この一括変更を元に戻す」 is offered now (an entry of a batch not undone yet). */
  readonly canUndo?: boolean
  readonly onUndoBatch?: (batch: Batch) => void
}

/** One entry: when, who, what, the changed fields (before → after) and the reason. */
export const HistoryEntry = ({ kind, entry, canRevert, onRevert, canUndo = false, onUndoBatch }: HistoryEntryProps) => {
  const { kind: what, changes } = auditChanges(entry)
  const revertible = canRevert ? changes.filter((c) => revertibleField(kind, c.column) !== undefined) : []
  return (
    <li className="record-history-entry" data-testid="history-entry">
      <div className="record-history-head">
        <time dateTime={entry.createdAt}>{jstDateTime(entry.createdAt)}</time>
        <span className="record-history-actor">{auditLogText.actor(entry.actorName, entry.actorEmail)}</span>
        <strong className="record-history-action">{auditActionLabels[entry.action]}</strong>
        {entry.revertOf !== null ? <span className="record-history-revert">{t.reverted(entry.revertOf)}</span> : null}
      </div>
      {what === 'created' ? <p>{t.created}</p> : what === 'removed' && changes.length === 0 && !refused(entry) ? <p>{t.deleted}</p> : null}
      {changes.length > 0 ? (
        <dl className="record-history-changes">
          {changes.map((change) => {
            const field = fieldText(kind, change.column)
            const from = field.value(change.before, entry.names)
            const to = field.value(change.after, entry.names)
            return (
              <div key={change.column} className="record-history-change">
                <dt>{field.label}</dt>
                <dd>
                  <span className="before">{from}</span>
                  {' → '}
                  <span className="after">{to}</span>
                  {revertible.includes(change) ? (
                    <Button type="button" label={t.revert} icon="pi pi-undo" size="small" text onClick={() => onRevert([change])} />
                  ) : null}
                </dd>
              </div>
            )
          })}
        </dl>
      ) : what === 'changed' ? <p>{t.noChange}</p> : null}
      {revertible.length > 1 ? (
        <Button type="button" label={t.revertAll} icon="pi pi-history" size="small" text onClick={() => onRevert(revertible)} />
      ) : null}
      {entry.reason ? <p className="record-history-reason">{`${auditLogText.fields.reason}: ${entry.reason}`}</p> : null}
      {entry.batch ? (
        <div className="record-history-batch" data-testid="history-batch">
          <p>
            <strong>{batchWhat(kind, entry.batch)}</strong>
            {' '}
            <span className="record-history-batch-by">{t.batch.by(auditLogText.actor(entry.batch.actorName, entry.batch.actorEmail), jstDateTime(entry.batch.createdAt))}</span>
          </p>
          <p>{t.batch.counts(entry.batch.counts)}</p>
          {entry.batch.undoneBy !== null ? (
            <p className="record-history-batch-undone">{t.batch.undone}</p>
          ) : canUndo && onUndoBatch ? (
            <Button type="button" label={t.batch.undo} icon="pi pi-replay" size="small" text onClick={() => onUndoBatch(entry.batch!)} />
          ) : null}
        </div>
      ) : null}
    </li>
  )
}
