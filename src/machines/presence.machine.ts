/**
 * Presence on one record (docs/live.md): while a record's page or edit form is open, this tab says
 * so every `beatInterval` (10 s; the server forgets it 30 s after the last beat, so a closed tab
 * or a lost network is gone by then) and learns who else is on it: from each beat's answer and
 * from the live stream's `presence` events (`presence.update`, src/app/live.ts). Leaving the page
 * sends `presence.leave`: one last call says so at once (`leave`, run to its end even when the
 * page is gone), and the machine is done.
 *
 * One actor per tab and record (src/app/live.ts: the record page and its edit form hold the same
 * one), as the server keeps one row per tab and record: `presence.edit` says whether a page on it
 * edits, and the next beat says so at once.
 *
 * Its calls go one after another, never side by side: the server may take two calls under way
 * in either order, and a beat that overtook a leave (or a viewing beat that overtook an editing
 * one) would leave the others with a wrong picture until the next beat. So a beat under way is
 * never dropped: what comes meanwhile waits for its answer — `presence.edit` and
 * `presence.resync` (the stream may have missed `presence` events: docs/live.md "Gaps and
 * resync") beat again as soon as it is back (`again`), `presence.leave` leaves then (`quitting`).
 *
 * `others` never holds this tab itself. `failed` is true while the last beat failed (the page says
 * that who else is here may be out of date); the next beat tries again.
 */
import { assign, setup, type ActorRefFrom } from 'xstate'
import type { PresenceBeat, PresenceEntry, PresenceList } from '../domain/live'
import { presenceBeatMs } from '../domain/live'
import { required } from './machine-helpers'

export interface PresenceInput {
  readonly session: string
  readonly topic: string
  readonly editing: boolean
}

export interface PresenceContext extends PresenceInput {
  readonly others: ReadonlyArray<PresenceEntry>
  readonly failed: boolean
  /** The beat under way no longer says all (editing changed, or a gap may have hidden answers): beat again once it is back. */
  readonly again: boolean
  /** The page has gone while a beat was under way: leave once it is back. */
  readonly quitting: boolean
}

export type PresenceEvent =
  | { readonly type: 'presence.update'; readonly present: ReadonlyArray<PresenceEntry> }
  | { readonly type: 'presence.resync' }
  | { readonly type: 'presence.edit'; readonly editing: boolean }
  | { readonly type: 'presence.leave' }

const othersOf = (context: PresenceInput, present: ReadonlyArray<PresenceEntry>) => present.filter((p) => p.session !== context.session)

const beatOf = (context: PresenceContext, leave: boolean): PresenceBeat => ({
  session: context.session,
  topic: context.topic,
  editing: context.editing,
  ...(leave ? { leave: true } : {}),
})

export const presenceMachine = setup({
  types: {
    context: {} as PresenceContext,
    events: {} as PresenceEvent,
    input: {} as PresenceInput,
  },
  actors: {
    beat: required<PresenceList, PresenceBeat>('beat'),
    leave: required<PresenceList, PresenceBeat>('leave'),
  },
  delays: { beatInterval: presenceBeatMs },
  guards: {
    quitting: ({ context }) => context.quitting,
    again: ({ context }) => context.again,
    editChanges: ({ context, event }) => event.type === 'presence.edit' && event.editing !== context.editing,
  },
  actions: {
    takeAnswer: assign({ others: ({ context }, present: ReadonlyArray<PresenceEntry>) => othersOf(context, present), failed: false }),
    markFailed: assign({ failed: true }),
    setEditing: assign({ editing: ({ context, event }) => (event.type === 'presence.edit' ? event.editing : context.editing) }),
  },
}).createMachine({
  id: 'presence',
  context: ({ input }) => ({ ...input, others: [], failed: false, again: false, quitting: false }),
  initial: 'beating',
  on: {
    'presence.update': { actions: assign({ others: ({ context, event }) => othersOf(context, event.present) }) },
  },
  states: {
    beating: {
      entry: assign({ again: false }),
      invoke: {
        id: 'beat',
        src: 'beat',
        input: ({ context }) => beatOf(context, false),
        onDone: [
          { guard: 'quitting', target: 'leaving', actions: { type: 'takeAnswer', params: ({ event }) => event.output.present } },
          { guard: 'again', target: 'beating', reenter: true, actions: { type: 'takeAnswer', params: ({ event }) => event.output.present } },
          { target: 'resting', actions: { type: 'takeAnswer', params: ({ event }) => event.output.present } },
        ],
        onError: [
          { guard: 'quitting', target: 'leaving', actions: 'markFailed' },
          { guard: 'again', target: 'beating', reenter: true, actions: 'markFailed' },
          { target: 'resting', actions: 'markFailed' },
        ],
      },
      on: {
        // its answer may have been read during the gap: once it is back, beat again
        'presence.resync': { actions: assign({ again: true }) },
        'presence.edit': { guard: 'editChanges', actions: ['setEditing', assign({ again: true })] },
        'presence.leave': { actions: assign({ quitting: true }) },
      },
    },
    resting: {
      after: { beatInterval: { target: 'beating' } },
      on: {
        'presence.resync': { target: 'beating' },
        'presence.edit': { guard: 'editChanges', target: 'beating', actions: 'setEditing' },
        'presence.leave': { target: 'leaving' },
      },
    },
    leaving: {
      // nobody listens any more
      on: { 'presence.update': {} },
      invoke: {
        id: 'leave',
        src: 'leave',
        input: ({ context }) => beatOf(context, true),
        onDone: { target: 'left' },
        onError: { target: 'left' },
      },
    },
    left: { type: 'final' },
  },
})

export type PresenceMachine = typeof presenceMachine
export type PresenceActor = ActorRefFrom<PresenceMachine>
