/**
 * Editing the expertise tree: select → add / rename / move (dialog or drop) / delete → confirm →
 * save (shown at once, rolled back on failure) → reload. A move that would create a cycle is never
 * offered: the 'move to…' dialog takes only `expertiseMoveTargets`, a drop onto a descendant is
 * refused without a call, and a held node's delete cannot be confirmed.
 */
import { expect } from 'vitest'
import {
  applyExpertiseChange, canMoveExpertise, expertiseNameTakenMessage, expertiseParents, expertiseSiblingNamed, flattenExpertise, wouldCreateCycle, type Expertise,
  type ExpertiseNode, type ExpertiseTree,
} from '@src/domain/expertise'
import { validationMessages } from '@src/domain/fields'
import type { ExpertiseId } from '@src/domain/ids'
import { changeOfDraft, draftAllowed, expertiseTreeMachine, moveProblem, type ExpertiseDraft } from '@src/areas/expertise/expertise-tree.machine'
import { defineModelSpec } from '../support/model'

const id = (s: string) => s as ExpertiseId
const node = (key: string, parentId: string | null, children: ReadonlyArray<ExpertiseNode> = [], doctors = 0): ExpertiseNode => ({
  id: id(key), name: `分野${key}`, parentId: parentId === null ? null : id(parentId), sortOrder: 10, version: 1, doctorCount: doctors,
  subtreeDoctorCount: doctors + children.reduce((n, c) => n + c.subtreeDoctorCount, 0), children,
})
//  1 内科 ── 2 循環器内科 (held by 2 doctors)
//  3 外科 ── 4 '分野２' (full-width: folds like 2's name '分野2', so 2 cannot move under 3)
const tree: ExpertiseTree = [node('1', null, [node('2', '1', [], 2)]), node('3', null, [{ ...node('4', '3'), name: '分野２' }])]
const saved: Expertise = { id: id('3'), name: '分野3', parentId: null, sortOrder: 10, createdAt: '2024-04-01T00:00:00.000Z', updatedAt: '2024-04-01T00:00:00.000Z' } as Expertise
const failure = new Error('自分自身またはその配下の分野を親にすることはできません（循環します）')
/** A 409: another operator renamed or moved the node since the tree was read (its version moved on). */
const changedMeanwhile = Object.assign(new Error('この専門分野は他の操作者が先に更新しました。最新の内容を確認してから保存し直してください。'), { status: 409 })

export const spec = defineModelSpec({
  machine: expertiseTreeMachine,
  events: (snapshot) => [
    { type: 'xstate.done.actor.loadTree', output: tree },
    { type: 'xstate.error.actor.loadTree', error: new Error('サーバーに接続できませんでした') },
    { type: 'tree.reload' },
    ...(snapshot.value === 'ready'
      ? [
          { type: 'tree.select', id: id('2') },
          // a node not in the tree (a click never deselects: there is no select of nothing)
          { type: 'tree.select', id: id('99') },
          { type: 'tree.add', parentId: id('1') },
          { type: 'tree.add', parentId: id('99') },
          { type: 'tree.rename', id: id('3') },
          { type: 'tree.rename', id: id('99') },
          // the button: the 'move to…' dialog; a drop: straight to the impact dialog, or refused (a cycle)
          { type: 'tree.move', id: id('2') },
          { type: 'tree.move', id: id('3'), parentId: id('1') },
          { type: 'tree.move', id: id('1'), parentId: id('2') },
          // a drop under a parent with a child of the node's name: the impact dialog refuses it
          { type: 'tree.move', id: id('2'), parentId: id('3') },
          { type: 'tree.delete', id: id('2') },
          { type: 'tree.delete', id: id('3') },
          { type: 'tree.delete', id: id('99') },
        ]
      : []),
    ...(snapshot.value === 'editing'
      ? [
          { type: 'draft.name', value: '' },
          { type: 'draft.name', value: '不整脈' },
          // a sibling's name (NFKC, case): under 1 '分野2' is taken; for the roots '分野１' is
          { type: 'draft.name', value: ' 分野2 ' },
          { type: 'draft.name', value: '分野１' },
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
    { type: 'xstate.error.actor.saveChange', error: changedMeanwhile },
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
      if (last.type === 'xstate.error.actor.saveChange') {
        const error = (last as { error?: unknown }).error
        expect(run.effects[run.effects.length - 1]).toEqual({ type: 'showError', params: error === changedMeanwhile ? { message: changedMeanwhile.message, status: 409 } : { message: failure.message } })
        // refused because the tree changed meanwhile (409): rolled back and read again; else rolled back only
        expect(snapshot.value).toBe(error === changedMeanwhile ? 'loading' : 'ready')
        expect(snapshot.context.tree).toBe(snapshot.context.saved)
      }
      // whatever the move draft holds is never a cycle
      const draft = snapshot.context.draft
      if (draft?.kind === 'move' && draft.parentId !== undefined) expect(canMoveExpertise(snapshot.context.saved, draft.id, draft.parentId)).toBe(true)
    },
    ready: (snapshot, run) => {
      // a failed save shows the tree last loaded again
      const last = run.steps[run.steps.length - 1]!.event
      // a click selects (never deselects); a node not in the tree changes nothing
      const before = (run.steps[run.steps.length - 2]?.state.context as { selected?: string } | undefined)?.selected
      if (last.type === 'tree.select') expect(snapshot.context.selected).toBe(last.id === '99' ? before : last.id)
      if (last.type === 'xstate.error.actor.saveChange') expect(snapshot.context.tree).toBe(snapshot.context.saved)
    },
    editing: (snapshot, run) => {
      const last = run.steps[run.steps.length - 1]!.event
      const draft = snapshot.context.draft as Extract<ExpertiseDraft, { kind: 'create' | 'rename' }>
      const parentId = draft.kind === 'create' ? draft.parentId : (flattenExpertise(snapshot.context.tree).find((n) => n.id === draft.id)?.parentId ?? null)
      const sibling = expertiseSiblingNamed(snapshot.context.tree, parentId, draft.name, draft.kind === 'rename' ? draft.id : undefined)
      // a sibling's name is said as it is typed, and stops the save
      if (last.type === 'draft.name') expect(snapshot.context.problem).toBe(sibling ? expertiseNameTakenMessage(sibling.name) : undefined)
      if (last.type === 'draft.submit') expect(snapshot.context.problem).toBe(draft.name.trim() === '' ? validationMessages.required : expertiseNameTakenMessage(sibling!.name))
    },
    choosing: (snapshot) => expect(snapshot.context.draft).toMatchObject({ kind: 'move', id: '2' }),
    confirming: (snapshot, run) => {
      const last = run.steps[run.steps.length - 1]!.event
      const before = run.steps[run.steps.length - 2]?.state.value
      // a held node's delete stays in the dialog (refused there with the count), makes no call
      if (last.type === 'draft.submit' && before === 'confirming') expect(draftAllowed(snapshot.context.tree, snapshot.context.draft)).toBe(false)
      // 2 under 3 (where 4 has its name): refused in the dialog, OK cannot be pressed
      const draft = snapshot.context.draft
      if (draft?.kind === 'move' && draft.id === '2' && draft.parentId === '3') {
        expect(moveProblem(snapshot.context.tree, draft)).toBe(expertiseNameTakenMessage('分野２'))
        expect(snapshot.can({ type: 'draft.submit' })).toBe(false)
      }
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
