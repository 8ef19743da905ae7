/**
 * Presence on one record (docs/live.md): while a record's page or edit form is open, this tab says
 * so every `beatInterval` (10 s; the server forgets it 30 s after the last beat, so a closed tab
 * or a lost network is gone by then) and learns who else is on it: from each beat's answer and
 * from the live stream's `presence` events (`presence.update`, src/app/live.ts). Leaving the page
 * sends `presence.leave`: one last call says so at once (`leave`, run to its end even when the
 * page is gone), and the machine is done.
 *
 * `presence.resync` (the stream may have missed `presence` events: docs/live.md "Gaps and
 * resync") beats at once, so who else is here is read again; a beat under way is started again.
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
}

export type PresenceEvent =
  | { readonly type: 'presence.update'; readonly present: ReadonlyArray<PresenceEntry> }
  | { readonly type: 'presence.resync' }
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
}).createMachine({
  id: 'presence',
  context: ({ input }) => ({ ...input, others: [], failed: false }),
  initial: 'beating',
  on: {
    'presence.update': { actions: assign({ others: ({ context, event }) => othersOf(context, event.present) }) },
    'presence.leave': { target: '.leaving' },
  },
  states: {
    beating: {
      invoke: {
        id: 'beat',
        src: 'beat',
        input: ({ context }) => beatOf(context, false),
        onDone: { target: 'resting', actions: assign({ others: ({ context, event }) => othersOf(context, event.output.present), failed: false }) },
        onError: { target: 'resting', actions: assign({ failed: true }) },
      },
      // its answer may have been read during the gap
      on: { 'presence.resync': { target: 'beating', reenter: true } },
    },
    resting: {
      after: { beatInterval: { target: 'beating' } },
      on: { 'presence.resync': { target: 'beating' } },
    },
    leaving: {
      on: { 'presence.update': {}, 'presence.leave': {} },
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
