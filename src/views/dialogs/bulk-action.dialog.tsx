/**
 * The dialog of a bulk action (src/machines/bulk-action.machine.ts), from the confirmation to
 * the results: the confirmation → progress (i / N) with 中止 → one line per row (成功 / 失敗 with
 * the server's reason / 未実行). Closing the results calls `onClosed` (the list page clears its
 * selection and reloads).
 *
 * The confirmation is the one the area declares for the action (`BulkActionTexts.confirm`: for
 * doctors the spec's dialogs, e.g. 利用停止 / '選択した医師アカウントを利用停止にしますか？', on the
 * shell's ConfirmDialog: width 290, キャンセル / OK); an action without one gets the generic
 * "選択したN件を「利用停止」にします。よろしいですか？" with 実行.
 */
import { useSelector } from '@xstate/react'
import { usePageActor } from '../components/page-actor'
import type { RowSelection } from '../components/list-page.component'
import { Button } from 'primereact/button'
import { ProgressBar } from 'primereact/progressbar'
import { ConfirmDialog } from './confirm.dialog'
import { Tag } from 'primereact/tag'
import type { ActorRefFrom } from 'xstate'
import { bulkCount, type BulkActionMachine, type BulkOutcome, type BulkOutcomeStatus } from '../../machines/bulk-action.machine'
import { listActionsText } from '../text/list-actions.text'
import { CancelAndAnswer, ModalDialog } from './modal.dialog'

const t = listActionsText.bulk

const severity: Record<BulkOutcomeStatus, 'success' | 'danger' | 'secondary'> = { done: 'success', failed: 'danger', cancelled: 'secondary' }

/**
 * A list page's bulk action over its ticked rows: the actor, whether it is free (no action
 * under way), and `start(action)` with the ticked rows (by key and name).
 */
export const useBulkAction = <Row extends object, A extends string, Id extends string>(machine: BulkActionMachine<A, Id>, selection: RowSelection<Row, Id>) => {
  const actor = usePageActor(machine)
  const idle = useSelector(actor, (s) => s.value === 'idle')
  const start = (action: A) =>
    actor.send({ type: 'bulk.start', action, rows: selection.rows.map((row) => ({ id: selection.keyOf(row), label: selection.labelOf(row) })) })
  return { actor, idle, start }
}

/** How an area declares one bulk action: its label (利用停止 …) and, optionally, its own confirmation. */
export interface BulkActionTexts {
  readonly label: string
  /** The confirmation staff answer with OK / キャンセル (ConfirmDialog); omitted: the generic one with 実行. */
  readonly confirm?: { readonly header: string; readonly message: string }
}

export interface BulkActionDialogProps<A extends string = string, Id extends string = string> {
  readonly actor: ActorRefFrom<BulkActionMachine<A, Id>>
  /** Each action the page starts, declared once (label, confirmation). */
  readonly actions: Readonly<Partial<Record<A, BulkActionTexts>>>
  readonly onClosed: () => void
}

/**
 * The results of a bulk action or a bulk edit (「一括編集」): the counts, then one line per row: 成功 /
 * 失敗 / 未実行 and the reason (the server's words; a row already holding the value says so).
 */
export const BulkResults = ({ outcomes, summary }: { readonly outcomes: ReadonlyArray<BulkOutcome>; readonly summary?: string }) => (
  <>
    <p role="status">{summary ?? t.summary(bulkCount({ outcomes }, 'done'), bulkCount({ outcomes }, 'failed'), bulkCount({ outcomes }, 'cancelled'))}</p>
    <table className="result-table">
      <thead>
        <tr>
          <th scope="col">{t.row}</th>
          <th scope="col">{t.outcome}</th>
          <th scope="col">{t.reason}</th>
        </tr>
      </thead>
      <tbody>
        {outcomes.map((o) => (
          <tr key={o.row.id}>
            <td>{o.row.label}</td>
            <td>
              <Tag severity={severity[o.status]} value={t.status[o.status]} />
            </td>
            <td>{o.error ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </table>
  </>
)

export const BulkActionDialog = <A extends string, Id extends string>({ actor, actions, onClosed }: BulkActionDialogProps<A, Id>) => {
  const state = useSelector(actor, (s) => s.value)
  const context = useSelector(actor, (s) => s.context)
  const texts = context.action === undefined ? undefined : actions[context.action]
  const label = texts?.label ?? ''
  const declared = texts?.confirm
  const total = context.rows.length
  const close = () => {
    actor.send({ type: 'results.close' })
    onClosed()
  }
  const buttons =
    state === 'confirming' ? (
      <CancelAndAnswer answer={t.run} danger autoFocus onAnswer={() => actor.send({ type: 'confirm.ok' })} onCancel={() => actor.send({ type: 'confirm.cancel' })} />
    ) : state === 'results' ? (
      <Button type="button" label={t.close} onClick={close} autoFocus />
    ) : (
      <Button type="button" label={t.stop} severity="secondary" outlined disabled={context.stopping} onClick={() => actor.send({ type: 'bulk.cancel' })} autoFocus />
    )

  return (
    <>
      <ConfirmDialog
        visible={state === 'confirming' && declared !== undefined}
        header={declared?.header ?? ''}
        message={declared?.message ?? ''}
        onAccept={() => actor.send({ type: 'confirm.ok' })}
        onCancel={() => actor.send({ type: 'confirm.cancel' })}
      />
      <ModalDialog
        className="bulk-action-dialog"
        header={state === 'results' ? t.resultsHeader(label) : label}
        visible={state !== 'idle' && !(state === 'confirming' && declared !== undefined)}
        width={state === 'results' ? '560px' : '380px'}
        closable={state !== 'running' && state !== 'next'}
        onHide={() => {
          if (state === 'confirming') actor.send({ type: 'confirm.cancel' })
          else if (state === 'results') close()
        }}
        actions={buttons}
      >
        {state === 'confirming' ? <p className="dialog-message">{t.confirm(total, label)}</p> : null}
        {state === 'running' || state === 'next' ? (
          <div role="status" aria-live="polite">
            <p>{context.stopping ? t.stopping : t.progress(context.index, total)}</p>
            <ProgressBar value={total === 0 ? 0 : Math.round((context.index / total) * 100)} showValue={false} style={{ height: '10px' }} />
          </div>
        ) : null}
        {state === 'results' ? <BulkResults outcomes={context.outcomes} /> : null}
      </ModalDialog>
    </>
  )
}
