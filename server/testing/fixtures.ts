/**
 * Test fixtures on the server's own data layer: put one entity in a given state with a given id,
 * whatever was there before (an upsert). Pact provider states, server tests and browser-test
 * set-ups use these, so a state is always written the way the handlers would read it.
 *
 *   await ensureDoctor(db, { id: '42', frozen: true })          // 'doctor 42 exists and is frozen'
 *   await ensureDoctor(db, { id: '42', mpBalance: 1500 })       // balance + matching ledger entry
 *   await ensureClient(db, { id: '7', suspended: true })
 *   await ensureOperator(db, { email: 'someone@medicolle.example', role: 'operator', active: false })
 *
 * Defaults decode with the catalogue's payload schemas (katakana kana, digits-only licence
 * numbers, valid e-mails derived from the id). Ids are the API's opaque strings.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../src/db/database'
import { textArray } from '../src/db/sql-lists'

const one = <T>(rows: T[]): T => {
  const row = rows[0]
  if (!row) throw new Error('fixture: no row returned')
  return row
}

/**
 * Empty every application table (not the migration journal). Sequences keep counting.
 * Only the tables that hold rows are truncated (one query asks which): TRUNCATE gives each table
 * new files, and the whole schema took 40–55 ms on PGlite against 17 ms for the few a provider
 * state fills (the access matrix and the Pact provider reset before nearly every request).
 */
export const resetDatabase = async (db: Db): Promise<void> => {
  const tables = await db.query<{ name: string; literal: string }>(
    sql`SELECT quote_ident(tablename) AS name, quote_literal(quote_ident(tablename)) AS literal
        FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`,
  )
  if (!tables.length) return
  const filled = await db.query<{ name: string }>(
    sql.raw(tables.map((t) => `SELECT ${t.literal} AS name WHERE EXISTS (SELECT 1 FROM ${t.name})`).join(' UNION ALL ')),
  )
  if (filled.length) await db.query(sql.raw(`TRUNCATE ${filled.map((t) => t.name).join(', ')} CASCADE`))
}

export interface OperatorFixture {
  readonly id?: string
  readonly email: string
  readonly name?: string
  readonly role?: 'admin' | 'operator'
  readonly active?: boolean
  readonly accountId?: string | null
  /** The record's optimistic version (default 1: as if just created; a state may say it was edited since). */
  readonly version?: number
}

/** An operator (管理者) with this e-mail (matched case-insensitively); returns its id. */
export const ensureOperator = async (db: Db, o: OperatorFixture): Promise<string> => {
  const existing = await db.query<{ id: string }>(sql`SELECT id FROM operators WHERE lower(email) = lower(${o.email})`)
  const id = o.id ?? existing[0]?.id ?? null
  if (existing[0] && id !== existing[0].id) {
    await db.query(sql`UPDATE mp_ledger SET operator_id = NULL WHERE operator_id = ${existing[0].id}`)
    await db.query(sql`DELETE FROM operators WHERE id = ${existing[0].id}`)
  }
  const row = one(
    await db.query<{ id: string }>(sql`
      INSERT INTO operators (id, email, name, role, active, account_id, version)
      VALUES (COALESCE(${id}, nextval('entity_ids')::text), ${o.email}, ${o.name ?? 'テスト 管理者'}, ${o.role ?? 'operator'},
        ${o.active ?? true}, ${o.accountId ?? null}, ${o.version ?? 1})
      ON CONFLICT (id) DO UPDATE SET email = EXCLUDED.email, name = EXCLUDED.name, role = EXCLUDED.role,
        active = EXCLUDED.active, account_id = COALESCE(EXCLUDED.account_id, operators.account_id), updated_at = now(),
        version = ${o.version ?? 1}
      RETURNING id`),
  )
  return row.id
}

export interface OrganizationFixture {
  readonly id: string
  readonly name?: string
  readonly nameKana?: string
  readonly kind?: 'hospital' | 'clinic' | 'university' | 'society' | 'company' | 'other'
  readonly prefecture?: string | null
  readonly address?: string | null
  readonly phone?: string | null
  readonly url?: string | null
  /** The record's optimistic version (default 1: as if just created; a state may say it was edited since). */
  readonly version?: number
}

export const ensureOrganization = async (db: Db, o: OrganizationFixture): Promise<string> =>
  one(
    await db.query<{ id: string }>(sql`
      INSERT INTO organizations (id, name, name_kana, kind, prefecture, address, phone, url, version)
      VALUES (${o.id}, ${o.name ?? `テスト病院${o.id}`}, ${o.nameKana ?? 'テストビョウイン'}, ${o.kind ?? 'hospital'},
        ${o.prefecture === undefined ? '東京都' : o.prefecture}, ${o.address ?? null}, ${o.phone ?? null}, ${o.url ?? null}, ${o.version ?? 1})
      ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, name_kana = EXCLUDED.name_kana, kind = EXCLUDED.kind,
        prefecture = EXCLUDED.prefecture, address = EXCLUDED.address, phone = EXCLUDED.phone, url = EXCLUDED.url, updated_at = now(),
        deleted_at = NULL, version = ${o.version ?? 1}
      RETURNING id`),
  ).id

