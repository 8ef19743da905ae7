/**
 * Health checks, admissions (may this e-mail sign in to this login destination), the signed-in
 * account, operators (管理者: admin role only; never delete or demote the last active admin),
 * belongs (所属区分) and the expertise tree (専門分野: re-parenting never creates a cycle; a node
 * with children or doctors cannot be deleted).
 */
import { sql } from 'drizzle-orm'
import type { Catalogue } from '#domain/catalogue'
import { wouldCreateCycle, type Expertise, type ExpertiseNodeEncoded } from '#domain/expertise'
import type { Belong } from '#domain/belong'
import type { Operator, OperatorInput, OperatorRole } from '#domain/operator'
import type { Db } from '../db/database'
import type { ColumnsOf, RowOf } from '../db/rows'
import type { belongs, expertise, operators } from '../db/schema'
import { ApiFailure, notFound, type HandlersFor, type Json } from './handler'
import { iso, isoOrNull, keysetPage, likePattern, type SortValue } from './paging'
import { assertUpdated, assertVersion } from './support/version'

const health = async () => ({ payload: { status: 'ok' as const, time: new Date().toISOString() } })

/** Admission for `management` = an active operator with that e-mail; other destinations: an active account. */
const admission = async (db: Db, email: string, loginDest: string): Promise<boolean> => {
  switch (loginDest) {
    case 'management':
      return (await db.query(sql`SELECT 1 FROM operators WHERE lower(email) = lower(${email}) AND active`)).length > 0
    case 'doctor':
      return (
        (await db.query(sql`SELECT 1 FROM doctors WHERE lower(email) = lower(${email}) AND deleted_at IS NULL AND NOT frozen`)).length > 0
      )
    case 'client':
      return (
        (await db.query(sql`SELECT 1 FROM clients WHERE lower(email) = lower(${email}) AND deleted_at IS NULL AND suspended_at IS NULL`))
          .length > 0
      )
    default:
      return false
  }
}

type OperatorRow = RowOf<typeof operators, { role: OperatorRole }> & SortValue

const toOperator = (r: OperatorRow): Operator =>
  ({
    id: r.id,
    accountId: r.account_id,
    email: r.email,
    name: r.name,
    role: r.role,
    active: r.active,
    lastSignedInAt: isoOrNull(r.last_signed_in_at),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
    version: Number(r.version),
  }) as Operator

const findOperator = async (db: Db, id: string) => {
  const rows = await db.query<OperatorRow>(sql`SELECT *, NULL AS sort_value FROM operators WHERE id = ${id}`)
  return toOperator(rows[0] ?? notFound('管理者'))
}

/**
 * Refuse a change that would leave no active admin. Called for every change that removes an active
 * admin (a demotion, a deactivation, a deletion), inside runAudited's transaction (http/audited.ts),
 * which has already locked the changed row.
 *
 * Under ANY interleaving (issue 28): two admins demoting each other at once each counted the
 * other as still active, and both changes were made. So these changes first take ONE
 * transaction-level advisory lock and run one at a time: each counts after the previous one
 * committed (READ COMMITTED: the count is a new statement, it sees every commit before it), and
 * the lock is held until this change commits or rolls back. A change that adds an admin needs no
 * lock (it can only make the count larger). Not a FOR UPDATE of every active admin: runAudited
 * holds the changed row already, so two calls each holding one admin and waiting for the other's
 * would deadlock (40P01, a 500: seen within 30 rounds of tests/server/concurrency.test.ts). Here
 * the order is always changed row → this lock, and the holder touches no operator row but the one
 * it already holds, so no wait ever closes a cycle.
 */
const assertAdminRemains = async (db: Db, changedId: string) => {
  await db.query(sql`SELECT pg_advisory_xact_lock(hashtext('operators.admin-removal'))`)
  const rows = await db.query(sql`SELECT 1 FROM operators WHERE role = 'admin' AND active AND id <> ${changedId}`)
  if (rows.length === 0) throw new ApiFailure(422, '有効な管理者（全権限）が一人もいなくなるため、この変更はできません')
}

