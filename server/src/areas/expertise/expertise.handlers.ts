/**
 * The expertise tree (専門分野): re-parenting never creates a cycle; a node with children or
 * doctors cannot be deleted. The SQL is in expertise.repository.ts.
 */
import type { Catalogue } from '#domain/catalogue'
import { wouldCreateCycle } from '#domain/expertise'
import { ApiFailure, type HandlersFor } from '../support/handler'
import * as expertise from './expertise.repository'

type ExpertiseCalls =
  | 'general.expertise.tree'
  | 'general.expertise.create'
  | 'general.expertise.update'
  | 'general.expertise.move'
  | 'general.expertise.delete'
  | 'general.expertise.lookup'

export const handlers: HandlersFor<Catalogue, ExpertiseCalls> = {
  'general.expertise.tree': async ({ db }) => ({ payload: await expertise.tree(db) }),
  'general.expertise.create': async ({ db, body }) => {
    if (body.parentId) await expertise.find(db, body.parentId)
    return { payload: await expertise.insert(db, body), status: 201 }
  },
  'general.expertise.update': async ({ db, params, body }) => {
    await expertise.find(db, params.expertiseID)
    return { payload: await expertise.update(db, params.expertiseID, body) }
  },
  'general.expertise.move': async ({ db, params, body }) =>
    db.transaction(async (tx) => {
      await expertise.find(tx, params.expertiseID)
      if (body.parentId) await expertise.find(tx, body.parentId)
      if (wouldCreateCycle(await expertise.lockedParents(tx), params.expertiseID, body.parentId))
        throw new ApiFailure(422, '自分自身またはその配下の分野を親にすることはできません（循環します）')
      return { payload: await expertise.move(tx, params.expertiseID, body) }
    }),
  'general.expertise.delete': async ({ db, params }) => {
    const node = await expertise.find(db, params.expertiseID)
    if (await expertise.hasChildren(db, node.id)) throw new ApiFailure(409, '配下の分野があるため削除できません。先に配下の分野を移動または削除してください')
    const n = await expertise.doctorCount(db, node.id)
    if (n > 0) throw new ApiFailure(409, `この分野を登録している医師が ${n} 名いるため削除できません`)
    await expertise.remove(db, node.id)
    return { payload: { id: params.expertiseID, deletedAt: new Date().toISOString() } } // the id find found
  },
  'general.expertise.lookup': async ({ db, body }) => ({ items: await expertise.byIds(db, body.ids), nextCursorKey: null }),
}
