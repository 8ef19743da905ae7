/**
 * A manuscript's moderation: the record, then its reviews, hold, files and tags side by side;
 * review (a send-back needs a denial reason), edit a review, offer (refused while held), hold
 * (a reason) and release, an admin status move (only `manuscriptTransitions`), delete. A refused
 * step makes no call and says why; a failed call keeps the dialog and what staff entered; after
 * a step everything is read again.
 */
import { expect } from 'vitest'
import {
  canMoveManuscript, manuscriptStatuses, moderationProblems, moderationRefusal, moderationSteps,
  type Manuscript, type ManuscriptStatus, type Review,
} from '@src/domain/manuscript'
import { manuscriptModerationMachine } from '@src/areas/manuscript/manuscript-moderation.machine'
import { defineModelSpec } from '../support/model'

const at = '2024-04-01T00:00:00.000Z'
const hold = { reason: '著作権の確認中', heldBy: '1', heldAt: at }
const manuscript = (status: ManuscriptStatus, held: boolean): Manuscript =>
  ({
    id: '21', doctorId: '42', doctorName: '山田 太郎', title: '高血圧治療の最前線', contents: '<p>本文</p>', fileIds: ['71'], tagIds: ['61'],
    expertiseIds: [], status, hold: held ? hold : null, submittedAt: at, reviewedAt: null, latestOfferedAt: null, createdAt: at, updatedAt: at,
  }) as unknown as Manuscript
const review = { id: '31', manuscriptId: '21', operatorId: '1', result: 'revise', denialReasonIds: ['41'], comment: '出典を追記してください', createdAt: at, updatedAt: at } as unknown as Review
const loadError = new Error('読み込めませんでした')
const failure = new Error('保留中の原稿にはオファーできません。保留を解除してください')

export const spec = defineModelSpec({
  machine: manuscriptModerationMachine,
  input: { id: '21' },
  events: (snapshot) => {
    const draft = snapshot.context.draft
    return [
      // the server answers an under-review manuscript, or an acceptable held one (a step changed it)
      { type: 'xstate.done.actor.loadRecord', output: manuscript('under_review', false) },
      { type: 'xstate.done.actor.loadRecord', output: manuscript('acceptable', true) },
      { type: 'xstate.error.actor.loadRecord', error: loadError },
      { type: 'xstate.done.actor.loadReviews', output: [review] },
      { type: 'xstate.error.actor.loadReviews', error: loadError },
      { type: 'xstate.done.actor.loadHold', output: { manuscriptId: '21', held: false, hold: null, history: [] } },
      { type: 'xstate.error.actor.loadHold', error: loadError },
      { type: 'xstate.done.actor.loadFiles', output: [] },
      { type: 'xstate.error.actor.loadFiles', error: loadError },
      { type: 'xstate.done.actor.loadTags', output: [] },
      { type: 'xstate.error.actor.loadTags', error: loadError },
      { type: 'mod.reload' },
      ...(snapshot.value === 'ready'
        ? [
            ...moderationSteps.filter((step) => step !== 'move').map((step) => ({ type: 'mod.open', step, ...(step === 'editReview' ? { review } : {}) })),
            ...manuscriptStatuses.map((to) => ({ type: 'mod.open', step: 'move', to })),
          ]
        : []),
      ...(draft && snapshot.value === 'editing'
        ? [
            { type: 'mod.submit' },
            { type: 'mod.cancel' },
            ...(draft.step === 'review' ? [{ type: 'mod.edit', patch: { denialReasonIds: draft.denialReasonIds.length ? [] : ['41', '42'] } }] : []),
            ...(draft.step === 'hold' ? [{ type: 'mod.edit', patch: { reason: draft.reason ? '' : '著作権の確認中' } }] : []),
            ...(draft.step === 'offer' ? [{ type: 'mod.edit', patch: draft.clientId ? { message: '', clientId: undefined } : { message: '掲載を希望します', clientId: '7' } }] : []),
          ]
        : []),
      { type: 'xstate.done.actor.runStep', output: undefined },
      { type: 'xstate.error.actor.runStep', error: failure },
    ]
  },
  // a failed load after the record was read once adds nothing new: the page shows the error and 再読み込み
  stopWhen: (snapshot) => snapshot.value === 'loadFailed' && snapshot.context.record !== undefined,
  record: ['showDone', 'showError', 'showRefused'],
  checks: {
    '*': (snapshot, run) => {
      const last = run.steps[run.steps.length - 1]!.event as { type: string; step?: (typeof moderationSteps)[number]; to?: ManuscriptStatus }
      if (last.type === 'mod.open') {
        const before = run.steps[run.steps.length - 2]!.state as { context: { record: Manuscript } }
        const refusal = moderationRefusal(before.context.record, last.step!, last.to)
        // only what the domain allows opens a dialog; anything else is refused without a call
        expect(snapshot.value).toBe(refusal === undefined ? 'editing' : 'ready')
        if (refusal !== undefined) expect(run.effects[run.effects.length - 1]).toEqual({ type: 'showRefused', params: { step: last.step, refusal } })
        if (last.step === 'move' && refusal === undefined) expect(canMoveManuscript(before.context.record.status, last.to!)).toBe(true)
        // offers are blocked while held
        if (last.step === 'offer' && before.context.record.hold !== null) expect(snapshot.value).toBe('ready')
      }
      if (last.type === 'xstate.error.actor.runStep') {
        expect(snapshot.value).toBe('editing')
        expect(run.effects[run.effects.length - 1]).toEqual({ type: 'showError', params: { message: failure.message } })
      }
    },
    running: (snapshot, run) => {
      // only a complete dialog is sent, with what staff entered
      expect(moderationProblems(snapshot.context.draft!)).toEqual({})
      expect(run.stubs.runStep!.pending().input).toEqual({ id: '21', draft: snapshot.context.draft })
    },
    editing: (snapshot, run) => {
      const last = run.steps[run.steps.length - 1]!.event
      if (last.type === 'mod.submit') expect(Object.keys(snapshot.context.problems).length).toBeGreaterThan(0)
    },
    loadFailed: (snapshot) => expect(snapshot.context.error).toBe(loadError.message),
    removed: (_, run) => expect(run.effects[run.effects.length - 1]).toMatchObject({ type: 'showDone', params: { step: 'delete' } }),
  },
})
