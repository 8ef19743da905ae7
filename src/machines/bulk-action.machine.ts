/**
 * One action over many selected rows where the API has only a single-record call (doctors:
 * 利用停止 / 利用停止解除, clients: 利用停止): staff confirm (the message states the count), the
 * call runs row by row (`runAction`: the area's record action, e.g. `doctorOps.runAction`), each row
 * gets its result (done, or failed with the server's reason), and 中止 stops the remaining rows
 * (the row in flight finishes; the rows not run are reported as not run).
 *
 *   idle --bulk.start [rows]--> confirming --confirm.ok--> running --done/error--> next
 *     ^                             \--confirm.cancel--> idle     ^                 |  more rows
 *     |                                                           +-----------------+
 *     +--results.close-- results <--no more rows, or bulk.cancel was asked (the rest: cancelled)
 *
 * Misuse (SPEC section 8; the doctors' confirmation is the spec's 利用停止 / 利用停止解除 dialog)
 * changes nothing and emits `dialog.rejected` (a typed `DialogMisuse`, src/machines/dialog-misuse.ts):
 * an action over no rows, another action while one is under way, OK / キャンセル / 閉じる with no
 * confirmation or results shown.
 */
import { assign, emit, setup } from 'xstate'
import { dialogMisuse, dialogMisuseText, type DialogMisuseEmitted } from './dialog-misuse'
import type { RecordActionInput } from '../domain/records'
import { messageOf, placeholder, unusedInvokeKeys } from './machine-helpers'

/** A selected row: its id (for the call) and how staff recognise it (name). */
export interface BulkRow<Id extends string = string> {
  readonly id: Id
  readonly label: string
}

export type BulkOutcomeStatus = 'done' | 'failed' | 'cancelled'

export interface BulkOutcome<Id extends string = string> {
  readonly row: BulkRow<Id>
  readonly status: BulkOutcomeStatus
  /** Why it failed, as the server said. */
  readonly error?: string
}

export interface BulkActionContext<A extends string = string, Id extends string = string> {
  readonly action?: A
  readonly rows: ReadonlyArray<BulkRow<Id>>
  /** The row running (or to run next). */
  readonly index: number
  readonly outcomes: ReadonlyArray<BulkOutcome<Id>>
  /** 中止 was asked: the row in flight finishes, no further row starts. */
  readonly stopping: boolean
}

export type BulkActionEvent<A extends string = string, Id extends string = string> =
  | { readonly type: 'bulk.start'; readonly action: A; readonly rows: ReadonlyArray<BulkRow<Id>> }
  | { readonly type: 'confirm.ok' }
  | { readonly type: 'confirm.cancel' }
  | { readonly type: 'bulk.cancel' }
  | { readonly type: 'results.close' }

/** How many rows ended as `status`. */
export const bulkCount = (context: Pick<BulkActionContext, 'outcomes'>, status: BulkOutcomeStatus): number =>
  context.outcomes.filter((o) => o.status === status).length

/**
 * The bulk action over an area's rows: `A` its actions, `Id` its rows' (branded) id. One row's
 * call is the area's record action (`RecordActionInput<A, Id>`, e.g. `doctorOps.runAction`), checked at
 * the wiring (`effectActor`).
 */
export const makeBulkActionMachine = <A extends string, Id extends string>() => {
  const initial: BulkActionContext<A, Id> = { action: undefined, rows: [], index: 0, outcomes: [], stopping: false }
  return setup({
    types: {
      context: {} as BulkActionContext<A, Id>,
      events: {} as BulkActionEvent<A, Id>,
      emitted: {} as DialogMisuseEmitted,
    },
    actors: {
      runAction: placeholder<unknown, RecordActionInput<A, Id>>('runAction'),
    },
    actions: {
      /** Misuse (SPEC section 8): an action over no rows (the page offers none without a ticked row). */
      rejectNoRows: emit(() => ({ type: 'dialog.rejected' as const, error: dialogMisuse('bulkAction', 'invalid-request', dialogMisuseText.bulkAction['invalid-request']()) })),
      /** Misuse: another action while one is confirmed, runs or shows its results. */
      rejectBusy: emit(() => ({ type: 'dialog.rejected' as const, error: dialogMisuse('bulkAction', 'busy', dialogMisuseText.bulkAction.busy()) })),
      /** Misuse: OK / キャンセル with no confirmation shown, 閉じる with no results shown. */
      rejectAnswer: emit(({ event }) => ({
        type: 'dialog.rejected' as const,
        error: dialogMisuse(
          'bulkAction',
          'nothing-to-answer',
          dialogMisuseText.bulkAction['nothing-to-answer'](event.type === 'confirm.ok' ? 'OK' : event.type === 'confirm.cancel' ? 'キャンセル' : '閉じる'),
        ),
      })),
    },
    guards: {
      picked: ({ event }) => event.type === 'bulk.start' && event.rows.length > 0,
      moreRows: ({ context }) => !context.stopping && context.index < context.rows.length,
    },
  }).createMachine({
    id: 'bulkAction',
    context: initial,
    initial: 'idle',
    // what no state handles is misuse: rejected, typed (the states handle their own events first)
    on: {
      'bulk.start': { actions: 'rejectBusy' },
      'confirm.ok': { actions: 'rejectAnswer' },
      'confirm.cancel': { actions: 'rejectAnswer' },
      'results.close': { actions: 'rejectAnswer' },
    },
    states: {
      idle: {
        on: {
          'bulk.start': [
            { guard: 'picked', target: 'confirming', actions: assign(({ event }) => ({ ...initial, action: event.action, rows: event.rows })) },
            { actions: 'rejectNoRows' },
          ],
        },
      },
      confirming: {
        on: {
          'confirm.ok': 'running',
          'confirm.cancel': { target: 'idle', actions: assign(() => initial) },
        },
      },
      running: {
        tags: ['busy'],
        invoke: {
          ...unusedInvokeKeys,
          id: 'runAction',
          src: 'runAction',
          input: ({ context }) => ({ id: context.rows[context.index]!.id, action: context.action! }),
          onDone: {
            target: 'next',
            actions: assign(({ context }) => ({ outcomes: [...context.outcomes, { row: context.rows[context.index]!, status: 'done' as const }], index: context.index + 1 })),
          },
          onError: {
            target: 'next',
            actions: assign(({ context, event }) => ({
              outcomes: [...context.outcomes, { row: context.rows[context.index]!, status: 'failed' as const, error: messageOf(event.error) }],
              index: context.index + 1,
            })),
          },
        },
        on: {
          // The row in flight finishes (its request may already have reached the server, so its
          // result is real); the rows after it are not run.
          'bulk.cancel': { actions: assign({ stopping: true }) },
        },
      },
      next: {
        tags: ['busy'],
        always: [
          { guard: 'moreRows', target: 'running' },
          {
            target: 'results',
            actions: assign(({ context }) => ({
              outcomes: [...context.outcomes, ...context.rows.slice(context.index).map((row) => ({ row, status: 'cancelled' as const }))],
              index: context.rows.length,
            })),
          },
        ],
      },
      results: {
        on: { 'results.close': { target: 'idle', actions: assign(() => initial) } },
      },
    },
  })
}

/** The bulk-action machine of an area (`BulkActionMachine<DoctorAction, DoctorId>`, as its list page takes it). */
export type BulkActionMachine<A extends string = string, Id extends string = string> = ReturnType<typeof makeBulkActionMachine<A, Id>>
