/**
 * The press release status flow over `pressReleaseTransitions`: a release in request is
 * approved (now or scheduled) or sent back (a reason), a published one suspended (a reason);
 * a move the domain forbids is refused without a call; a failed move keeps the dialog; the
 * publication time of a release in request or published is patched on its own.
 */
import { expect } from 'vitest'
import { canMovePressRelease, pressReleaseStatuses, type PressRelease, type PressReleaseStatus } from '@src/domain/press-release'
import { pressReleaseStatusMachine } from '@src/areas/press-release/press-release-status.machine'
import { defineModelSpec } from '../support/model'

const release = (status: PressReleaseStatus): PressRelease =>
  ({
    id: '7', clientId: '7', clientName: 'テスト製薬', mediaId: null, title: '新薬承認のお知らせ', body: '<p>本文</p>', tagIds: [],
    status, publishedAt: null, statusReason: null, createdAt: '2024-04-01T00:00:00.000Z', updatedAt: '2024-04-01T00:00:00.000Z',
  }) as unknown as PressRelease

const failure = new Error('「公開中」から「公開申請中」には変更できません')
const scheduled = '2030-01-01T01:00:00.000Z'

export const spec = defineModelSpec({
  machine: pressReleaseStatusMachine,
  input: { id: '7' },
  events: (snapshot) => [
    { type: 'xstate.done.actor.loadRecord', output: release('request') },
    { type: 'xstate.error.actor.loadRecord', error: failure },
    { type: 'pr.reload' },
    ...(snapshot.value === 'ready' ? pressReleaseStatuses.map((to) => ({ type: 'pr.move', to })) : []),
    ...(snapshot.value === 'confirming'
      ? [
          { type: 'pr.reason', value: snapshot.context.move?.reason ? '' : '表現に誤りがあります' },
          { type: 'pr.when', when: snapshot.context.move?.when === 'now' ? 'scheduled' : 'now' },
          { type: 'pr.time', value: snapshot.context.move?.publishedAt ? undefined : scheduled },
          { type: 'pr.confirm' },
          { type: 'pr.cancel' },
        ]
      : []),
    { type: 'pr.reschedule', publishedAt: scheduled },
    // the server answers the release after the move (its new status)
    { type: 'xstate.done.actor.moveStatus', output: release(snapshot.context.move?.to ?? 'request') },
    { type: 'xstate.error.actor.moveStatus', error: failure },
    { type: 'xstate.done.actor.patchPublishedAt', output: { ...release(snapshot.context.record?.status ?? 'request'), publishedAt: scheduled } },
    { type: 'xstate.error.actor.patchPublishedAt', error: failure },
  ],
  // keep the walk to the statuses a test can tell apart: a release goes request → published/editing → suspend at most
  stopWhen: (snapshot) => snapshot.context.record?.status === 'editing' || snapshot.context.record?.status === 'suspend',
  record: ['showDone', 'showError', 'showRefused'],
  checks: {
    '*': (snapshot, run) => {
      const last = run.steps[run.steps.length - 1]!.event as { type: string; to?: PressReleaseStatus }
      // only the domain's moves open the confirmation
      if (last.type === 'pr.move') {
        const from = run.steps[run.steps.length - 2]!.state as { context: { record: PressRelease } }
        expect(snapshot.value).toBe(canMovePressRelease(from.context.record.status, last.to!) ? 'confirming' : 'ready')
      }
      // a refused move makes no call and says so
      if (last.type === 'pr.move' && snapshot.value === 'ready')
        expect(run.effects[run.effects.length - 1]).toEqual({ type: 'showRefused', params: { from: snapshot.context.record!.status, to: last.to } })
      if (/^xstate\.error\.actor\.(moveStatus|patchPublishedAt)$/.test(last.type))
        expect(run.effects[run.effects.length - 1]).toEqual({ type: 'showError', params: { message: failure.message } })
    },
    moving: (snapshot, run) => {
      const { move } = snapshot.context
      // a reason where the domain needs one; a scheduled approval carries its time
      expect(run.stubs.moveStatus!.pending().input).toEqual({ id: '7', move })
      if (move!.to === 'editing' || move!.to === 'suspend') expect(move!.reason.trim()).not.toBe('')
      if (move!.to === 'published' && move!.when === 'scheduled') expect(move!.publishedAt).toBe(scheduled)
    },
    confirming: (snapshot, run) => {
      const last = run.steps[run.steps.length - 1]!.event
      if (last.type === 'pr.confirm') expect(snapshot.context.problem).toMatch(/^(reasonRequired|timeRequired)$/)
    },
    rescheduling: (_, run) => expect(run.stubs.patchPublishedAt!.pending().input).toEqual({ id: '7', publishedAt: scheduled }),
    loadFailed: (snapshot) => expect(snapshot.context.error).toBe(failure.message),
  },
})
