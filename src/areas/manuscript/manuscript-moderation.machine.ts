/**
 * One manuscript and its moderation (DOMAIN: src/domain/manuscript.ts — `manuscriptTransitions`,
 * `statusAfterReview`, `isOfferable`, `moderationRefusal`):
 *
 *   loading: record ──> reviews ──> hold ──> files ──> tags ──> ready
 *      └──> loadFailed ──mod.reload──> loading
 *   ready ──mod.open [allowed]──> editing ──mod.submit [complete]──> running ──> loading (showDone: reload all)
 *     │  └──mod.open [refused]: showRefused, no call     │  └──mod.cancel──> ready    ├──> removed (final, delete)
 *     │                                                  └──[incomplete]: problems    └──error──> editing (showError, input kept)
 *
 * Steps: review (create: the server moves under_review → reviewed → `statusAfterReview[result]`),
 * editReview, offer (only an acceptable, unheld manuscript: a held one is refused), hold with a
 * reason and release at any point, an admin status move (only `manuscriptTransitions`), delete
 * (the dialog is the confirmation). After any step everything is read again: the server is the
 * authority on statuses, reviews and the hold history. Outcomes go through `showDone` /
 * `showError` / `showRefused`, provided by the wiring (texts in src/views/text).
 */
import { assign, setup } from 'xstate'
import type { FileMeta } from '../../domain/file'
import type { FileId, ManuscriptId, TagId } from '../../domain/ids'
import {
  emptyModerationDraft, moderationProblems, moderationRefusal,
  type Manuscript, type ManuscriptHoldInfo, type ManuscriptStatus, type ModerationDraft, type ModerationRefusal, type ModerationStep, type Review,
} from '../../domain/manuscript'
import type { Tag } from '../../domain/tag'
import { failureOf, messageOf, placeholder, type Failure } from '../../machines/machine-helpers'

export interface ModerationContext {
  readonly id: ManuscriptId
  readonly record: Manuscript | undefined
  readonly reviews: ReadonlyArray<Review> | undefined
  readonly hold: ManuscriptHoldInfo | undefined
  readonly files: ReadonlyArray<FileMeta> | undefined
  readonly tags: ReadonlyArray<Tag> | undefined
  readonly draft: ModerationDraft | undefined
  /** Set once staff tried to send an incomplete dialog: field → message. */
  readonly problems: Readonly<Record<string, string>>
  readonly error: string | undefined
}

export type ModerationEvent =
  | { readonly type: 'mod.open'; readonly step: ModerationStep; readonly to?: ManuscriptStatus; readonly review?: Review }
  | { readonly type: 'mod.edit'; readonly patch: Partial<Omit<ModerationDraft, 'step'>> }
  | { readonly type: 'mod.submit' }
  | { readonly type: 'mod.cancel' }
  | { readonly type: 'mod.reload' }

const draftOf = (event: Extract<ModerationEvent, { type: 'mod.open' }>): ModerationDraft => {
  const draft = emptyModerationDraft(event.step)
  if (event.step === 'editReview' && event.review)
    return { ...draft, reviewId: event.review.id, result: event.review.result, denialReasonIds: event.review.denialReasonIds, comment: event.review.comment }
  if (event.step === 'review') return { ...draft, result: 'revise' }
  return event.to !== undefined ? { ...draft, to: event.to } : draft
}