const assertOperatorEmailFree = async (db: Db, email: string, exceptId: string | null) => {
  const rows = await db.query(sql`SELECT 1 FROM operators WHERE lower(email) = lower(${email}) AND id IS DISTINCT FROM ${exceptId}`)
  if (rows.length) throw new ApiFailure(409, `メールアドレス ${email} の管理者はすでに登録されています`)
}

export const insertOperator = async (db: Db, o: OperatorInput): Promise<string> => {
  await assertOperatorEmailFree(db, o.email, null)
  const rows = await db.query<ColumnsOf<typeof operators, 'id'>>(
    sql`INSERT INTO operators (email, name, role, active) VALUES (${o.email}, ${o.name}, ${o.role}, ${o.active}) RETURNING id`,
  )
  return rows[0]!.id
}

type ExpertiseRow = RowOf<typeof expertise>
/** A node with the doctors holding it and those holding it or a node below it (`allExpertise`). */
type CountedExpertiseRow = ExpertiseRow & { doctor_count: number; subtree_doctor_count: number }

const toExpertise = (r: ExpertiseRow): Expertise =>
  ({
    id: r.id,
    name: r.name,
    parentId: r.parent_id,
    sortOrder: Number(r.sort_order),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  }) as Expertise

/**
 * Every node with the doctors holding it and the distinct doctors holding it or any node below it
 * (what moving or deleting it affects), in one pass over the doctors' expertise (the tree has no
 * cycles: the move refuses them).
 */
const allExpertise = (db: Db) =>
  db.query<CountedExpertiseRow>(sql`
    WITH RECURSIVE sub(root, id) AS (
      SELECT id, id FROM expertise
      UNION ALL
      SELECT sub.root, e.id FROM expertise e JOIN sub ON e.parent_id = sub.id
    ),
    held AS (
      SELECT d.id AS doctor_id, x.id AS expertise_id
      FROM doctors d CROSS JOIN LATERAL unnest(d.expertise_ids) AS x(id) WHERE d.deleted_at IS NULL
    ),
    own AS (SELECT expertise_id, count(DISTINCT doctor_id) AS n FROM held GROUP BY expertise_id),
    subtree AS (SELECT sub.root, count(DISTINCT held.doctor_id) AS n FROM sub JOIN held ON held.expertise_id = sub.id GROUP BY sub.root)
    SELECT e.*, COALESCE(own.n, 0)::int AS doctor_count, COALESCE(subtree.n, 0)::int AS subtree_doctor_count
    FROM expertise e
    LEFT JOIN own ON own.expertise_id = e.id
    LEFT JOIN subtree ON subtree.root = e.id
    ORDER BY e.sort_order, e.id`)

const findExpertise = async (db: Db, id: string) => {
  const rows = await db.query<ExpertiseRow>(sql`SELECT * FROM expertise WHERE id = ${id}`)
  return rows[0] ?? notFound('専門分野')
}

const buildTree = (rows: ReadonlyArray<CountedExpertiseRow>): ExpertiseNodeEncoded[] => {
  const children = new Map<string | null, CountedExpertiseRow[]>()
  for (const r of rows) children.set(r.parent_id, [...(children.get(r.parent_id) ?? []), r])
  const build = (parent: string | null): ExpertiseNodeEncoded[] =>
    (children.get(parent) ?? []).map(
      (r) =>
        ({
          id: r.id,
          name: r.name,
          parentId: r.parent_id,
          sortOrder: Number(r.sort_order),
          doctorCount: Number(r.doctor_count),
          subtreeDoctorCount: Number(r.subtree_doctor_count),
          children: build(r.id),
        }),
    )
  return build(null)
}

const toBelong = (r: RowOf<typeof belongs>): Json<typeof Belong> =>
  ({
    id: r.id,
    name: r.name,
    sortOrder: Number(r.sort_order),
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  }) as Json<typeof Belong>

type AccountCalls =
  | 'general.health.check'
  | 'admin.health.check'
  | 'direct.health.check'
  | 'general.admissions.check'
  | 'direct.admissions.check'
  | 'general.auth.get'
  | 'admin.operators.list'
  | 'admin.operators.get'
  | 'admin.operators.create'
  | 'admin.operators.update'
  | 'admin.operators.delete'
  | 'general.belongs.list'
  | 'general.belongs.get'
  | 'general.belongs.lookup'
  | 'general.expertise.tree'
  | 'general.expertise.create'
  | 'general.expertise.update'
  | 'general.expertise.move'
  | 'general.expertise.delete'
  | 'general.expertise.lookup'

