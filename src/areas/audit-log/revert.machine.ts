/**
 * 「この値に戻す」 in a record's 履歴: one field of one entry set back to the value it had before.
 *
 * `revert.ask` { request, question } opens the confirmation (the field's label and before → after
 * as staff read them); `revert.accept` runs the revert (`runRevert`: the record's own update, version
 * checked, marked as a revert of the entry, src/areas/audit-log/audit-log.ops.ts), `revert.cancel`
 * closes it. Success is a toast (`showDone`) and `revert.done` (the history reloads: the revert is
 * its newest entry); a failure (a stale version, a value that no longer passes, a record gone)
 * shows its words (`showError`) and keeps the confirmation open to try again or cancel.
 * States: `idle`, `confirming` (tag `open`), `reverting` (tags `open`, `busy`).
 */
import { assign, emit, setup } from 'xstate'
import type { RevertRequest } from '../../domain/audit'
import { failureOf, required, typedInvoke, type Failure } from '../../machines/machine-helpers'

/** What the confirmation shows: the field and the values as staff read them. */
export interface RevertQuestion {
  readonly label: string
  readonly from: string
  readonly to: string
}

export interface RevertContext {
  readonly request?: RevertRequest
  readonly question?: RevertQuestion
}

export type RevertEvent =
  | { readonly type: 'revert.ask'; readonly request: RevertRequest; readonly question: RevertQuestion }
  | { readonly type: 'revert.accept' }
  | { readonly type: 'revert.cancel' }

export type RevertEmitted = { readonly type: 'revert.done'; readonly request: RevertRequest }

export const revertMachine = setup({
  types: {
    context: {} as RevertContext,
    events: {} as RevertEvent,
    emitted: {} as RevertEmitted,
  },
  actors: {
    /** The revert itself (the wiring gives it `auditLogOps.revert`). */
    runRevert: required<void, RevertRequest>('runRevert'),
  },
  actions: {
    ask: assign(({ event }) => (event.type === 'revert.ask' ? { request: event.request, question: event.question } : {})),
    forget: assign({ request: undefined, question: undefined }),
    announce: emit(({ context }) => ({ type: 'revert.done' as const, request: context.request! })),
    showDone: () => {},
    showError: (_, _params: Failure) => {},
  },
}).createMachine({
  id: 'historyRevert',
  context: {},
  initial: 'idle',
  states: {
    idle: {
      on: { 'revert.ask': { target: 'confirming', actions: 'ask' } },
    },
    confirming: {
      tags: ['open'],
      on: {
        'revert.accept': 'reverting',
        'revert.cancel': { target: 'idle', actions: 'forget' },
      },
    },
    reverting: {
      tags: ['open', 'busy'],
      invoke: {
        ...typedInvoke,
        id: 'runRevert',
        src: 'runRevert',
        input: ({ context }) => context.request!,
        onDone: { target: 'idle', actions: ['showDone', 'announce', 'forget'] },
        onError: { target: 'confirming', actions: { type: 'showError', params: ({ event }) => failureOf(event.error) } },
      },
    },
  },
})

export type RevertMachine = typeof revertMachine
