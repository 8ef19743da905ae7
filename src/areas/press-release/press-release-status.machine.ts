/**
 * One press release and its status flow (DOMAIN: `pressReleaseTransitions`, src/domain/press-release.ts).
 *
 *   loading ──> ready ──pr.move [allowed]──> confirming ──pr.confirm [complete]──> moving ──> ready (showDone)
 *      │          │  └──pr.move [refused]: showRefused, stays            │  └──pr.cancel──> ready      └──error──> confirming (showError)
 *      │          ├──pr.reschedule [time editable]──> rescheduling ──> ready (showDone / showError)
 *      │          └──pr.reload (a revert from its 履歴 changed it)──> loading
 *      └──> loadFailed ──pr.reload──> loading
 *
 * Only the moves `pressReleaseTransitions` allows from the release's status are offered
 * (`state.can({ type: 'pr.move', to })`); any other is refused without a call. Approving
 * (request → published) publishes now or at a scheduled time; sending back (request → editing)
 * and suspending (published → suspend) need a reason (`pressReleaseMoveNeedsReason`). The
 * publication time of a release in request or published may be patched on its own. Outcomes go
 * through `showDone` / `showError` / `showRefused`, provided by the wiring (texts in src/views/text).
 */
import { assign, setup } from 'xstate'
import type { PressReleaseId } from '../../domain/ids'
import {
  canMovePressRelease, pressReleaseMoveNeedsReason, pressReleaseTimeEditable,
  type PressRelease, type PressReleaseMove, type PressReleaseStatus,
} from '../../domain/press-release'
import { failureOf, messageOf, placeholder, type Failure } from '../../machines/machine-helpers'

/** What is missing before a move can be sent. */
export type PressReleaseMoveProblem = 'reasonRequired' | 'timeRequired'

export interface PressReleaseStatusContext {
  readonly id: PressReleaseId
  readonly record?: PressRelease
  readonly move?: PressReleaseMove
  readonly problem?: PressReleaseMoveProblem
  readonly error?: string
}

export type PressReleaseStatusEvent =
  | { readonly type: 'pr.move'; readonly to: PressReleaseStatus }
  | { readonly type: 'pr.reason'; readonly value: string }
  | { readonly type: 'pr.when'; readonly when: PressReleaseMove['when'] }
  | { readonly type: 'pr.time'; readonly value: string | undefined }
  | { readonly type: 'pr.confirm' }
  | { readonly type: 'pr.cancel' }
  | { readonly type: 'pr.reschedule'; readonly publishedAt: string }
  | { readonly type: 'pr.reload' }

/** The action a toast names: a move's target status, or the publication-time patch. */
export type PressReleaseDone = PressReleaseStatus | 'publishedAt'

const problemOf = (record: PressRelease | undefined, move: PressReleaseMove | undefined): PressReleaseMoveProblem | undefined => {
  if (!record || !move) return undefined
  if (pressReleaseMoveNeedsReason(record.status, move.to) && move.reason.trim() === '') return 'reasonRequired'
  if (move.to === 'published' && move.when === 'scheduled' && !move.publishedAt) return 'timeRequired'
  return undefined
}

export const pressReleaseStatusMachine = setup({
  types: {
    context: {} as PressReleaseStatusContext,
    events: {} as PressReleaseStatusEvent,
    input: {} as { readonly id: PressReleaseId },
  },
  actors: {
    loadRecord: placeholder<PressRelease, PressReleaseId>('loadRecord'),
    moveStatus: placeholder<PressRelease, { readonly id: PressReleaseId; readonly move: PressReleaseMove }>('moveStatus'),
    patchPublishedAt: placeholder<PressRelease, { readonly id: PressReleaseId; readonly publishedAt: string }>('patchPublishedAt'),
  },
  actions: {
    showError: (_, _params: Failure) => {},
    showDone: (_, _params: { readonly action: PressReleaseDone }) => {},
    showRefused: (_, _params: { readonly from: PressReleaseStatus; readonly to: PressReleaseStatus }) => {},
  },
  guards: {
    allowedMove: ({ context, event }) =>
      event.type === 'pr.move' && context.record !== undefined && canMovePressRelease(context.record.status, event.to),
    moveComplete: ({ context }) => problemOf(context.record, context.move) === undefined,
    timeEditable: ({ context }) => context.record !== undefined && pressReleaseTimeEditable(context.record.status),
  },
}).createMachine({
  id: 'pressReleaseStatus',
  context: ({ input }) => ({ id: input.id }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadRecord',
        src: 'loadRecord',
        input: ({ context }) => context.id,
        onDone: { target: 'ready', actions: assign({ record: ({ event }) => event.output, error: undefined }) },
        onError: { target: 'loadFailed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    loadFailed: { on: { 'pr.reload': 'loading' } },
    ready: {
      entry: assign({ move: undefined, problem: undefined }),
      on: {
        'pr.move': [
          {
            guard: 'allowedMove',
            target: 'confirming',
            actions: assign({ move: ({ event }) => ({ to: event.to, reason: '', when: 'now' as const, publishedAt: undefined }) }),
          },
          {
            actions: {
              type: 'showRefused',
              params: ({ context, event }) => ({ from: (context.record as PressRelease).status, to: event.to }),
            },
          },
        ],
        'pr.reschedule': { guard: 'timeEditable', target: 'rescheduling' },
        'pr.reload': 'loading',
      },
    },
    confirming: {
      tags: ['dialog'],
      on: {
        'pr.reason': { actions: assign({ move: ({ context, event }) => ({ ...(context.move as PressReleaseMove), reason: event.value }), problem: undefined }) },
        'pr.when': { actions: assign({ move: ({ context, event }) => ({ ...(context.move as PressReleaseMove), when: event.when }), problem: undefined }) },
        'pr.time': { actions: assign({ move: ({ context, event }) => ({ ...(context.move as PressReleaseMove), publishedAt: event.value }), problem: undefined }) },
        'pr.confirm': [
          { guard: 'moveComplete', target: 'moving' },
          { actions: assign({ problem: ({ context }) => problemOf(context.record, context.move) }) },
        ],
        'pr.cancel': 'ready',
      },
    },
    moving: {
      tags: ['busy', 'dialog'],
      invoke: {
        id: 'moveStatus',
        src: 'moveStatus',
        input: ({ context }) => ({ id: context.id, move: context.move as PressReleaseMove }),
        onDone: {
          target: 'ready',
          actions: [
            assign({ record: ({ event }) => event.output }),
            { type: 'showDone', params: ({ context }) => ({ action: (context.move as PressReleaseMove).to }) },
          ],
        },
        // The dialog stays open with what staff typed; the message says why.
        onError: { target: 'confirming', actions: { type: 'showError', params: ({ event }) => failureOf(event.error) } },
      },
    },
    rescheduling: {
      tags: ['busy'],
      invoke: {
        id: 'patchPublishedAt',
        src: 'patchPublishedAt',
        input: ({ context, event }) => ({ id: context.id, publishedAt: event.type === 'pr.reschedule' ? event.publishedAt : '' }),
        onDone: { target: 'ready', actions: [assign({ record: ({ event }) => event.output }), { type: 'showDone', params: { action: 'publishedAt' as const } }] },
        onError: { target: 'ready', actions: { type: 'showError', params: ({ event }) => failureOf(event.error) } },
      },
    },
  },
})

export type PressReleaseStatusMachine = typeof pressReleaseStatusMachine
