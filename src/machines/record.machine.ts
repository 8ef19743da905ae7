/**
 * One record and what staff may do to it (doctor, client; press releases, manuscripts,
 * organisations, operators … later): load → show → (confirm) → act → show the result.
 *
 *   loading ──> viewing ──record.runAction [allowed, confirms]──> confirming ──dialog.accept──> acting ──> viewing
 *      │           │  └──record.runAction [allowed]─────────────────────────────────────────> acting ──> removed (final, `removes`)
 *      │           └──record.runAction [allowed, dialogs]──> inDialog (child: actionDialog) ──done──> refreshing ──> viewing
 *      └──> loadFailed ──record.reload──> loading
 *   viewing ──record.check──> checking (quiet: not busy; the actions stay offered) ──> viewing
 *
 * `record.check` (the live stream may have missed a save: docs/live.md "Gaps and resync") reads
 * the record again without showing it: the record shown stays, and `record.checked` is emitted
 * with `changed` (its version, or for a record without one its content, differs from the one
 * shown), or `failed` when it could not be read; the live bar then offers 再読込.
 *
 * The record's rules come with the options: `allows(record, action)` says which actions its
 * state allows (the page offers only those: `state.can({ type: 'record.runAction', action })`),
 * `confirms` which ask first, `removes` which end the record, `dialogs` which run in a dialog
 * machine of their own (the MP grant). Success and failure are reported through the
 * `showDone` / `showError` actions, which the composition root provides (toast, message dialog);
 * the texts live in src/views/text. OK / キャンセル with no confirmation shown changes nothing and
 * emits `dialog.rejected` (a typed `DialogMisuse`, src/machines/dialog-misuse.ts).
 */
import { assign, emit, setup, type DoneActorEvent } from 'xstate'
import { dialogMisuse, dialogMisuseText, type DialogMisuseEmitted } from './dialog-misuse'
import type { RecordActionInput } from '../domain/records'
import { anyLogic, backgroundTag, failureOf, messageOf, placeholder, unusedInvokeKeys, type Failure } from './machine-helpers'

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
  | { readonly type: 'record.runAction'; readonly action: A }
  | { readonly type: 'dialog.accept' }
  | { readonly type: 'dialog.cancel' }
  | { readonly type: 'record.reload' }
  | { readonly type: 'record.check' }

/** What a quiet check found (`record.check`). */
export type RecordChecked = { readonly type: 'record.checked'; readonly changed: boolean; readonly failed?: string }