export const manuscriptModerationMachine = setup({
  types: {
    context: {} as ModerationContext,
    events: {} as ModerationEvent,
    input: {} as { readonly id: ManuscriptId },
  },
  actors: {
    loadRecord: placeholder<Manuscript, ManuscriptId>('loadRecord'),
    loadReviews: placeholder<ReadonlyArray<Review>, ManuscriptId>('loadReviews'),
    loadHold: placeholder<ManuscriptHoldInfo, ManuscriptId>('loadHold'),
    loadFiles: placeholder<ReadonlyArray<FileMeta>, ReadonlyArray<FileId>>('loadFiles'),
    loadTags: placeholder<ReadonlyArray<Tag>, ReadonlyArray<TagId>>('loadTags'),
    runStep: placeholder<unknown, { readonly id: ManuscriptId; readonly draft: ModerationDraft }>('runStep'),
  },
  actions: {
    showError: (_, _params: Failure) => {},
    showDone: (_, _params: { readonly step: ModerationStep; readonly draft: ModerationDraft }) => {},
    showRefused: (_, _params: { readonly step: ModerationStep; readonly refusal: ModerationRefusal }) => {},
    storeLoadError: assign({ error: ({ event }) => messageOf((event as { error?: unknown }).error) }),
  },
  guards: {
    allowed: ({ context, event }) =>
      event.type === 'mod.open' && context.record !== undefined && moderationRefusal(context.record, event.step, event.to) === undefined,
    complete: ({ context }) => context.draft !== undefined && Object.keys(moderationProblems(context.draft)).length === 0,
    removes: ({ context }) => context.draft?.step === 'delete',
  },
}).createMachine({
  id: 'manuscriptModeration',
  // every key from the start: a context keeps one shape (and one key order) whatever answers first
  context: ({ input }) => ({
    id: input.id, record: undefined, reviews: undefined, hold: undefined, files: undefined, tags: undefined, draft: undefined, problems: {}, error: undefined,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      initial: 'record',
      states: {
        record: {
          invoke: {
            id: 'loadRecord',
            src: 'loadRecord',
            input: ({ context }) => context.id,
            onDone: { target: 'reviews', actions: assign({ record: ({ event }) => event.output, error: undefined }) },
            onError: { target: '#manuscriptModeration.loadFailed', actions: 'storeLoadError' },
          },
        },
        // then what the page shows besides the record, one after the other
        reviews: {
          invoke: {
            id: 'loadReviews',
            src: 'loadReviews',
            input: ({ context }) => context.id,
            onDone: { target: 'hold', actions: assign({ reviews: ({ event }) => event.output }) },
            onError: { target: '#manuscriptModeration.loadFailed', actions: 'storeLoadError' },
          },
        },
        hold: {
          invoke: {
            id: 'loadHold',
            src: 'loadHold',
            input: ({ context }) => context.id,
            onDone: { target: 'files', actions: assign({ hold: ({ event }) => event.output }) },
            onError: { target: '#manuscriptModeration.loadFailed', actions: 'storeLoadError' },
          },
        },
        files: {
          invoke: {
            id: 'loadFiles',
            src: 'loadFiles',
            input: ({ context }) => context.record?.fileIds ?? [],
            onDone: { target: 'tags', actions: assign({ files: ({ event }) => event.output }) },
            onError: { target: '#manuscriptModeration.loadFailed', actions: 'storeLoadError' },
          },
        },
        tags: {
          invoke: {
            id: 'loadTags',
            src: 'loadTags',
            input: ({ context }) => context.record?.tagIds ?? [],
            onDone: { target: '#manuscriptModeration.ready', actions: assign({ tags: ({ event }) => event.output }) },
            onError: { target: '#manuscriptModeration.loadFailed', actions: 'storeLoadError' },
          },
        },
      },
    },
    loadFailed: { on: { 'mod.reload': 'loading' } },
    ready: {
      entry: assign({ draft: undefined, problems: {} }),
      on: {
        'mod.open': [
          { guard: 'allowed', target: 'editing', actions: assign({ draft: ({ event }) => draftOf(event) }) },
          {
            actions: {
              type: 'showRefused',
              params: ({ context, event }) => ({ step: event.step, refusal: moderationRefusal(context.record as Manuscript, event.step, event.to) as ModerationRefusal }),
            },
          },
        ],
        'mod.reload': 'loading',
      },
    },
    editing: {
      tags: ['dialog'],
      on: {
        'mod.edit': {
          actions: assign(({ context, event }) => {
            const draft = { ...(context.draft as ModerationDraft), ...event.patch }
            // once staff tried to send, the messages follow what they fix
            return { draft, problems: Object.keys(context.problems).length > 0 ? moderationProblems(draft) : {} }
          }),
        },
        'mod.submit': [
          { guard: 'complete', target: 'running' },
          { actions: assign({ problems: ({ context }) => moderationProblems(context.draft as ModerationDraft) }) },
        ],
        'mod.cancel': 'ready',
      },
    },
    running: {
      tags: ['busy', 'dialog'],
      invoke: {
        id: 'runStep',
        src: 'runStep',
        input: ({ context }) => ({ id: context.id, draft: context.draft as ModerationDraft }),
        onDone: [
          { guard: 'removes', target: 'removed', actions: { type: 'showDone', params: ({ context }) => ({ step: 'delete' as const, draft: context.draft as ModerationDraft }) } },
          { target: 'loading', actions: { type: 'showDone', params: ({ context }) => ({ step: (context.draft as ModerationDraft).step, draft: context.draft as ModerationDraft }) } },
        ],
        // The dialog stays open with what staff entered; the message says why.
        onError: { target: 'editing', actions: { type: 'showError', params: ({ event }) => failureOf(event.error) } },
      },
    },
    removed: { type: 'final' },
  },
})

export type ManuscriptModerationMachine = typeof manuscriptModerationMachine