export const ensureBelong = async (db: Db, b: { readonly id: string; readonly name?: string; readonly sortOrder?: number }): Promise<string> =>
  one(
    await db.query<{ id: string }>(sql`
      INSERT INTO belongs (id, name, sort_order) VALUES (${b.id}, ${b.name ?? '勤務医'}, ${b.sortOrder ?? 0})
      ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, sort_order = EXCLUDED.sort_order, updated_at = now()
      RETURNING id`),
  ).id

/** An expertise node; its parent must exist (create parents first). */
export const ensureExpertise = async (
  db: Db,
  e: { readonly id: string; readonly name?: string; readonly parentId?: string | null; readonly sortOrder?: number },
): Promise<string> =>
  one(
    await db.query<{ id: string }>(sql`
      INSERT INTO expertise (id, name, parent_id, sort_order) VALUES (${e.id}, ${e.name ?? `専門分野${e.id}`}, ${e.parentId ?? null}, ${e.sortOrder ?? 0})
      ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, parent_id = EXCLUDED.parent_id, sort_order = EXCLUDED.sort_order, updated_at = now()
      RETURNING id`),
  ).id

export interface DoctorFixture {
  readonly id: string
  readonly email?: string
  readonly lastName?: string
  readonly firstName?: string
  readonly lastNameKana?: string
  readonly firstNameKana?: string
  readonly phone?: string | null
  readonly medicalLicenseNumber?: string
  readonly organizationId?: string | null
  readonly belongIds?: ReadonlyArray<string>
  readonly expertiseIds?: ReadonlyArray<string>
  readonly prefecture?: string | null
  readonly allowed?: boolean
  readonly frozen?: boolean
  /** Soft-deleted (hidden from lists; terminal). */
  readonly deleted?: boolean
  /** The MP balance; a ledger entry for the difference is written, so ledger and balance agree. */
  readonly mpBalance?: number
  readonly notificationDisabled?: boolean
  readonly receptionFrequency?: string
  /** The record's optimistic version (default 1: as if just created; a state may say it was edited since). */
  readonly version?: number
}

/**
 * A doctor in the given state. Referenced organisation, belongs and expertise must exist
 * (ensure them first); another live doctor holding the same e-mail is soft-deleted.
 */
export const ensureDoctor = async (db: Db, d: DoctorFixture): Promise<string> =>
  db.transaction(async (tx) => {
    const email = d.email ?? `doctor${d.id.replace(/[^A-Za-z0-9]/g, '')}@fixtures.example`
    await tx.query(sql`UPDATE doctors SET deleted_at = now() WHERE lower(email) = lower(${email}) AND id <> ${d.id} AND deleted_at IS NULL`)
    const before = await tx.query<{ mp_balance: number }>(sql`SELECT mp_balance FROM doctors WHERE id = ${d.id}`)
    const balance = d.mpBalance ?? Number(before[0]?.mp_balance ?? 0)
    await tx.query(sql`
      INSERT INTO doctors (id, email, last_name, first_name, last_name_kana, first_name_kana, phone, medical_license_number,
        organization_id, belong_ids, expertise_ids, prefecture, allowed, frozen, deleted_at, mp_balance,
        notification_disabled, reception_frequency, version)
      VALUES (${d.id}, ${email}, ${d.lastName ?? '山田'}, ${d.firstName ?? '太郎'}, ${d.lastNameKana ?? 'ヤマダ'},
        ${d.firstNameKana ?? 'タロウ'}, ${d.phone === undefined ? '090-1234-5678' : d.phone}, ${d.medicalLicenseNumber ?? '123456'},
        ${d.organizationId ?? null}, ${textArray(d.belongIds ?? [])}, ${textArray(d.expertiseIds ?? [])},
        ${d.prefecture === undefined ? '東京都' : d.prefecture}, ${d.allowed ?? true}, ${d.frozen ?? false},
        ${d.deleted ? sql`now()` : null}, ${balance}, ${d.notificationDisabled ?? false}, ${d.receptionFrequency ?? 'daily'}, ${d.version ?? 1})
      ON CONFLICT (id) DO UPDATE SET email = EXCLUDED.email, last_name = EXCLUDED.last_name, first_name = EXCLUDED.first_name,
        last_name_kana = EXCLUDED.last_name_kana, first_name_kana = EXCLUDED.first_name_kana, phone = EXCLUDED.phone,
        medical_license_number = EXCLUDED.medical_license_number, organization_id = EXCLUDED.organization_id,
        belong_ids = EXCLUDED.belong_ids, expertise_ids = EXCLUDED.expertise_ids, prefecture = EXCLUDED.prefecture,
        allowed = EXCLUDED.allowed, frozen = EXCLUDED.frozen, deleted_at = EXCLUDED.deleted_at, mp_balance = EXCLUDED.mp_balance,
        notification_disabled = EXCLUDED.notification_disabled, reception_frequency = EXCLUDED.reception_frequency, updated_at = now(),
        version = ${d.version ?? 1}`)
    const difference = balance - Number(before[0]?.mp_balance ?? 0)
    if (difference !== 0)
      await tx.query(sql`INSERT INTO mp_ledger (doctor_id, amount, kind, reason) VALUES (${d.id}, ${difference}, 'grant', 'テストデータ')`)
    return d.id
  })

