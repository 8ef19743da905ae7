/**
 * 「この値に戻す」 (one field) and 「この変更をすべて戻す」 (a whole entry) in a record's 履歴.
 *
 *   idle ──revert.ask──> reading ──> confirming ──revert.accept──> reverting ──done──> idle (toast, revert.done)
 *                          │  (the record's fields now)            │ 409: a field moved on since the entry
 *                          └─ failure: idle (its words)            v
 *                                                    rereading ──> overwriting ──revert.accept──> overwriting.saving ──done──> idle
 *                                                    (read again)   (the refusal's words; knowingly  (an ordinary edit, no revertOf)
 *                                                                    set the value anyway, or cancel)
 *
 * On that 409 the fields are read again: when one of them no longer holds what the entry left
 * (`revertStaleFields`) the offer below follows; a 409 for another reason (an e-mail another record
 * took since) shows its words and offers the revert again.
 *
 * `revert.ask` { request } reads the record's revertible fields as they are now (`readCurrent`:
 * `admin.auditLogs.current`), so the confirmation shows 現在の値 → 戻す値, never the entry's own
 * before → after. `revert.accept` runs the revert (`runRevert`: the record's own update, version
 * checked, `?revertOf=` the entry; the server refuses it when a field moved on since the entry,
 * src/domain/audit.ts `revertProblems`). On that 409 the record is read again and the dialog says
 * why (`refusal`) and offers to set the values anyway as an ordinary edit (`asEdit`, recorded as an
 * edit, not as a revert), or to cancel. Any other failure (a value that no longer passes, a record
 * gone) shows its words (`showError`) and keeps the dialog open to try again or cancel. Success is a
 * toast (`showDone`) and `revert.done` (the history reloads; the page reads its record again).
 * States: `idle`, `reading`, `confirming`, `reverting`, `rereading`, `overwriting` (tag `open`
 * except idle; `busy` while a call runs; `overwrite` while the dialog offers the ordinary edit).
 */
import { assign, emit, setup } from 'xstate'
import { revertStaleFields, type AuditCurrent, type RevertRequest } from '../../domain/audit'
import { failureOf, isConflict, required, unusedInvokeKeys, type Failure } from '../../machines/machine-helpers'

export interface RevertContext {
  readonly request?: RevertRequest
  /** The record's revertible fields as they are now (read when asked, and again after a refusal). */
  readonly current?: AuditCurrent
  /** Why the server refused the revert (a field moved on since the entry): said above the offer to overwrite. */
  readonly refusal?: string
}

export type RevertEvent =
  | { readonly type: 'revert.ask'; readonly request: RevertRequest }
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
    /** The record's revertible fields now (the wiring gives it `auditLogOps.current`). */
    readCurrent: required<AuditCurrent, RevertRequest>('readCurrent'),
    /** The revert, or the ordinary edit (`asEdit`) (the wiring gives it `auditLogOps.revert`). */
    runRevert: required<void, RevertRequest>('runRevert'),
  },
  actions: {
    ask: assign(({ event }) => (event.type === 'revert.ask' ? { request: event.request, current: undefined, refusal: undefined } : {})),
    forget: assign({ request: undefined, current: undefined, refusal: undefined }),
    announce: emit(({ context }) => ({ type: 'revert.done' as const, request: context.request! })),
    showDone: () => {},
    showError: (_, _params: Failure) => {},
    /** The server's words for a refused revert, said above the offer to overwrite. */
    keepRefusal: assign({ refusal: (_, params: Failure) => params.message }),
  },
  guards: {
    /** The server refused because the record moved on (a field since the entry, or its version since it was read). */
    movedOn: (_, params: { readonly error: unknown }) => isConflict(params.error),
    /** A field of the request no longer holds what the entry left (the revert would undo a newer change). */
    movedOnSince: ({ context }, params: { readonly current: AuditCurrent }) => revertStaleFields(context.request!, params.current).length > 0,
  },
}).createMachine({
  id: 'historyRevert',
  context: {},
  initial: 'idle',
  states: {
    idle: {
      on: { 'revert.ask': { target: 'reading', actions: 'ask' } },
    },
    reading: {
      tags: ['open', 'busy'],
      invoke: {
        ...unusedInvokeKeys,
        id: 'readCurrent',
        src: 'readCurrent',
        input: ({ context }) => context.request!,
        onDone: { target: 'confirming', actions: assign({ current: ({ event }) => event.output }) },
        onError: { target: 'idle', actions: [{ type: 'showError', params: ({ event }) => failureOf(event.error) }, 'forget'] },
      },
      on: { 'revert.cancel': { target: 'idle', actions: 'forget' } },
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
        ...unusedInvokeKeys,
        id: 'runRevert',
        src: 'runRevert',
        input: ({ context }) => context.request!,
        onDone: { target: 'idle', actions: ['showDone', 'announce', 'forget'] },
        onError: [
          {
            guard: { type: 'movedOn', params: ({ event }) => ({ error: event.error }) },
            target: 'rereading',
            actions: { type: 'keepRefusal', params: ({ event }) => failureOf(event.error) },
          },
          { target: 'confirming', actions: { type: 'showError', params: ({ event }) => failureOf(event.error) } },
        ],
      },
    },
    /** After the refusal: the record read again, so the offer shows what it holds now. */
    rereading: {
      tags: ['open', 'busy', 'overwrite'],
      invoke: {
        ...unusedInvokeKeys,
        id: 'readAgain',
        src: 'readCurrent',
        input: ({ context }) => context.request!,
        onDone: [
          { guard: { type: 'movedOnSince', params: ({ event }) => ({ current: event.output }) }, target: 'overwriting', actions: assign({ current: ({ event }) => event.output }) },
          // the 409 refused something else (an e-mail another record took since …): its words, and the revert offered again
          {
            target: 'confirming',
            actions: [assign({ current: ({ event }) => event.output }), { type: 'showError', params: ({ context }) => ({ message: context.refusal ?? '', status: 409 }) }, assign({ refusal: undefined })],
          },
        ],
        onError: { target: 'idle', actions: [{ type: 'showError', params: ({ event }) => failureOf(event.error) }, 'forget'] },
      },
      on: { 'revert.cancel': { target: 'idle', actions: 'forget' } },
    },
    /** The refusal said; staff may set the values anyway, knowingly, as an ordinary edit. */
    overwriting: {
      tags: ['open', 'overwrite'],
      initial: 'offered',
      states: {
        offered: {
          on: {
            'revert.accept': 'saving',
            'revert.cancel': { target: '#historyRevert.idle', actions: 'forget' },
          },
        },
        saving: {
          tags: ['busy'],
          invoke: {
            ...unusedInvokeKeys,
            id: 'overwrite',
            src: 'runRevert',
            input: ({ context }) => ({ ...context.request!, asEdit: true }),
            onDone: { target: '#historyRevert.idle', actions: ['showDone', 'announce', 'forget'] },
            onError: [
              // someone saved again meanwhile: read it again and say so
              {
                guard: { type: 'movedOn', params: ({ event }) => ({ error: event.error }) },
                target: '#historyRevert.rereading',
                actions: { type: 'keepRefusal', params: ({ event }) => failureOf(event.error) },
              },
              { target: 'offered', actions: { type: 'showError', params: ({ event }) => failureOf(event.error) } },
            ],
          },
        },
      },
    },
  },
})

export type RevertMachine = typeof revertMachine
