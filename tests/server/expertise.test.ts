/**
 * The expertise tree (専門分野) on the reference server: the counts the console's impact dialog
 * shows, and the refusals it relies on (a cycle, a held node, a node with children), in Japanese.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureDoctor, ensureExpertise } from '@server/testing/fixtures'
import { expertiseNameTakenMessage as duplicateNameMessage } from '@src/domain/expertise'
import { operator, startTestServer, type TestServer } from './support/server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const messages = (body: { messages: { message: string }[] }) => body.messages.map((m) => m.message).join('\n')
type Node = { id: string; doctorCount: number; subtreeDoctorCount: number; children: Node[] }
const find = (nodes: ReadonlyArray<Node>, id: string): Node | undefined => {
  for (const n of nodes) {
    const hit = n.id === id ? n : find(n.children, id)
    if (hit) return hit
  }
  return undefined
}
const tree = async (): Promise<Node[]> => (await server.json('GET', '/api/v1/expertise/tree', { as: operator })).body.payload

describe('expertise tree', () => {
  it('counts the distinct doctors of each subtree (what a move or delete affects) and refuses a cycle in Japanese (422)', async () => {
    await ensureExpertise(server.db, { id: 'sub-a', name: '外科系' })
    await ensureExpertise(server.db, { id: 'sub-b', name: '消化器外科', parentId: 'sub-a' })
    await ensureExpertise(server.db, { id: 'sub-c', name: '肝胆膵外科', parentId: 'sub-b' })
    // one doctor holds two nodes of the subtree: counted once
    await ensureDoctor(server.db, { id: 'sub-d1', expertiseIds: ['sub-b', 'sub-c'] })
    await ensureDoctor(server.db, { id: 'sub-d2', expertiseIds: ['sub-c'] })
    const before = await tree()
    expect(['sub-a', 'sub-b', 'sub-c'].map((id) => find(before, id)).map((n) => [n?.doctorCount, n?.subtreeDoctorCount])).toEqual([[0, 2], [1, 2], [2, 2]])

    const cycle = await server.json('PUT', '/api/v1/expertise/sub-a/parent', { as: operator, body: { parentId: 'sub-c' } })
    expect(cycle.status).toBe(422)
    expect(messages(cycle.body)).toBe('自分自身またはその配下の分野を親にすることはできません（循環します）')
    expect((await server.json('PUT', '/api/v1/expertise/sub-b/parent', { as: operator, body: { parentId: 'sub-b' } })).status).toBe(422)

    const moved = await server.json('PUT', '/api/v1/expertise/sub-c/parent', { as: operator, body: { parentId: 'sub-a' } })
    expect(moved.body.payload.parentId).toBe('sub-a')
    const after = await tree()
    expect(['sub-a', 'sub-b'].map((id) => find(after, id)?.subtreeDoctorCount)).toEqual([2, 1])
  })

  it('refuses deleting a node with children or one doctors hold, with the count', async () => {
    await ensureExpertise(server.db, { id: 'del-root', name: '放射線科' })
    await ensureExpertise(server.db, { id: 'del-held', name: '核医学', parentId: 'del-root' })
    await ensureDoctor(server.db, { id: 'del-d1', expertiseIds: ['del-held'] })
    await ensureDoctor(server.db, { id: 'del-d2', expertiseIds: ['del-held'] })
    const parent = await server.json('DELETE', '/api/v1/expertise/del-root/', { as: operator })
    expect(parent.status).toBe(409)
    expect(messages(parent.body)).toContain('配下の分野があるため削除できません')
    const held = await server.json('DELETE', '/api/v1/expertise/del-held/', { as: operator })
    expect(held.status).toBe(409)
    expect(messages(held.body)).toBe('この分野を登録している医師が 2 名いるため削除できません')
    expect(find(await tree(), 'del-held')).toBeDefined()
  })

  describe('two nodes under one parent never share a name (NFKC, case-insensitive)', () => {
    const create = (name: string, parentId: string | null) => server.json('POST', '/api/v1/expertise/', { as: operator, body: { name, parentId } })
    const children = async (parentId: string) => (find(await tree(), parentId)?.children ?? []).map((n) => (n as Node & { name: string }).name)

    it('refuses a duplicate on create, rename and move with the field message (409), and allows the name under another parent', async () => {
      await ensureExpertise(server.db, { id: 'dup-a', name: '重複テスト内科' })
      await ensureExpertise(server.db, { id: 'dup-b', name: '重複テスト外科' })
      await ensureExpertise(server.db, { id: 'dup-a1', name: 'Cardio', parentId: 'dup-a' })
      await ensureExpertise(server.db, { id: 'dup-b1', name: 'Cardio', parentId: 'dup-b' }) // another parent: allowed
      await ensureExpertise(server.db, { id: 'dup-a2', name: '腎臓', parentId: 'dup-a' })

      const same = await create('ｃａｒｄｉｏ ', 'dup-a') // full-width, lower case, a trailing space
      expect(same.status).toBe(409)
      expect(messages(same.body)).toBe(duplicateNameMessage('Cardio'))
      const renamed = await server.json('PUT', '/api/v1/expertise/dup-a2/', { as: operator, body: { name: 'CARDIO', sortOrder: 20, version: 1 } })
      expect(renamed.status).toBe(409)
      expect(messages(renamed.body)).toBe(duplicateNameMessage('Cardio'))
      const moved = await server.json('PUT', '/api/v1/expertise/dup-b1/parent', { as: operator, body: { parentId: 'dup-a' } })
      expect(moved.status).toBe(409)
      expect(messages(moved.body)).toBe(duplicateNameMessage('Cardio'))
      expect((await children('dup-a')).sort()).toEqual(['Cardio', '腎臓'])

      // a root too (the roots share one parent)
      expect((await create('重複テスト内科', null)).status).toBe(409)
      // renaming a node to its own name (another case) is not a duplicate of itself
      expect((await server.json('PUT', '/api/v1/expertise/dup-a1/', { as: operator, body: { name: 'cardio', sortOrder: 10, version: 1 } })).status).toBe(200)
      expect((await create('Cardio', 'dup-a1')).status).toBe(201) // a child may share its parent's name
    })

    it('creates one node when two requests add the same name at once; the other gets the 409, never a 500', async () => {
      await ensureExpertise(server.db, { id: 'race-p', name: '同時追加テスト' })
      for (const round of [1, 2, 3]) {
        const fullWidth = String.fromCharCode('０'.charCodeAt(0) + round)
        const answers = await Promise.all([create(`同時${round}`, 'race-p'), create(`同時${fullWidth}`, 'race-p')])
        expect(answers.map((a) => a.status).sort()).toEqual([201, 409])
        const refused = answers.find((a) => a.status === 409)!
        expect(messages(refused.body)).toMatch(/^分野名「同時[0-9０-９]」は同じ親分野の下にすでにあります$/)
      }
      expect(await children('race-p')).toHaveLength(3)
    })
  })
})