export interface ClientFixture {
  readonly id: string
  readonly email?: string
  readonly companyName?: string
  readonly companyNameKana?: string
  readonly department?: string | null
  readonly contactName?: string
  readonly contactNameKana?: string | null
  readonly phone?: string | null
  readonly prefecture?: string | null
  readonly address?: string | null
  readonly url?: string | null
  readonly suspended?: boolean
  readonly deleted?: boolean
  /** The record's optimistic version (default 1: as if just created; a state may say it was edited since). */
  readonly version?: number
}

/** A client company in the given state; another live client holding the same e-mail is soft-deleted. */
export const ensureClient = async (db: Db, c: ClientFixture): Promise<string> =>
  db.transaction(async (tx) => {
    const email = c.email ?? `client${c.id.replace(/[^A-Za-z0-9]/g, '')}@fixtures.example`
    await tx.query(sql`UPDATE clients SET deleted_at = now() WHERE lower(email) = lower(${email}) AND id <> ${c.id} AND deleted_at IS NULL`)
    await tx.query(sql`
      INSERT INTO clients (id, company_name, company_name_kana, department, contact_name, contact_name_kana, email, phone,
        prefecture, address, url, suspended_at, deleted_at, version)
      VALUES (${c.id}, ${c.companyName ?? `テスト製薬${c.id}`}, ${c.companyNameKana ?? 'テストセイヤク'}, ${c.department ?? null},
        ${c.contactName ?? '担当 一郎'}, ${c.contactNameKana ?? null}, ${email}, ${c.phone ?? null},
        ${c.prefecture === undefined ? '東京都' : c.prefecture}, ${c.address ?? null}, ${c.url ?? null},
        ${c.suspended ? sql`now()` : null}, ${c.deleted ? sql`now()` : null}, ${c.version ?? 1})
      ON CONFLICT (id) DO UPDATE SET company_name = EXCLUDED.company_name, company_name_kana = EXCLUDED.company_name_kana,
        department = EXCLUDED.department, contact_name = EXCLUDED.contact_name, contact_name_kana = EXCLUDED.contact_name_kana,
        email = EXCLUDED.email, phone = EXCLUDED.phone, prefecture = EXCLUDED.prefecture, address = EXCLUDED.address,
        url = EXCLUDED.url, suspended_at = CASE WHEN ${c.suspended ?? false} THEN COALESCE(clients.suspended_at, now()) END,
        deleted_at = EXCLUDED.deleted_at, updated_at = now(), version = ${c.version ?? 1}`)
    return c.id
  })

/** One month of a client's usage (what the usage report counts). `month` is `YYYY-MM`. */
export const ensureUsage = async (
  db: Db,
  u: { readonly clientId: string; readonly month: string; readonly pressReleaseCount?: number; readonly offerCount?: number; readonly viewCount?: number },
): Promise<void> => {
  const data = {
    clientId: u.clientId,
    month: u.month,
    pressReleaseCount: u.pressReleaseCount ?? 0,
    offerCount: u.offerCount ?? 0,
    viewCount: u.viewCount ?? 0,
  }
  await db.transaction(async (tx) => {
    await tx.query(sql`DELETE FROM documents WHERE kind = 'usage' AND data->>'clientId' = ${u.clientId} AND data->>'month' = ${u.month}`)
    await tx.query(sql`INSERT INTO documents (kind, data) VALUES ('usage', ${JSON.stringify(data)}::jsonb)`)
  })
}

/** The MP ledger of a doctor, newest first (to assert what a grant wrote). */
export const mpLedger = (db: Db, doctorId: string) =>
  db.query<{ id: string; amount: number; reason: string; operator_id: string | null }>(
    sql`SELECT id, amount, reason, operator_id FROM mp_ledger WHERE doctor_id = ${doctorId} ORDER BY created_at DESC, id DESC`,
  )
