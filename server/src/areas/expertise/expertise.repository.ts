/**
 * The expertise tree's SQL (専門分野) and its mappers: `toExpertise` for one node, `toTree` for the
 * tree with its doctor counts.
 */
import { sql, type SQL } from 'drizzle-orm'
import { Expertise as ExpertiseSchema, expertisePathSeparator, type Expertise, type ExpertiseNodeEncoded } from '#domain/expertise'
import type { Db } from '../../db/db'
import { readRecord, recordColumns } from '../../db/records'
import type { ColumnsOf, RowOf } from '../../db/rows'
import { expertise, foldedExpertiseName } from './expertise.table'
import { inList } from '../../db/sql-lists'
import * as doctors from '../doctor'
import { notFound } from '../support/handler'
import { hitCondition, type SearchHitsSql } from '../support/search-hits'

type ExpertiseRow = RowOf<typeof expertise>
/** A node with the doctors holding it and those holding it or a node below it (`tree`). */
type CountedExpertiseRow = ExpertiseRow & { doctor_count: number; subtree_doctor_count: number }

/** The record's fields that are columns (db/records.ts): all of them. */
const shown = recordColumns(expertise, ExpertiseSchema.fields)

const toExpertise = (r: ExpertiseRow): Expertise => readRecord(shown, r) as Expertise

const toTree = (rows: ReadonlyArray<CountedExpertiseRow>): ExpertiseNodeEncoded[] => {
  const children = new Map<string | null, CountedExpertiseRow[]>()
  for (const r of rows) children.set(r.parent_id, [...(children.get(r.parent_id) ?? []), r])
  const build = (parent: string | null): ExpertiseNodeEncoded[] =>
    (children.get(parent) ?? []).map((r) => {
      // a node of the tree: the record without its times, with its doctor counts and children
      const { createdAt: _created, updatedAt: _updated, ...node } = toExpertise(r)
      return { ...node, doctorCount: Number(r.doctor_count), subtreeDoctorCount: Number(r.subtree_doctor_count), children: build(r.id) }
    })
  return build(null)
}

/**
 * The tree: every node with the doctors holding it and the distinct doctors holding it or any node
 * below it (what moving or deleting it affects), in one pass over the doctors' expertise (the tree
 * has no cycles: the move refuses them).
 */
export const tree = async (db: Db): Promise<ExpertiseNodeEncoded[]> =>
  toTree(
    await db.query<CountedExpertiseRow>(sql`
    WITH RECURSIVE sub(root, id) AS (
      SELECT id, id FROM expertise
      UNION ALL
      SELECT sub.root, e.id FROM expertise e JOIN sub ON e.parent_id = sub.id
    ),
    held AS (${doctors.expertiseHeld}),
    own AS (SELECT expertise_id, count(DISTINCT doctor_id) AS n FROM held GROUP BY expertise_id),
    subtree AS (SELECT sub.root, count(DISTINCT held.doctor_id) AS n FROM sub JOIN held ON held.expertise_id = sub.id GROUP BY sub.root)
    SELECT e.*, COALESCE(own.n, 0)::int AS doctor_count, COALESCE(subtree.n, 0)::int AS subtree_doctor_count
    FROM expertise e
    LEFT JOIN own ON own.expertise_id = e.id
    LEFT JOIN subtree ON subtree.root = e.id
    ORDER BY e.sort_order, e.id`),
  )

/** The node, or 404. */
export const find = async (db: Db, id: string): Promise<Expertise> => {
  const rows = await db.query<ExpertiseRow>(sql`SELECT * FROM expertise WHERE id = ${id}`)
  return toExpertise(rows[0] ?? notFound('専門分野'))
}

/**
 * A node under `parentId` (null: a root) whose name folds like `name` (NFKC, case, spaces around:
 * `foldedExpertiseName`, the unique index's expression), other than `exceptId`; its name, or undefined.
 */
export const siblingNamed = async (db: Db, parentId: string | null, name: string, exceptId: string | null): Promise<string | undefined> => {
  const rows = await db.query<ColumnsOf<typeof expertise, 'name'>>(sql`
    SELECT name FROM expertise
    WHERE parent_id IS NOT DISTINCT FROM ${parentId} AND ${foldedExpertiseName(sql`name`)} = ${foldedExpertiseName(name)}
      AND id IS DISTINCT FROM ${exceptId}
    LIMIT 1`)
  return rows[0]?.name
}

