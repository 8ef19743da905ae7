/**
 * The console's live connection (docs/live.md): one Server-Sent Events stream per tab
 * (`admin.live.events`, read by src/services/live.ops.ts with the ID token like every call),
 * kept open while staff are signed in, and opened again when it drops.
 *
 * The stream actor (`stream`, a callback actor) reports what happens to it: `stream.open` (the
 * server answered 200), `stream.event` (a change or presence event), `stream.closed` (the server
 * ended it: its lifetime is up, or it is draining), `stream.failed` (network lost, 5xx, a bad
 * answer) and `stream.refused` (401/403: signed out, or not staff: no retry until `live.retry`).
 *
 * States:
 * - `connected.opening` / `connected.open`: the stream runs; events are handed on (`deliver`).
 * - `waiting` (tag `offline`): after a failure, `backoff` = 1 s × 2^failures, at most 30 s (after an
 *   orderly close: 1 s); `live.retry` (the browser is back online) connects at once.
 * - `refused`: the server will not stream to this account; `live.retry` tries again.
 *
 * Gaps (docs/live.md "Gaps and resync"): events sent while the stream was down are lost, and so
 * are those an instance missed while its own LISTEN was down (it then sends a `resync` event).
 * So a stream open again after an earlier one (`opened`), and each `resync` event, run `resync`:
 * the pages check what they show (src/app/live.ts). The first open does not: nothing was missed.
 */
import { assign, fromCallback, setup, type ActorRefFrom, type EventObject } from 'xstate'
import type { LiveEvent, LiveStreamEvent } from '../domain/live'

export type { LiveStreamEvent }

export interface LiveConnectionInput {
  /** This tab's id (presence rows and the stream are the tab's). */
  readonly session: string
}

export interface LiveConnectionContext {
  readonly session: string
  /** Failures since the stream was last open. */
  readonly failures: number
  /** Why the server refused the stream (its message), while `refused`. */
  readonly refusal: string | undefined
  /** A stream of this tab was open before (a new open may have missed events). */
  readonly opened: boolean
}

export type LiveConnectionEvent = LiveStreamEvent | { readonly type: 'live.retry' }

/** Delay before the next attempt after `failures` failures (0: after an orderly close). */
export const backoffMs = (failures: number): number => Math.min(1_000 * 2 ** failures, 30_000)

export const liveConnectionMachine = setup({
  types: {
    context: {} as LiveConnectionContext,
    events: {} as LiveConnectionEvent,
    input: {} as LiveConnectionInput,
  },
  actors: {
    /** Opens the stream and sends back `LiveStreamEvent`s until stopped. */
    stream: fromCallback<EventObject, { readonly session: string }>(() => {
      throw new Error('provide stream')
    }),
  },
  actions: {
    /** Hand one event to the pages (provided by src/app/live.ts). */
    deliver: (_, _params: { readonly event: LiveEvent }) => {},
    /** Events may have been missed: the pages check what they show (provided by src/app/live.ts). */
    resync: () => {},
  },
  guards: {
    reopened: ({ context }) => context.opened,
    isResync: (_, params: { readonly event: LiveEvent }) => params.event.kind === 'resync',
  },
  delays: {
    backoff: ({ context }) => backoffMs(context.failures),
  },
}).createMachine({
  id: 'liveConnection',
  context: ({ input }) => ({ session: input.session, failures: 0, refusal: undefined, opened: false }),
  initial: 'connected',
  states: {
    connected: {
      invoke: {
        id: 'stream',
        src: 'stream',
        input: ({ context }) => ({ session: context.session }),
        onError: { target: 'waiting', actions: assign({ failures: ({ context }) => context.failures + 1 }) },
      },
      initial: 'opening',
      states: {
        opening: {
          on: {
            'stream.open': [
              { guard: 'reopened', target: 'open', actions: [assign({ failures: 0, refusal: undefined }), 'resync'] },
              { target: 'open', actions: assign({ failures: 0, refusal: undefined, opened: true }) },
            ],
          },
        },
        open: {
          on: {
            'stream.event': [
              { guard: { type: 'isResync', params: ({ event }) => ({ event: event.event }) }, actions: 'resync' },
              { actions: { type: 'deliver', params: ({ event }) => ({ event: event.event }) } },
            ],
          },
        },
      },
      on: {
        'stream.closed': { target: 'waiting' },
        'stream.failed': { target: 'waiting', actions: assign({ failures: ({ context }) => context.failures + 1 }) },
        'stream.refused': { target: 'refused', actions: assign({ refusal: ({ event }) => event.reason }) },
      },
    },
    waiting: {
      tags: ['offline'],
      after: { backoff: { target: 'connected' } },
      on: { 'live.retry': { target: 'connected' } },
    },
    refused: {
      tags: ['offline'],
      on: { 'live.retry': { target: 'connected', actions: assign({ refusal: undefined }) } },
    },
  },
})

export type LiveConnectionMachine = typeof liveConnectionMachine
export type LiveConnectionActor = ActorRefFrom<LiveConnectionMachine>
