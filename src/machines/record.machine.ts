/**
 * One record and what staff may do to it (doctor, client; press releases, manuscripts,
 * organisations, operators … later): load → show → (confirm) → act → show the result.
 *
 *   loading ──> viewing ──record.act [allowed, confirms]──> confirming ──dialog.accept──> acting ──> viewing
 *      │           │  └──record.act [allowed]─────────────────────────────────────────> acting ──> removed (final, `removes`)
 *      │           └──record.act [allowed, dialogs]──> inDialog (child: actionDialog) ──done──> refreshing ──> viewing
 *      └──> loadFailed ──record.reload──> loading
 *
 * The record's rules come with the options: `allows(record, action)` says which actions its
 * state allows (the page offers only those: `state.can({ type: 'record.act', action })`),
 * `confirms` which ask first, `removes` which end the record, `dialogs` which run in a dialog
 * machine of their own (the MP grant). Success and failure are reported through the
 * `showDone` / `showError` actions, which the composition root provides (toast, message dialog);
 * the texts live in src/views/text.
 */
import { assign, setup } from 'xstate'
import type { RecordActionInput } from '../domain/records'
import { messageOf, placeholder } from './machine-helpers'

export interface RecordOptions<R, A extends string> {
  /** Machine id, e.g. 'doctorRecord'. */
  readonly id: string
  readonly allows: (record: R, action: A) => boolean
  readonly confirms: ReadonlyArray<A>
  readonly removes: ReadonlyArray<A>
  readonly dialogs?: ReadonlyArray<A>
}

export interface RecordContext<R, A extends string, Id extends string> {
  readonly id: Id
  readonly record?: R
  /** The action being confirmed, carried out or run in its dialog. */
  readonly action?: A
  readonly error?: string
}

export type RecordEvent<A extends string> =
  | { readonly type: 'record.act'; readonly action: A }
  | { readonly type: 'dialog.accept' }
  | { readonly type: 'dialog.cancel' }
  | { readonly type: 'record.reload' }

/** What an action's dialog gets, and what it answers (`done`: the action happened). */
export interface RecordDialogInput<R, A extends string, Id extends string> {
  readonly id: Id
  readonly record: R | undefined
  readonly action: A
}
export interface RecordDialogOutput {
  readonly done: boolean
}

export const makeRecordMachine = <R, A extends string, Id extends string = string>(options: RecordOptions<R, A>) => {
  const allowed = (context: RecordContext<R, A, Id>, event: RecordEvent<A>): boolean =>
    event.type === 'record.act' && context.record !== undefined && options.allows(context.record, event.action)
  return setup({
    types: {
      context: {} as RecordContext<R, A, Id>,
      events: {} as RecordEvent<A>,
      input: {} as { readonly id: Id },
    },
    actors: {
      // Typed loosely on purpose: TypeScript cannot resolve XState's invoke union over generic
      // actor types. What goes in and out is typed at the edges (RecordContext, the wiring).
      loadRecord: placeholder<unknown, string>('loadRecord'),
      /** Carries out an action; answers the record as it is now (null when it is gone). */
      runAction: placeholder<unknown, RecordActionInput<string>>('runAction'),
      /** The dialog of a `dialogs` action (a machine in practice: see the doctor's MP grant). */
      actionDialog: placeholder<RecordDialogOutput, RecordDialogInput<unknown, string, string>>('actionDialog'),
    },
    actions: {
      showError: (_, _params: { readonly message: string }) => {},
      showDone: (_, _params: { readonly action: A }) => {},
    },
    guards: {
      allowed: ({ context, event }) => allowed(context, event),
      allowedInDialog: ({ context, event }) => allowed(context, event) && event.type === 'record.act' && (options.dialogs ?? []).includes(event.action),
      allowedAfterConfirm: ({ context, event }) => allowed(context, event) && event.type === 'record.act' && options.confirms.includes(event.action),
      removes: ({ context }) => context.action !== undefined && options.removes.includes(context.action),
    },
  }).createMachine({
    id: options.id,
    context: ({ input }) => ({ id: input.id }),
    initial: 'loading',
    states: {
      loading: {
        tags: ['busy'],
        invoke: {
          id: 'loadRecord',
          src: 'loadRecord',
          input: ({ context }) => context.id,
          onDone: { target: 'viewing', actions: assign({ record: ({ event }) => event.output as R, error: undefined }) },
          onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
        },
      },
      loadFailed: { on: { 'record.reload': 'loading' } },
      viewing: {
        entry: assign({ action: undefined }),
        on: {
          'record.act': [
            { guard: 'allowedInDialog', target: 'inDialog', actions: assign({ action: ({ event }) => event.action }) },
            { guard: 'allowedAfterConfirm', target: 'confirming', actions: assign({ action: ({ event }) => event.action }) },
            { guard: 'allowed', target: 'acting', actions: assign({ action: ({ event }) => event.action }) },
          ],
          'record.reload': 'loading',
        },
      },
      confirming: { tags: ['dialog'], on: { 'dialog.accept': 'acting', 'dialog.cancel': 'viewing' } },
      acting: {
        tags: ['busy'],
        invoke: {
          id: 'runAction',
          src: 'runAction',
          input: ({ context }) => ({ id: context.id, action: context.action as A }),
          onDone: [
            { guard: 'removes', target: 'removed', actions: { type: 'showDone', params: ({ context }) => ({ action: context.action as A }) } },
            {
              target: 'viewing',
              actions: [
                assign({ record: ({ context, event }) => (event.output as R | null) ?? context.record }),
                { type: 'showDone', params: ({ context }) => ({ action: context.action as A }) },
              ],
            },
          ],
          onError: { target: 'viewing', actions: { type: 'showError', params: ({ event }) => ({ message: messageOf(event.error) }) } },
        },
      },
      inDialog: {
        tags: ['dialog'],
        invoke: {
          id: 'actionDialog',
          src: 'actionDialog',
          input: ({ context }) => ({ id: context.id, record: context.record, action: context.action as A }),
          onDone: [
            {
              guard: ({ event }) => event.output.done,
              target: 'refreshing',
              actions: { type: 'showDone', params: ({ context }) => ({ action: context.action as A }) },
            },
            { target: 'viewing' },
          ],
          onError: { target: 'viewing', actions: { type: 'showError', params: ({ event }) => ({ message: messageOf(event.error) }) } },
        },
      },
      // After a dialog action, the record is read again (the server is the authority: balances, states).
      refreshing: {
        tags: ['busy'],
        invoke: {
          id: 'refreshRecord',
          src: 'loadRecord',
          input: ({ context }) => context.id,
          onDone: { target: 'viewing', actions: assign({ record: ({ event }) => event.output as R }) },
          onError: { target: 'viewing', actions: { type: 'showError', params: ({ event }) => ({ message: messageOf(event.error) }) } },
        },
      },
      removed: { type: 'final' },
    },
  })
}

export type RecordMachine<R, A extends string, Id extends string = string> = ReturnType<typeof makeRecordMachine<R, A, Id>>