export const accountHandlers: HandlersFor<Catalogue, AccountCalls> = {
  'general.health.check': health,
  'admin.health.check': health,
  'direct.health.check': health,
  'general.admissions.check': async ({ db, query }) => ({ payload: await admission(db, query.email, query.loginDest) }),
  'direct.admissions.check': async ({ db, query }) => ({ payload: await admission(db, query.email, query.loginDest) }),
  'general.auth.get': async ({ db, params, caller }) => {
    if (!caller || (caller.uid !== params.AccountID && !caller.operator)) throw new ApiFailure(403, '他のアカウントの情報は参照できません')
    const isSelf = caller.uid === params.AccountID
    const rows = await db.query<OperatorRow>(
      sql`SELECT *, NULL AS sort_value FROM operators WHERE account_id = ${params.AccountID} OR (${isSelf} AND account_id IS NULL AND lower(email) = lower(${caller.email ?? ''}))`,
    )
    const op = rows[0] ?? notFound('アカウント')
    return {
      payload: {
        accountId: params.AccountID,
        kind: 'operator',
        email: op.email,
        displayName: op.name,
        operatorId: op.id,
        role: op.role,
        active: op.active,
      },
    }
  },
  'admin.operators.list': async ({ db, query }) => {
    const like = likePattern(query.keyword)
    return keysetPage<OperatorRow, Operator>(
      query,
      { createdAt: 'created_at', name: 'name', email: 'lower(email)' },
      'createdAt',
      (sortValue, after, orderBy, limit) =>
        db.query<OperatorRow>(sql`
          SELECT *, ${sortValue} AS sort_value FROM operators
          WHERE (${like}::text IS NULL OR lower(name || ' ' || email) LIKE ${like})
            AND (${query.role ?? null}::text IS NULL OR role = ${query.role ?? null})
            AND (${query.active ?? null}::boolean IS NULL OR active = ${query.active ?? null})
            AND ${after}
          ORDER BY ${orderBy} LIMIT ${limit}`),
      toOperator,
    )
  },
  'admin.operators.get': async ({ db, params }) => ({ payload: await findOperator(db, params.operatorID) }),
  'admin.operators.create': async ({ db, body }) => ({ payload: await findOperator(db, await insertOperator(db, body)), status: 201 }),
  'admin.operators.update': async ({ db, params, body, caller }) => {
    const current = await findOperator(db, params.operatorID)
    if (current.role === 'admin' && current.active && (body.role !== 'admin' || !body.active)) await assertAdminRemains(db, current.id)
    // nobody demotes or deactivates themselves (the last admin is refused above, with its own reason)
    if (caller?.operator?.id === current.id && (body.role !== current.role || !body.active)) {
      throw new ApiFailure(422, '自分自身の権限の変更・無効化はできません')
    }
    assertVersion('管理者', current.version, body.version)
    await assertOperatorEmailFree(db, body.email, current.id)
    const rows = await db.query(sql`
      UPDATE operators SET email = ${body.email}, name = ${body.name}, role = ${body.role}, active = ${body.active},
        updated_at = now(), version = version + 1
      WHERE id = ${current.id} AND version = ${body.version} RETURNING id`)
    assertUpdated('管理者', rows)
    return { payload: await findOperator(db, current.id) }
  },
  'admin.operators.delete': async ({ db, params, caller }) => {
    const current = await findOperator(db, params.operatorID)
    if (caller?.operator?.id === current.id) throw new ApiFailure(422, '自分自身は削除できません')
    if (current.role === 'admin' && current.active) await assertAdminRemains(db, current.id)
    await db.query(sql`UPDATE mp_ledger SET operator_id = NULL WHERE operator_id = ${current.id}`)
    await db.query(sql`DELETE FROM operators WHERE id = ${current.id}`)
    return { payload: { id: current.id, deletedAt: new Date().toISOString() } }
  },
  'general.belongs.list': async ({ db }) => ({
    items: (await db.query<RowOf<typeof belongs>>(sql`SELECT * FROM belongs ORDER BY sort_order, id`)).map(toBelong),
    nextCursorKey: null,
  }),
  'general.belongs.get': async ({ db, params }) => {
    const rows = await db.query<RowOf<typeof belongs>>(sql`SELECT * FROM belongs WHERE id = ${params.belongID}`)
    return { payload: toBelong(rows[0] ?? notFound('所属区分')) }
  },
  'general.belongs.lookup': async ({ db, body }) => ({
    items: body.ids.length
      ? (
          await db.query<RowOf<typeof belongs>>(
            sql`SELECT * FROM belongs WHERE id IN (${sql.join(body.ids.map((i) => sql`${i}`), sql`, `)}) ORDER BY sort_order, id`,
          )
        ).map(toBelong)
      : [],
    nextCursorKey: null,
  }),
  'general.expertise.tree': async ({ db }) => ({ payload: buildTree(await allExpertise(db)) }),
  'general.expertise.create': async ({ db, body }) => {
    if (body.parentId) await findExpertise(db, body.parentId)
    const rows = await db.query<ExpertiseRow>(sql`
      INSERT INTO expertise (name, parent_id, sort_order)
      VALUES (${body.name}, ${body.parentId}, COALESCE(${body.sortOrder ?? null}::int,
        (SELECT COALESCE(max(sort_order), 0) + 10 FROM expertise WHERE parent_id IS NOT DISTINCT FROM ${body.parentId})))
      RETURNING *`)
    return { payload: toExpertise(rows[0] as ExpertiseRow), status: 201 }
  },
  'general.expertise.update': async ({ db, params, body }) => {
    await findExpertise(db, params.expertiseID)
    const rows = await db.query<ExpertiseRow>(sql`
      UPDATE expertise SET name = ${body.name}, sort_order = ${body.sortOrder}, updated_at = now() WHERE id = ${params.expertiseID} RETURNING *`)
    return { payload: toExpertise(rows[0] as ExpertiseRow) }
  },
  'general.expertise.move': async ({ db, params, body }) =>
    db.transaction(async (tx) => {
      await findExpertise(tx, params.expertiseID)
      if (body.parentId) await findExpertise(tx, body.parentId)
      const all = await tx.query<ColumnsOf<typeof expertise, 'id' | 'parent_id'>>(sql`SELECT id, parent_id FROM expertise FOR UPDATE`)
      const parentOf = new Map(all.map((r) => [r.id, r.parent_id]))
      if (wouldCreateCycle(parentOf, params.expertiseID, body.parentId))
        throw new ApiFailure(422, '自分自身またはその配下の分野を親にすることはできません（循環します）')
      const rows = await tx.query<ExpertiseRow>(sql`
        UPDATE expertise SET parent_id = ${body.parentId}, sort_order = COALESCE(${body.sortOrder ?? null}::int, sort_order), updated_at = now()
        WHERE id = ${params.expertiseID} RETURNING *`)
      return { payload: toExpertise(rows[0] as ExpertiseRow) }
    }),
  'general.expertise.delete': async ({ db, params }) => {
    const node = await findExpertise(db, params.expertiseID)
    const children = await db.query(sql`SELECT 1 FROM expertise WHERE parent_id = ${node.id} LIMIT 1`)
    if (children.length) throw new ApiFailure(409, '配下の分野があるため削除できません。先に配下の分野を移動または削除してください')
    const doctors = await db.query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM doctors WHERE ${node.id} = ANY(expertise_ids) AND deleted_at IS NULL`,
    )
    const n = Number(doctors[0]?.n ?? 0)
    if (n > 0) throw new ApiFailure(409, `この分野を登録している医師が ${n} 名いるため削除できません`)
    await db.query(sql`DELETE FROM expertise WHERE id = ${node.id}`)
    return { payload: { id: params.expertiseID, deletedAt: new Date().toISOString() } } // the id findExpertise found
  },
  'general.expertise.lookup': async ({ db, body }) => ({
    items: body.ids.length
      ? (await db.query<ExpertiseRow>(sql`SELECT * FROM expertise WHERE id IN (${sql.join(body.ids.map((i) => sql`${i}`), sql`, `)}) ORDER BY sort_order, id`)).map(
          toExpertise,
        )
      : [],
    nextCursorKey: null,
  }),
}
