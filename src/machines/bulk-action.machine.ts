/**
 * One action over many selected rows where the API has only a single-record call (doctors:
 * 利用停止 / 利用停止解除, clients: 利用停止): staff confirm (the message states the count), the
 * call runs row by row (`runAction`: the area's record action, e.g. `doctorOps.act`), each row
 * gets its result (done, or failed with the server's reason), and 中止 stops the remaining rows
 * (the row in flight finishes; the rows not run are reported as not run).
 *
 *   idle --bulk.start [rows]--> confirming --confirm.ok--> running --done/error--> next
 *     ^                             \--confirm.cancel--> idle     ^                 |  more rows
 *     |                                                           +-----------------+
 *     +--results.close-- results <--no more rows, or bulk.cancel was asked (the rest: cancelled)
 */
import { assign, setup } from 'xstate'
import { messageOf, placeholder } from './machine-helpers'

/** A selected row: its id (for the call) and how staff recognise it (name). */
export interface BulkRow {
  readonly id: string
  readonly label: string
}

export type BulkOutcomeStatus = 'done' | 'failed' | 'cancelled'

export interface BulkOutcome {
  readonly row: BulkRow
  readonly status: BulkOutcomeStatus
  /** Why it failed, as the server said. */
  readonly error?: string
}

export interface BulkActionContext {
  readonly action?: string
  readonly rows: ReadonlyArray<BulkRow>
  /** The row running (or to run next). */
  readonly index: number
  readonly outcomes: ReadonlyArray<BulkOutcome>
  /** 中止 was asked: the row in flight finishes, no further row starts. */
  readonly stopping: boolean
}

export type BulkActionEvent =
  | { readonly type: 'bulk.start'; readonly action: string; readonly rows: ReadonlyArray<BulkRow> }
  | { readonly type: 'confirm.ok' }
  | { readonly type: 'confirm.cancel' }
  | { readonly type: 'bulk.cancel' }
  | { readonly type: 'results.close' }

/** The input of one row's call: the area's record action (`RecordActionInput`). */
export interface BulkActionCall {
  readonly id: string
  readonly action: string
}

const initial: BulkActionContext = { action: undefined, rows: [], index: 0, outcomes: [], stopping: false }

/** How many rows ended as `status`. */
export const bulkCount = (context: Pick<BulkActionContext, 'outcomes'>, status: BulkOutcomeStatus): number =>
  context.outcomes.filter((o) => o.status === status).length

export const bulkActionMachine = setup({
  types: {
    context: {} as BulkActionContext,
    events: {} as BulkActionEvent,
  },
  actors: {
    runAction: placeholder<unknown, BulkActionCall>('runAction'),
  },
  guards: {
    picked: ({ event }) => event.type === 'bulk.start' && event.rows.length > 0,
    moreRows: ({ context }) => !context.stopping && context.index < context.rows.length,
  },
}).createMachine({
  id: 'bulkAction',
  context: initial,
  initial: 'idle',
  states: {
    idle: {
      on: {
        'bulk.start': { guard: 'picked', target: 'confirming', actions: assign(({ event }) => ({ ...initial, action: event.action, rows: event.rows })) },
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
        id: 'runAction',
        src: 'runAction',
        input: ({ context }): BulkActionCall => ({ id: context.rows[context.index]!.id, action: context.action! }),
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

export type BulkActionMachine = typeof bulkActionMachine