/** The record read again differs from the one shown: its version, or its content when it has none. */
export const recordChanged = (shown: unknown, now: unknown): boolean => {
  const version = (r: unknown) => (typeof r === 'object' && r !== null && 'version' in r && typeof r.version === 'number' ? r.version : undefined)
  const [a, b] = [version(shown), version(now)]
  return a !== undefined && b !== undefined ? a !== b : JSON.stringify(shown) !== JSON.stringify(now)
}

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
  /** What a callback of the machine reads. */
  type Current = { readonly context: RecordContext<R, A, Id> }
  const allowed = (context: RecordContext<R, A, Id>, event: RecordEvent<A>): boolean =>
    event.type === 'record.runAction' && context.record !== undefined && options.allows(context.record, event.action)
  return setup({
    types: {
      context: {} as RecordContext<R, A, Id>,
      events: {} as RecordEvent<A>,
      input: {} as { readonly id: Id },
      emitted: {} as DialogMisuseEmitted | RecordChecked,
    },
    actors: {
      /** Reads the record. */
      loadRecord: placeholder<R, Id>('loadRecord'),
      /** Carries out an action; answers the record as it is now (null when it is gone). */
      runAction: placeholder<R | null, RecordActionInput<A, Id>>('runAction'),
      /**
       * The dialog of a `dialogs` action: a state machine in practice (the doctor's MP grant), whose
       * type is its own; provide() compares logic invariantly, so the slot takes any logic
       * (`anyLogic`) and the machine reads its output as `RecordDialogOutput`.
       */
      actionDialog: anyLogic(placeholder<RecordDialogOutput, RecordDialogInput<R, A, Id>>('actionDialog')),
    },
    actions: {
      /** OK / キャンセル with no confirmation shown (SPEC section 8: misuse of the 削除 / 利用停止 / 利用停止解除 dialogs). */
      rejectAnswer: emit(({ event }) => ({
        type: 'dialog.rejected' as const,
        error: dialogMisuse('recordAction', 'nothing-to-answer', dialogMisuseText.recordAction['nothing-to-answer'](event.type === 'dialog.accept' ? 'OK' : 'キャンセル')),
      })),
      showError: (_, _params: Failure) => {},
      /** The action done, on the record `id` (a delete's toast offers 元に戻す of that record: src/app/undo.tsx). */
      showDone: (_, _params: { readonly action: A; readonly id: Id }) => {},
    },
    guards: {
      allowed: ({ context, event }) => allowed(context, event),
      allowedInDialog: ({ context, event }) => allowed(context, event) && event.type === 'record.runAction' && (options.dialogs ?? []).includes(event.action),
      allowedAfterConfirm: ({ context, event }) => allowed(context, event) && event.type === 'record.runAction' && options.confirms.includes(event.action),
      removes: ({ context }) => context.action !== undefined && options.removes.includes(context.action),
    },
  }).createMachine({
    id: options.id,
    context: ({ input }) => ({ id: input.id }),
    initial: 'loading',
    // an answer with no confirmation shown (`confirming` handles them first): rejected, typed
    on: { 'dialog.accept': { actions: 'rejectAnswer' }, 'dialog.cancel': { actions: 'rejectAnswer' } },
    states: {
      loading: {
        tags: ['busy'],
        invoke: {
          ...unusedInvokeKeys,
          id: 'loadRecord',
          src: 'loadRecord',
          input: ({ context }) => context.id,
          onDone: { target: 'viewing', actions: assign({ record: ({ event }) => event.output, error: undefined }) },
          onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
        },
      },
      loadFailed: { on: { 'record.reload': 'loading' } },
      viewing: {
        entry: assign({ action: undefined }),
        on: {
          'record.runAction': [
            { guard: 'allowedInDialog', target: 'inDialog', actions: assign({ action: ({ event }) => event.action }) },
            { guard: 'allowedAfterConfirm', target: 'confirming', actions: assign({ action: ({ event }) => event.action }) },
            { guard: 'allowed', target: 'acting', actions: assign({ action: ({ event }) => event.action }) },
          ],
          'record.reload': 'loading',
          'record.check': 'checking',
        },
      },
      // Quiet: the record shown stays and staff may act as in `viewing` (an action drops the check:
      // its answer is the record as it is now); only what was found is told (`record.checked`).
      checking: {
        tags: [backgroundTag],
        invoke: {
          ...unusedInvokeKeys,
          id: 'checkRecord',
          src: 'loadRecord',
          input: ({ context }) => context.id,
          onDone: { target: 'viewing', actions: emit(({ context, event }) => ({ type: 'record.checked' as const, changed: recordChanged(context.record, event.output) })) },
          onError: { target: 'viewing', actions: emit(({ event }) => ({ type: 'record.checked' as const, changed: false, failed: messageOf(event.error) })) },
        },
        on: {
          'record.runAction': [
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
        // The callbacks of this slot's outcome name their argument's type: beside `loadRecord` (its
        // input a type parameter) XState gives them no contextual type (see `unusedInvokeKeys`).
        invoke: {
          ...unusedInvokeKeys,
          id: 'runAction',
          src: 'runAction',
          input: ({ context }) => ({ id: context.id, action: context.action as A }),
          onDone: [
            { guard: 'removes', target: 'removed', actions: { type: 'showDone', params: ({ context }: Current) => ({ action: context.action as A, id: context.id }) } },
            {
              target: 'viewing',
              actions: [
                assign(({ context, event }: Current & { readonly event: DoneActorEvent<R | null> }) => ({ record: event.output ?? context.record })),
                { type: 'showDone', params: ({ context }: Current) => ({ action: context.action as A, id: context.id }) },
              ],
            },
          ],
          onError: { target: 'viewing', actions: { type: 'showError', params: ({ event }) => failureOf(event.error) } },
        },
      },
      inDialog: {
        tags: ['dialog'],
        invoke: {
          ...unusedInvokeKeys,
          id: 'actionDialog',
          src: 'actionDialog',
          input: ({ context }: Current): RecordDialogInput<R, A, Id> => ({ id: context.id, record: context.record, action: context.action as A }),
          onDone: [
            {
              guard: ({ event }: { readonly event: { readonly output: RecordDialogOutput } }) => event.output.done,
              target: 'refreshing',
              actions: { type: 'showDone', params: ({ context }: Current) => ({ action: context.action as A, id: context.id }) },
            },
            { target: 'viewing' },
          ],
          onError: { target: 'viewing', actions: { type: 'showError', params: ({ event }) => failureOf(event.error) } },
        },
      },
      // After a dialog action, the record is read again (the server is the authority: balances, states).
      refreshing: {
        tags: ['busy'],
        invoke: {
          ...unusedInvokeKeys,
          id: 'refreshRecord',
          src: 'loadRecord',
          input: ({ context }) => context.id,
          onDone: { target: 'viewing', actions: assign({ record: ({ event }) => event.output }) },
          onError: { target: 'viewing', actions: { type: 'showError', params: ({ event }) => failureOf(event.error) } },
        },
      },
      removed: { type: 'final' },
    },
  })
}

export type RecordMachine<R, A extends string, Id extends string = string> = ReturnType<typeof makeRecordMachine<R, A, Id>>
