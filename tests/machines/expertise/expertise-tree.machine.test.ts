/**
 * The tree-editing machine never offers a move that would create a cycle: for every node and
 * every possible parent of a tree, a drop opens the impact dialog only where no cycle arises, and
 * the 'move to…' dialog accepts exactly the targets `expertiseMoveTargets` lists.
 */
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { expertiseMoveTargets, expertiseParents, flattenExpertise, wouldCreateCycle, type Expertise, type ExpertiseChange, type ExpertiseNode, type ExpertiseTree } from '@src/domain/expertise'
import type { ExpertiseId } from '@src/domain/ids'
import { expertiseTreeMachine } from '@src/areas/expertise/expertise-tree.machine'

const id = (s: string) => s as ExpertiseId
const node = (key: string, parentId: string | null, children: ReadonlyArray<ExpertiseNode> = []): ExpertiseNode => ({
  id: id(key), name: `分野${key}`, parentId: parentId === null ? null : id(parentId), sortOrder: 10, version: 1, doctorCount: 0, subtreeDoctorCount: 0, children,
})
//  1 ── 2 ── 3 ── 4
//  │    └─ 5
//  6 ── 7
const tree: ExpertiseTree = [node('1', null, [node('2', '1', [node('3', '2', [node('4', '3')]), node('5', '2')])]), node('6', null, [node('7', '6')])]
const ids = flattenExpertise(tree).map((n) => n.id)

const ready = async () => {
  const refused: Array<unknown> = []
  const actor = createActor(
    expertiseTreeMachine.provide({
      actors: { loadTree: fromPromise(async () => tree), saveChange: fromPromise<Expertise | null, ExpertiseChange>(async () => null) },
      actions: { showRefused: (_, params) => void refused.push(params) },
    }),
  ).start()
  await new Promise((r) => setTimeout(r, 0))
  expect(actor.getSnapshot().value).toBe('ready')
  return { actor, refused }
}

describe('expertise tree machine: a cycle-creating move is never offered', () => {
  it('a drop opens the impact dialog only for a parent outside the subtree', async () => {
    for (const moved of ids) {
      for (const parent of [null, ...ids]) {
        const { actor, refused } = await ready()
        actor.send({ type: 'tree.move', id: moved, parentId: parent })
        const cycle = wouldCreateCycle(expertiseParents(tree), moved, parent)
        const current = flattenExpertise(tree).find((n) => n.id === moved)!.parentId
        const offered = !cycle && parent !== current
        expect(actor.getSnapshot().value, `${moved} under ${parent}`).toBe(offered ? 'confirming' : 'ready')
        expect(refused).toHaveLength(offered ? 0 : 1)
        actor.stop()
      }
    }
  })

  it("the 'move to…' dialog accepts exactly the listed targets, none in the moved subtree", async () => {
    for (const moved of ids) {
      const { actor } = await ready()
      actor.send({ type: 'tree.move', id: moved })
      expect(actor.getSnapshot().value).toBe('choosing')
      const listed = new Set(expertiseMoveTargets(actor.getSnapshot().context.tree, moved).map((t) => t.id))
      const subtree = flattenExpertise([flattenExpertise(tree).find((n) => n.id === moved)!]).map((n) => n.id)
      for (const s of subtree) expect(listed.has(s)).toBe(false)
      for (const parent of [null, ...ids]) {
        expect(actor.getSnapshot().can({ type: 'draft.parent', parentId: parent }), `${moved} under ${parent}`).toBe(listed.has(parent))
      }
      actor.stop()
    }
  })
})