/** The nodes of these ids that exist, in display order. */
export const byIds = async (db: Db, ids: ReadonlyArray<string>): Promise<Expertise[]> =>
  ids.length ? (await db.query<ExpertiseRow>(sql`SELECT * FROM expertise WHERE ${inList(sql`id`, ids)} ORDER BY sort_order, id`)).map(toExpertise) : []

/** A new node; without a sort order, after its last sibling. */
export const insert = async (db: Db, node: { readonly name: string; readonly parentId: string | null; readonly sortOrder?: number | undefined }) => {
  const rows = await db.query<ExpertiseRow>(sql`
    INSERT INTO expertise (name, parent_id, sort_order)
    VALUES (${node.name}, ${node.parentId}, COALESCE(${node.sortOrder ?? null}::int,
      (SELECT COALESCE(max(sort_order), 0) + 10 FROM expertise WHERE parent_id IS NOT DISTINCT FROM ${node.parentId})))
    RETURNING *`)
  return toExpertise(rows[0] as ExpertiseRow)
}

/** Rename (and re-order) at the version read: the node, or undefined when someone changed it in between. */
export const update = async (db: Db, id: string, node: { readonly name: string; readonly sortOrder: number; readonly version: number }) => {
  const rows = await db.query<ExpertiseRow>(sql`
    UPDATE expertise SET name = ${node.name}, sort_order = ${node.sortOrder}, updated_at = now(), version = version + 1
    WHERE id = ${id} AND version = ${node.version} RETURNING *`)
  return rows[0] && toExpertise(rows[0])
}

/** Every node's parent, the nodes locked for the transaction (a move checks for cycles on them). */
export const lockedParents = async (db: Db): Promise<Map<string, string | null>> => {
  const all = await db.query<ColumnsOf<typeof expertise, 'id' | 'parent_id'>>(sql`SELECT id, parent_id FROM expertise FOR UPDATE`)
  return new Map(all.map((r) => [r.id, r.parent_id]))
}

/** Re-parent the node (and re-order it when a sort order is given). */
export const move = async (db: Db, id: string, to: { readonly parentId: string | null; readonly sortOrder?: number | undefined }) => {
  const rows = await db.query<ExpertiseRow>(sql`
    UPDATE expertise SET parent_id = ${to.parentId}, sort_order = COALESCE(${to.sortOrder ?? null}::int, sort_order), updated_at = now(), version = version + 1
    WHERE id = ${id} RETURNING *`)
  return toExpertise(rows[0] as ExpertiseRow)
}

export const hasChildren = async (db: Db, id: string): Promise<boolean> =>
  (await db.query(sql`SELECT 1 FROM expertise WHERE parent_id = ${id} LIMIT 1`)).length > 0

/** The live doctors holding this node (the doctor area counts them). */
export const doctorCount = (db: Db, id: string): Promise<number> => doctors.countHoldingExpertise(db, id)

export const remove = async (db: Db, id: string): Promise<void> => {
  await db.query(sql`DELETE FROM expertise WHERE id = ${id}`)
}

// ── What other areas read of expertise (exported by ./index.ts).

/** Which of these ids are expertise nodes. */
export const existingIds = async (db: Db, ids: ReadonlyArray<string>): Promise<Set<string>> =>
  ids.length ? new Set((await db.query<{ id: string }>(sql`SELECT id FROM expertise WHERE ${inList(sql`id`, ids)}`)).map((r) => r.id)) : new Set<string>()

/** The audit log's names: `(id, name)` of these nodes, each as its path, root first (内科 › 循環器内科), walked up its parents (`ids`: a text array). */
export const auditNames = (ids: SQL) => sql`WITH RECURSIVE up(start, parent_id, path, depth) AS (
      SELECT e.id, e.parent_id, e.name, 0 FROM expertise e WHERE e.id = ANY(${ids})
      UNION ALL
      SELECT up.start, p.parent_id, p.name || ${expertisePathSeparator}::text || up.path, up.depth + 1
        FROM up JOIN expertise p ON p.id = up.parent_id WHERE up.depth < 64
    ) SELECT start AS id, path AS name FROM up WHERE parent_id IS NULL`

/** The console search's part (support/search-hits.ts): nodes by name, roots first; the parent's name tells them apart (a root: empty). */
export const searchHits: SearchHitsSql = (ask, limit) => sql`
  SELECT e.id, e.name AS title, coalesce(p.name, '') AS detail, NULL::text AS status FROM expertise e LEFT JOIN expertise p ON p.id = e.parent_id
  WHERE ${hitCondition(ask, sql`e.id`, sql`medicolle_fold(e.name)`)}
  ORDER BY e.parent_id IS NOT NULL, e.sort_order, e.id LIMIT ${limit}`
