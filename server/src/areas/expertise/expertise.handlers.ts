/**
 * The expertise tree (専門分野): re-parenting never creates a cycle; a node with children or
 * doctors cannot be deleted; two nodes under one parent never share a name (NFKC, case-insensitive:
 * the unique index `expertise_sibling_name` holds it under concurrent requests, the check before it
 * names the field; either way a 409 with the field's message). The SQL is in expertise.repository.ts.
 */
import type { Catalogue } from '#domain/catalogue'
import { ExpertiseCreate, expertiseNameTakenMessage, wouldCreateCycle } from '#domain/expertise'
import { ApiFailure, type AreaHandlers } from '../support/handler'
import type { Db } from '../../db/db'
import * as expertise from './expertise.repository'
import { expertise as expertiseTable } from './expertise.table'
import { auditedRecord, payloadId, recorded, type AuditedFor } from '../support/audit'
import { assertUpdated, assertVersion } from '../support/version'
import { columnNamesOf, recordColumns } from '../../db/records'

/** The refusal of a name a sibling has: the name field's message, as the console's name dialog shows it. */
const duplicate = (name: string) => new ApiFailure(409, expertiseNameTakenMessage(name))

/** Refuse a name a sibling under `parentId` has (other than the node itself). */
const assertNameFree = async (db: Db, parentId: string | null, name: string, exceptId: string | null) => {
  const taken = await expertise.siblingNamed(db, parentId, name, exceptId)
  if (taken !== undefined) throw duplicate(taken)
}

/** A write the unique index refused (a concurrent request saved the name first): the same 409. */
const uniqueName = async <T>(name: string, write: () => Promise<T>): Promise<T> => {
  try {
    return await write()
  } catch (error) {
    if ((error as { code?: unknown }).code === '23505') throw duplicate(name)
    throw error
  }
}

export const handlers = {
  'general.expertise.tree': async ({ db }) => ({ payload: await expertise.tree(db) }),
  'general.expertise.create': async ({ db, body }) => {
    if (body.parentId) await expertise.find(db, body.parentId)
    await assertNameFree(db, body.parentId ?? null, body.name, null)
    return { payload: await uniqueName(body.name, () => expertise.insert(db, body)), status: 201 }
  },
  'general.expertise.update': async ({ db, params, body }) => {
    const node = await expertise.find(db, params.expertiseID)
    assertVersion('専門分野', node.version, body.version)
    await assertNameFree(db, node.parentId, body.name, node.id)
    const renamed = await uniqueName(body.name, () => expertise.update(db, params.expertiseID, body))
    assertUpdated('専門分野', renamed !== undefined)
    return { payload: renamed! }
  },
  'general.expertise.move': async ({ db, params, body }) =>
    db.transaction(async (tx) => {
      const node = await expertise.find(tx, params.expertiseID)
      if (body.parentId) await expertise.find(tx, body.parentId)
      if (wouldCreateCycle(await expertise.lockedParents(tx), params.expertiseID, body.parentId))
        throw new ApiFailure(422, '自分自身またはその配下の分野を親にすることはできません（循環します）')
      await assertNameFree(tx, body.parentId ?? null, node.name, node.id)
      return { payload: await uniqueName(node.name, () => expertise.move(tx, params.expertiseID, body)) }
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
} satisfies AreaHandlers<Catalogue>

/** What a create sets (name, parent, order): every change records these columns. */
const node = auditedRecord('expertise', recorded(expertiseTable, ...columnNamesOf(recordColumns(expertiseTable, ExpertiseCreate.fields))), 'expertiseID')

export const audited = {
  ...node.created(payloadId, 'general.expertise.create'),
  ...node.changed('general.expertise.update', 'general.expertise.move', 'general.expertise.delete'),
} satisfies AuditedFor<keyof typeof handlers>
