/**
 * Editing the expertise tree: select → add / rename / move (dialog or drop) / delete → confirm →
 * save (shown at once, rolled back on failure) → reload. A move that would create a cycle is never
 * offered: the 'move to…' dialog takes only `expertiseMoveTargets`, a drop onto a descendant is
 * refused without a call, and a held node's delete cannot be confirmed.
 */
import { expect } from 'vitest'
import {
  applyExpertiseChange, canMoveExpertise, expertiseParents, flattenExpertise, wouldCreateCycle, type Expertise, type ExpertiseNode, type ExpertiseTree,
} from '../../../src/domain/expertise'
import { validationMessages } from '../../../src/domain/fields'
import type { ExpertiseId } from '../../../src/domain/ids'
import { changeOfDraft, draftAllowed, expertiseTreeMachine } from '../../../src/areas/expertise/expertise-tree.machine'
import { defineModelSpec } from '../support/model'

const id = (s: string) => s as ExpertiseId
const node = (key: string, parentId: string | null, children: ReadonlyArray<ExpertiseNode> = [], doctors = 0): ExpertiseNode => ({
  id: id(key), name: `分野${key}`, parentId: parentId === null ? null : id(parentId), sortOrder: 10, doctorCount: doctors,
  subtreeDoctorCount: doctors + children.reduce((n, c) => n + c.subtreeDoctorCount, 0), children,
})
//  1 内科 ── 2 循環器内科 (held by 2 doctors)
//  3 外科
const tree: ExpertiseTree = [node('1', null, [node('2', '1', [], 2)]), node('3', null)]
const saved: Expertise = { id: id('3'), name: '分野3', parentId: null, sortOrder: 10, createdAt: '2024-04-01T00:00:00.000Z', updatedAt: '2024-04-01T00:00:00.000Z' } as Expertise
const failure = new Error('自分自身またはその配下の分野を親にすることはできません（循環します）')

export const spec = defineModelSpec({
  machine: expertiseTreeMachine,
  events: (snapshot) => [
    { type: 'xstate.done.actor.loadTree', output: tree },
    { type: 'xstate.error.actor.loadTree', error: new Error('サーバーに接続できませんでした') },
    { type: 'tree.reload' },
    ...(snapshot.value === 'ready'
      ? [
          { type: 'tree.select', id: id('2') },
          { type: 'tree.add', parentId: id('1') },
          { type: 'tree.add', parentId: id('99') },
          { type: 'tree.rename', id: id('3') },
          { type: 'tree.rename', id: id('99') },
          // the button: the 'move to…' dialog; a drop: straight to the impact dialog, or refused (a cycle)
          { type: 'tree.move', id: id('2') },
          { type: 'tree.move', id: id('3'), parentId: id('1') },
          { type: 'tree.move', id: id('1'), parentId: id('2') },
          { type: 'tree.delete', id: id('2') },
          { type: 'tree.delete', id: id('3') },
          { type: 'tree.delete', id: id('99') },
        ]
      : []),
    ...(snapshot.value === 'editing'
      ? [
          { type: 'draft.name', value: '' },
          { type: 'draft.name', value: '不整脈' },
        ]
      : []),
    ...(snapshot.value === 'choosing'
      ? [
          // 2 under itself would be a cycle; under 3 is offered
          { type: 'draft.parent', parentId: id('2') },
          { type: 'draft.parent', parentId: id('3') },
        ]
      : []),
    ...(['editing', 'choosing', 'confirming'].includes(snapshot.value as string) ? [{ type: 'draft.submit' }, { type: 'draft.cancel' }] : []),
    { type: 'xstate.done.actor.saveChange', output: snapshot.context.draft?.kind === 'delete' ? null : saved },
    { type: 'xstate.error.actor.saveChange', error: failure },
  ],
  // one change at a time: after a save the walk starts over from the reloaded tree
  stopWhen: (snapshot) => snapshot.context.selected === '2' && snapshot.context.draft === undefined && snapshot.value === 'loading',
  record: ['showDone', 'showError', 'showRefused'],
  checks: {
    '*': (snapshot, run) => {
      expect(snapshot.hasTag('busy')).toBe(snapshot.value === 'loading' || snapshot.value === 'saving')
      expect(snapshot.hasTag('dialog')).toBe(['editing', 'choosing', 'confirming'].includes(snapshot.value as string))
      const last = run.steps[run.steps.length - 1]!.event as { type: string; id?: string; parentId?: string | null }
      // a drop that would create a cycle is refused without a call and opens no dialog
      if (last.type === 'tree.move' && last.parentId !== undefined && wouldCreateCycle(expertiseParents(tree), last.id!, last.parentId)) {
        expect(snapshot.value).toBe('ready')
        expect(run.effects[run.effects.length - 1]).toEqual({ type: 'showRefused', params: { id: last.id, parentId: last.parentId } })
      }
      if (last.type === 'xstate.error.actor.saveChange') expect(run.effects[run.effects.length - 1]).toEqual({ type: 'showError', params: { message: failure.message } })
      // whatever the move draft holds is never a cycle
      const draft = snapshot.context.draft
      if (draft?.kind === 'move' && draft.parentId !== undefined) expect(canMoveExpertise(snapshot.context.saved, draft.id, draft.parentId)).toBe(true)
    },
    ready: (snapshot, run) => {
      // a failed save shows the tree last loaded again
      const last = run.steps[run.steps.length - 1]!.event
      if (last.type === 'xstate.error.actor.saveChange') expect(snapshot.context.tree).toBe(snapshot.context.saved)
    },
    editing: (snapshot, run) => {
      const last = run.steps[run.steps.length - 1]!.event
      if (last.type === 'draft.submit') expect(snapshot.context.problem).toBe(validationMessages.required)
    },
    choosing: (snapshot) => expect(snapshot.context.draft).toMatchObject({ kind: 'move', id: '2' }),
    confirming: (snapshot, run) => {
      const last = run.steps[run.steps.length - 1]!.event
      const before = run.steps[run.steps.length - 2]?.state.value
      // a held node's delete stays in the dialog (refused there with the count), makes no call
      if (last.type === 'draft.submit' && before === 'confirming') expect(draftAllowed(snapshot.context.tree, snapshot.context.draft)).toBe(false)
      expect(run.stubs.saveChange!.live()).toHaveLength(0)
    },
    saving: (snapshot, run) => {
      const change = changeOfDraft(snapshot.context.draft!)
      expect(run.stubs.saveChange!.pending().input).toEqual(change)
      // optimistic: the tree is shown as it will be
      expect(snapshot.context.tree).toEqual(applyExpertiseChange(snapshot.context.saved, change))
      if (change.kind === 'move') expect(flattenExpertise(snapshot.context.tree).find((n) => n.id === change.id)?.parentId).toBe(change.parentId)
    },
    loading: (snapshot, run) => {
      const last = run.steps[run.steps.length - 1]!.event
      if (last.type === 'xstate.done.actor.saveChange') expect(run.effects.filter((e) => e.type === 'showDone')).toHaveLength(1)
      expect(snapshot.context.draft === undefined || last.type === 'tree.reload').toBe(true)
    },
    loadFailed: (snapshot) => expect(snapshot.context.error).toBe('サーバーに接続できませんでした'),
  },
})
