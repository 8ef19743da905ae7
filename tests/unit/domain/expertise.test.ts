/**
 * Editing the expertise tree (src/domain/expertise.ts): which moves are offered (never a cycle),
 * what a move or a delete affects, when a delete is refused, and the optimistic tree.
 */
import { describe, expect, it } from 'vitest'
import {
  applyExpertiseChange, canMoveExpertise, expertiseDeleteBlock, expertiseImpact, expertiseMoveTargets, flattenExpertise,
  pendingExpertiseId, wouldCreateCycle, expertiseParents, expertisePaths, expertiseSiblingNamed, foldExpertiseName, type ExpertiseNode,
} from '@src/domain/expertise'
import type { ExpertiseId } from '@src/domain/ids'

const node = (id: string, parentId: string | null, children: ReadonlyArray<ExpertiseNode> = [], doctors = 0, subtree = doctors): ExpertiseNode => ({
  id: id as ExpertiseId, name: `分野${id}`, parentId: parentId as ExpertiseId | null, sortOrder: 10, version: 1, doctorCount: doctors, subtreeDoctorCount: subtree, children,
})

//  1 ── 2 ── 3
//  │    └─ 5
//  4
const tree: ReadonlyArray<ExpertiseNode> = [
  node('1', null, [node('2', '1', [node('3', '2', [], 2), node('5', '2')], 1, 3)], 0, 3),
  node('4', null),
]
const ids = flattenExpertise(tree).map((n) => n.id)

describe('expertise moves', () => {
  it('never offers a target that would create a cycle, nor the current parent', () => {
    for (const id of ids) {
      const targets = expertiseMoveTargets(tree, id)
      for (const t of targets) expect(wouldCreateCycle(expertiseParents(tree), id, t.id), `${id} under ${t.id}`).toBe(false)
      const current = flattenExpertise(tree).find((n) => n.id === id)!.parentId
      expect(targets.map((t) => t.id)).not.toContain(current)
      // and every other node is offered
      const offered = new Set(targets.map((t) => t.id))
      for (const other of [null, ...ids]) {
        if (!offered.has(other as ExpertiseId)) expect(canMoveExpertise(tree, id, other)).toBe(false)
      }
    }
  })

  it('offers exactly the nodes outside the subtree for an inner node', () => {
    expect(expertiseMoveTargets(tree, '2').map((t) => t.id)).toEqual([null, '4'])
    expect(expertiseMoveTargets(tree, '3').map((t) => [t.id, t.depth])).toEqual([[null, 0], ['1', 0], ['5', 2], ['4', 0]])
    expect(expertiseMoveTargets(tree, '1').map((t) => t.id)).toEqual(['4'])
  })

  it('refuses a move under itself, a descendant, the same parent or an unknown node', () => {
    expect(canMoveExpertise(tree, '1', '1')).toBe(false)
    expect(canMoveExpertise(tree, '1', '3')).toBe(false)
    expect(canMoveExpertise(tree, '3', '2')).toBe(false)
    expect(canMoveExpertise(tree, '3', '99')).toBe(false)
    expect(canMoveExpertise(tree, '99', '1')).toBe(false)
    expect(canMoveExpertise(tree, '2', '4')).toBe(true)
  })
})

describe('expertise impact and deletes', () => {
  it('counts the subtree and its distinct doctors', () => {
    expect(expertiseImpact(tree, '2')).toEqual({ nodes: 3, doctors: 3 })
    expect(expertiseImpact(tree, '4')).toEqual({ nodes: 1, doctors: 0 })
  })

  it('refuses deleting a node with children or held by doctors, with the count', () => {
    expect(expertiseDeleteBlock(tree, '2')).toEqual({ reason: 'children', count: 2 })
    expect(expertiseDeleteBlock(tree, '3')).toEqual({ reason: 'doctors', count: 2 })
    expect(expertiseDeleteBlock(tree, '5')).toBeUndefined()
  })
})

describe('the optimistic tree', () => {
  it('shows a created node under its parent or as a root', () => {
    const under = applyExpertiseChange(tree, { kind: 'create', parentId: '4' as ExpertiseId, name: '新分野' })
    expect(flattenExpertise(under).find((n) => n.id === pendingExpertiseId)).toMatchObject({ name: '新分野', parentId: '4' })
    expect(applyExpertiseChange(tree, { kind: 'create', parentId: null, name: '根' }).at(-1)?.name).toBe('根')
  })

  it('renames, deletes and moves a whole subtree', () => {
    expect(flattenExpertise(applyExpertiseChange(tree, { kind: 'rename', id: '5' as ExpertiseId, name: '改名', sortOrder: 10, version: 1 })).find((n) => n.id === '5')?.name).toBe('改名')
    expect(flattenExpertise(applyExpertiseChange(tree, { kind: 'delete', id: '5' as ExpertiseId })).map((n) => n.id)).toEqual(['1', '2', '3', '4'])
    const moved = applyExpertiseChange(tree, { kind: 'move', id: '2' as ExpertiseId, parentId: '4' as ExpertiseId })
    expect(moved.map((n) => [n.id, n.children.map((c) => c.id)])).toEqual([['1', []], ['4', ['2']]])
    expect(flattenExpertise(moved).map((n) => n.id).sort()).toEqual([...ids].sort())
  })

  it('leaves the tree as it is for a move that would create a cycle', () => {
    expect(applyExpertiseChange(tree, { kind: 'move', id: '1' as ExpertiseId, parentId: '3' as ExpertiseId })).toBe(tree)
  })
})

describe('expertise names and paths (issue 31)', () => {
  it('shows each node with its path, root first', () => {
    const paths = expertisePaths(tree)
    expect([...paths.values()]).toEqual(['分野1', '分野1 › 分野2', '分野1 › 分野2 › 分野3', '分野1 › 分野2 › 分野5', '分野4'])
  })

  it('folds a name as the server\'s unique index does (NFKC, case, spaces around)', () => {
    expect(foldExpertiseName(' ＣＡＲＤＩＯ循環器 ')).toBe('cardio循環器')
    expect(foldExpertiseName('ｶﾞﾝ')).toBe(foldExpertiseName('ガン'))
    expect(foldExpertiseName('内科')).not.toBe(foldExpertiseName('外科'))
  })

  it('finds the sibling of a folded name under one parent only, never the node itself', () => {
    expect(expertiseSiblingNamed(tree, '2', '分野３')?.id).toBe('3')
    expect(expertiseSiblingNamed(tree, '1', '分野3')).toBeUndefined() // another parent
    expect(expertiseSiblingNamed(tree, null, ' 分野4')?.id).toBe('4') // the roots share one parent
    expect(expertiseSiblingNamed(tree, '2', '分野3', '3')).toBeUndefined() // renaming 3 to its own name
  })
})
