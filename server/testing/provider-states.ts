/**
 * Pact provider states of the reference server: every state named in contracts/pacts/*.json,
 * set up through the server's own data layer (the fixtures of fixtures.ts, plus plain SQL on the
 * same tables where a fixture has no option for a field the contract pins).
 *
 * States are domain facts ('doctor 42 exists and is frozen'); each one also carries its facts as
 * parameters, and handlers read the parameters (with the name's numbers as fall-back), so a
 * backend team can implement the same states from the parameters alone.
 *
 * The states of every area and their look-up by name (`setUpProviderState`) are in
 * provider-state-setup.ts, which imports this module and the area modules (media, survey) that build
 * on its facts, so no module imports one that imports it back.
 *
 * Before each interaction the verifier calls `resetToBaseline`: every table emptied, then the two
 * operators every deployment has (admin@ as admin, operator@ as a plain operator). A state may
 * also say who calls: by default the admin operator; 'doctor 42 is signed in', 'the caller is
 * operator@…' and 'the ID token … has expired' change it (see `CallerChoice`).
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../src/db/database'
import {
  ensureBelong, ensureClient, ensureDoctor, ensureExpertise, ensureOperator, ensureOrganization, ensureUsage, resetDatabase,
} from './fixtures'
import { textArray } from '../src/db/sql-lists'
import { historyTables } from '../src/areas/audit-log/audit-log.repository'

/** Who the next request is from: an identity (by e-mail) or a token that no longer verifies. */
export type CallerChoice = { readonly kind: 'email'; readonly email: string } | { readonly kind: 'expired'; readonly email: string }

export const adminEmail = 'admin@medicolle.example'
export const operatorEmail = 'operator@medicolle.example'
export const defaultCaller: CallerChoice = { kind: 'email', email: adminEmail }

export type Params = Readonly<Record<string, unknown>>

export interface StateDefinition {
  /** Matches the state name; capture groups are the name's facts. */
  readonly pattern: RegExp
  /** Sets the state up; may say who calls next. */
  readonly setUp: (db: Db, facts: ReadonlyArray<string>, params: Params) => Promise<CallerChoice | void>
}

/** A state's parameter, or the fact captured from its name. */
export const str = (params: Params, key: string, fallback: string | undefined): string => {
  const value = params[key] ?? fallback
  if (typeof value !== 'string' || value === '') throw new Error(`provider state: parameter ${key} is missing`)
  return value
}
const num = (params: Params, key: string, fallback: string | undefined): number => {
  const value = Number(params[key] ?? fallback)
  if (!Number.isFinite(value)) throw new Error(`provider state: parameter ${key} is not a number`)
  return value
}

/** The baseline operators' ids as the deployment has them (1 and 2 on an empty database). */
const adminIdSql = sql`(SELECT id FROM operators WHERE email = ${adminEmail})`
const plainOperatorIdSql = sql`(SELECT id FROM operators WHERE email = ${operatorEmail})`

/** Empty every table (or put back the data set a deployment keeps: `restore`), then the operators every deployment has. */
export const resetToBaseline = async (db: Db, restore?: DataSnapshot): Promise<void> => {
  await resetDatabase(db)
  if (restore) await restoreSnapshot(db, restore)
  // a deployment's own operators keep their ids (ids 1 and 2 only on an empty database)
  await ensureOperator(db, { ...(restore ? {} : { id: '1' }), email: adminEmail, name: '管理 太郎', role: 'admin' })
  await ensureOperator(db, { ...(restore ? {} : { id: '2' }), email: operatorEmail, name: '運用 一郎', role: 'operator' })
}

/**
 * Every row of every table and the sequences' positions, as JSON (PostgreSQL): a deployment's own
 * data that each interaction starts from again (the contracts verified among rows they were not
 * written for: tests/contract/provider/deployment/postgres.verify.ts).
 */
export interface DataSnapshot {
  readonly statements: string
  readonly rows: number
}

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`

export const takeSnapshot = async (db: Db): Promise<DataSnapshot> => {
  const tables = await db.query<{ name: string; columns: string }>(sql`
    SELECT quote_ident(t.tablename) AS name,
      (SELECT string_agg(quote_ident(c.column_name), ', ' ORDER BY c.ordinal_position) FROM information_schema.columns c
        WHERE c.table_schema = t.schemaname AND c.table_name = t.tablename AND c.is_generated = 'NEVER') AS columns
    FROM pg_tables t WHERE t.schemaname = current_schema() ORDER BY t.tablename`)
  const statements: string[] = ['SET session_replication_role = replica']
  let rows = 0
  for (const table of tables) {
    const [data] = await db.query<{ json: string | null; n: number }>(sql.raw(`SELECT json_agg(t)::text AS json, count(*)::int AS n FROM ${table.name} t`))
    if (!data?.json) continue
    rows += data.n
    statements.push(
      `INSERT INTO ${table.name} (${table.columns}) SELECT ${table.columns} FROM json_populate_recordset(NULL::${table.name}, ${literal(data.json)}::json)`,
    )
  }
  const sequences = await db.query<{ name: string; value: string | null }>(sql`
    SELECT quote_ident(sequencename) AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = current_schema()`)
  for (const seq of sequences) if (seq.value !== null) statements.push(`SELECT setval(${literal(seq.name)}, ${seq.value})`)
  statements.push('SET session_replication_role = origin')
  return { statements: statements.join(';\n'), rows }
}

const restoreSnapshot = async (db: Db, snapshot: DataSnapshot) => {
  await db.query(sql.raw(snapshot.statements))
}

// ---------------------------------------------------------------------------
// Reference data and accounts (the examples in tests/contract/support/examples.ts)

export const organizationFacts = async (db: Db, id: string) => {
  await ensureOrganization(db, {
    id,
    name: `テスト病院${id}`,
    nameKana: 'テストビョウイン',
    kind: 'hospital',
    prefecture: '東京都',
    address: '新宿区西新宿1-1',
    phone: `03-0000-${id.padStart(4, '0').slice(-4)}`,
    url: `https://hospital${id}.example`,
  })
  await db.query(sql`UPDATE organizations SET postal_code = '160-0001' WHERE id = ${id}`)
}

export const expertiseFacts = async (db: Db, id: string, parentId: string) => {
  await ensureExpertise(db, { id: parentId, name: `内科${parentId}`, parentId: null, sortOrder: 10 })
  await ensureExpertise(db, { id, name: `循環器内科${id}`, parentId, sortOrder: 10 })
}

/** Doctor `id` of organisation 5, belong 3, expertise 11 (under 10). */
export const doctorFacts = async (db: Db, id: string, facts: { frozen?: boolean; allowed?: boolean; mpBalance?: number; version?: number } = {}) => {
  await organizationFacts(db, '5')
  await ensureBelong(db, { id: '3', name: '勤務医', sortOrder: 10 })
  await expertiseFacts(db, '11', '10')
  await ensureDoctor(db, {
    id,
    organizationId: '5',
    belongIds: ['3'],
    expertiseIds: ['11'],
    allowed: facts.allowed ?? true,
    frozen: facts.frozen ?? false,
    ...(facts.mpBalance === undefined ? {} : { mpBalance: facts.mpBalance }),
    ...(facts.version === undefined ? {} : { version: facts.version }),
  })
}

/** Doctor `doctorId` as `doctorFacts` makes it, unless a doctor with that id is there already. */
export const ensureDoctorExists = async (db: Db, doctorId: string) => {
  const exists = await db.query(sql`SELECT 1 FROM doctors WHERE id = ${doctorId}`)
  if (exists.length === 0) await doctorFacts(db, doctorId)
}

export const doctorEmail = (id: string) => `doctor${id.replace(/[^A-Za-z0-9]/g, '')}@fixtures.example`
export const clientEmail = (id: string) => `client${id.replace(/[^A-Za-z0-9]/g, '')}@fixtures.example`

export const clientFacts = async (db: Db, id: string, facts: { suspended?: boolean } = {}) => {
  await ensureClient(db, {
    id,
    companyName: `テスト製薬${id}`,
    companyNameKana: 'テストセイヤク',
    department: '広報部',
    contactName: '担当 一郎',
    contactNameKana: 'タントウ イチロウ',
    phone: '03-1234-5678',
    prefecture: '東京都',
    address: '千代田区千代田1-1',
    url: `https://client${id}.example`,
    suspended: facts.suspended ?? false,
  })
  await db.query(sql`UPDATE clients SET postal_code = '100-0001' WHERE id = ${id}`)
}

// ---------------------------------------------------------------------------
// The states

export const coreStates: ReadonlyArray<StateDefinition> = [
  { pattern: /^the API is up$/, setUp: async () => {} },

  // Callers
  { pattern: /^the ID token of the caller has expired$/, setUp: async () => ({ kind: 'expired', email: adminEmail }) },
  {
    pattern: /^the caller is (\S+@\S+), an operator without the admin role$/,
    setUp: async (db, [email], p) => {
      const address = str(p, 'email', email)
      await ensureOperator(db, { email: address, role: 'operator', active: true })
      return { kind: 'email', email: address }
    },
  },
  {
    pattern: /^doctor (\S+) is signed in$/,
    setUp: async (db, [id], p) => {
      const doctorId = str(p, 'doctorId', id)
      await ensureDoctorExists(db, doctorId)
      return { kind: 'email', email: doctorEmail(doctorId) }
    },
  },
  {
    pattern: /^client (\S+) is signed in$/,
    setUp: async (db, [id], p) => {
      const clientId = str(p, 'clientId', id)
      const exists = await db.query(sql`SELECT 1 FROM clients WHERE id = ${clientId}`)
      if (exists.length === 0) await clientFacts(db, clientId)
      return { kind: 'email', email: clientEmail(clientId) }
    },
  },

  // Operators and admission
  {
    pattern: /^(\S+@\S+) is an active operator$/,
    setUp: async (db, [email], p) => {
      await ensureOperator(db, { email: str(p, 'email', email), active: true })
    },
  },
  {
    pattern: /^(\S+@\S+) is not an operator$/,
    setUp: async (db, [email], p) => {
      await db.query(sql`DELETE FROM operators WHERE lower(email) = lower(${str(p, 'email', email)})`)
    },
  },
  {
    pattern: /^operator (\S+) exists$/,
    setUp: async (db, [id], p) => {
      const operatorId = str(p, 'operatorId', id)
      await ensureOperator(db, { id: operatorId, email: `staff${operatorId}@medicolle.example`, name: '運営 花子', role: 'operator', active: true })
    },
  },

  {
    pattern: /^operator (\S+) has signed in with account (\S+)$/,
    setUp: async (db, [id, accountId], p) => {
      const operatorId = str(p, 'operatorId', id)
      await ensureOperator(db, {
        id: operatorId,
        email: `staff${operatorId}@medicolle.example`,
        name: '運営 花子',
        role: 'operator',
        active: true,
        accountId: str(p, 'accountId', accountId),
      })
    },
  },

  // Doctors
  { pattern: /^doctor (\S+) exists$/, setUp: async (db, [id], p) => doctorFacts(db, str(p, 'doctorId', id)) },
  {
    // saved views: the admin (operator 1, the provider run's caller) or operator 2 owns view `id` of a list
    pattern: /^(the admin|operator@medicolle\.example) has saved view (\S+) "(.+)" of the (\S+) list$/,
    setUp: async (db, [owner, id, name, list], p) => {
      await db.query(sql`
        INSERT INTO saved_views (id, operator_id, list, name, search, columns)
        VALUES (${str(p, 'savedViewId', id)}, ${owner === 'the admin' ? adminIdSql : plainOperatorIdSql}, ${str(p, 'list', list)}, ${str(p, 'name', name)},
          ${JSON.stringify({ prefecture: '東京都', sort: 'lastNameKana', order: 'asc' })}::jsonb, ARRAY['mp']::text[])
        ON CONFLICT (id) DO UPDATE SET operator_id = EXCLUDED.operator_id, list = EXCLUDED.list, name = EXCLUDED.name, search = EXCLUDED.search,
          columns = EXCLUDED.columns`)
    },
  },
  {
    pattern: /^doctor (\S+) was edited by another operator since version (\d+)$/,
    setUp: async (db, [id, read], p) => doctorFacts(db, str(p, 'doctorId', id), { version: num(p, 'readVersion', read) + 1 }),
  },
  { pattern: /^doctor (\S+) exists and is frozen$/, setUp: async (db, [id], p) => doctorFacts(db, str(p, 'doctorId', id), { frozen: true }) },
  {
    pattern: /^doctor (\S+) exists and is not approved$/,
    setUp: async (db, [id], p) => doctorFacts(db, str(p, 'doctorId', id), { allowed: false }),
  },
  {
    pattern: /^doctor (\S+) has (\d+) MP$/,
    setUp: async (db, [id, mp], p) => doctorFacts(db, str(p, 'doctorId', id), { mpBalance: num(p, 'mpBalance', mp) }),
  },
  {
    pattern: /^doctor (\S+) does not exist$/,
    setUp: async (db, [id], p) => {
      const doctorId = str(p, 'doctorId', id)
      await db.query(sql`DELETE FROM mp_ledger WHERE doctor_id = ${doctorId}`)
      await db.query(sql`DELETE FROM doctors WHERE id = ${doctorId}`)
    },
  },
  { pattern: /^no doctor is registered$/, setUp: async (db) => void (await db.query(sql`UPDATE doctors SET deleted_at = now() WHERE deleted_at IS NULL`)) },
  {
    pattern: /^doctors (\S+(?:, \S+)*) exist$/,
    setUp: async (db, [list], p) => {
      const ids = Array.isArray(p['doctorIds']) ? (p['doctorIds'] as string[]) : (list ?? '').split(', ')
      for (const id of ids) await doctorFacts(db, id)
    },
  },

  // Clients
  { pattern: /^client (\S+) exists$/, setUp: async (db, [id], p) => clientFacts(db, str(p, 'clientId', id)) },
  {
    pattern: /^client (\S+) exists and is suspended$/,
    setUp: async (db, [id], p) => clientFacts(db, str(p, 'clientId', id), { suspended: true }),
  },
  {
    pattern: /^client (\S+) used the platform in (\d{4}-\d{2})$/,
    setUp: async (db, [id, month], p) => {
      const clientId = str(p, 'clientId', id)
      await clientFacts(db, clientId)
      await ensureUsage(db, {
        clientId,
        month: str(p, 'month', month),
        pressReleaseCount: num(p, 'pressReleaseCount', '0'),
        offerCount: num(p, 'offerCount', '0'),
        viewCount: num(p, 'viewCount', '0'),
      })
    },
  },

  // Reference data
  { pattern: /^organization (\S+) exists$/, setUp: async (db, [id], p) => organizationFacts(db, str(p, 'organizationId', id)) },
  {
    pattern: /^belong (\S+) exists$/,
    setUp: async (db, [id], p) => void (await ensureBelong(db, { id: str(p, 'belongId', id), name: '勤務医', sortOrder: 10 })),
  },
  {
    pattern: /^expertise (\S+) exists under root (\S+)$/,
    setUp: async (db, [id, parentId], p) => expertiseFacts(db, str(p, 'expertiseId', id), str(p, 'parentId', parentId)),
  },
]

// ---------------------------------------------------------------------------
// Content (tables of server/drizzle/0001_content.sql)

export const tagFacts = async (db: Db, id: string, name: string) => {
  // tag names are unique: a deployment's own tag of that name keeps its uses under another name
  await db.query(sql`UPDATE tags SET name = name || '（' || id || '）' WHERE name = ${name} AND id <> ${id}`)
  await db.query(sql`INSERT INTO tags (id, name) VALUES (${id}, ${name}) ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name`)
}

const tagOwner = async (db: Db, tagId: string, kind: 'manuscript' | 'press_release', ownerId: string) =>
  db.query(sql`INSERT INTO content_tags (tag_id, owner_kind, owner_id) VALUES (${tagId}, ${kind}, ${ownerId}) ON CONFLICT DO NOTHING`)

export const denialReasonFacts = async (db: Db, id: string) =>
  db.query(sql`
    INSERT INTO denial_reasons (id, label, sort_order) VALUES (${id}, '出典が不明確', 10)
    ON CONFLICT (id) DO UPDATE SET label = EXCLUDED.label, sort_order = EXCLUDED.sort_order`)

const manuscriptStatuses = ['draft', 'under_review', 'reviewed', 'acceptable', 'offered', 'rejected'] as const

/** Manuscript `id` by `doctorId` in `status` (tag 61, expertise 11); an offered one has client 7's offer. */
export const manuscriptFacts = async (db: Db, id: string, doctorId: string, status: string, version = 1) => {
  if (!(manuscriptStatuses as ReadonlyArray<string>).includes(status)) throw new Error(`provider state: unknown manuscript status ${status}`)
  await ensureDoctorExists(db, doctorId)
  await tagFacts(db, '61', '循環器')
  const submitted = status !== 'draft'
  const reviewed = !['draft', 'under_review'].includes(status)
  await db.query(sql`
    INSERT INTO manuscripts (id, doctor_id, title, contents, file_ids, expertise_ids, status, submitted_at, reviewed_at, version)
    VALUES (${id}, ${doctorId}, '高血圧治療の最前線', '<p>本文</p>', '{}'::text[], ${textArray(['11'])}, ${status},
      ${submitted ? sql`now()` : null}, ${reviewed ? sql`now()` : null}, ${version})
    ON CONFLICT (id) DO UPDATE SET doctor_id = EXCLUDED.doctor_id, status = EXCLUDED.status, submitted_at = EXCLUDED.submitted_at,
      reviewed_at = EXCLUDED.reviewed_at, deleted_at = NULL, updated_at = now(), version = EXCLUDED.version`)
  await tagOwner(db, '61', 'manuscript', id)
  if (status === 'offered') {
    await clientFacts(db, '7')
    await db.query(sql`INSERT INTO offers (manuscript_id, client_id, message) VALUES (${id}, '7', '掲載を希望します')`)
  }
}

const pressReleaseStatuses = ['editing', 'request', 'published', 'suspend'] as const

/** Press release `id` of `clientId` in `status` (medium 8, tag 61); a published one went public a day ago. */
export const pressReleaseFacts = async (db: Db, id: string, clientId: string, status: string) => {
  if (!(pressReleaseStatuses as ReadonlyArray<string>).includes(status)) throw new Error(`provider state: unknown press release status ${status}`)
  await clientFacts(db, clientId)
  await tagFacts(db, '61', '循環器')
  await db.query(sql`
    INSERT INTO press_releases (id, client_id, media_id, title, body, status, published_at, status_reason)
    VALUES (${id}, ${clientId}, '8', '新薬の承認取得のお知らせ', '<p>本文</p>', ${status},
      ${status === 'published' || status === 'suspend' ? sql`now() - interval '1 day'` : null}, NULL)
    ON CONFLICT (id) DO UPDATE SET client_id = EXCLUDED.client_id, status = EXCLUDED.status, published_at = EXCLUDED.published_at,
      status_reason = NULL, updated_at = now(), version = 1`)
  await tagOwner(db, '61', 'press_release', id)
}

/** Gift exchange `id` of `doctorId` for 1000 MP; an issued one has its masked code. */
export const giftExchangeFacts = async (db: Db, id: string, doctorId: string, status: string) => {
  if (status !== 'requested' && status !== 'issued') throw new Error(`provider state: unknown gift exchange status ${status}`)
  await ensureDoctorExists(db, doctorId)
  const issued = status === 'issued'
  await db.query(sql`
    INSERT INTO gift_exchanges (id, doctor_id, points, amount_yen, status, masked_code, issued_at)
    VALUES (${id}, ${doctorId}, 1000, 1000, ${status}, ${issued ? 'XXXX-XXXXXX-1234' : null}, ${issued ? sql`now()` : null})
    ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status, masked_code = EXCLUDED.masked_code, issued_at = EXCLUDED.issued_at, hidden_at = NULL`)
}

/** File `id` in `status`, uploaded by doctor 42 (B of the access matrix: staff and doctor 42 read it, other accounts are refused). */
export const fileFacts = async (db: Db, id: string, status: string) => {
  if (status !== 'clean' && status !== 'quarantined' && status !== 'pending') throw new Error(`provider state: unknown file status ${status}`)
  const bytes = Buffer.alloc(2048, 1)
  await db.query(sql`
    INSERT INTO files (id, purpose, name, content_type, size, status, bytes, owner_kind, owner_id)
    VALUES (${id}, 'manuscript', 'figure1.png', 'image/png', ${bytes.length}, ${status}, ${bytes}, 'doctor', '42')
    ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status, owner_kind = EXCLUDED.owner_kind, owner_id = EXCLUDED.owner_id`)
}

/** The update action of a kind a 履歴 can revert, where it is not `<kind>s.update`. */
const revertedUpdates: Readonly<Record<string, string>> = { media: 'medium.update', expertise: 'expertise.update' }

/** The status a state name's phrase stands for ('under review' → under_review); parameters take precedence. */
const phraseStatus = (phrase: string | undefined): string | undefined =>
  ({
    'a draft': 'draft', 'under review': 'under_review', reviewed: 'reviewed', acceptable: 'acceptable', offered: 'offered', rejected: 'rejected',
    'being edited': 'editing', 'in request': 'request', published: 'published', suspended: 'suspend',
  })[phrase ?? '']

export const contentStates: ReadonlyArray<StateDefinition> = [
  { pattern: /^tag (\S+) "([^"]+)" exists$/, setUp: async (db, [id, name], p) => tagFacts(db, str(p, 'tagId', id), str(p, 'name', name)) },
  { pattern: /^denial reason (\S+) exists$/, setUp: async (db, [id], p) => void (await denialReasonFacts(db, str(p, 'denialReasonId', id))) },
  {
    pattern: /^manuscript (\S+) by doctor (\S+) is (a draft|under review|reviewed|acceptable|offered|rejected)$/,
    setUp: async (db, [id, doctorId, phrase], p) =>
      manuscriptFacts(db, str(p, 'manuscriptId', id), str(p, 'doctorId', doctorId), str(p, 'status', phraseStatus(phrase))),
  },
  {
    pattern: /^draft (\S+) by doctor (\S+) was edited by another operator since version (\d+)$/,
    setUp: async (db, [id, doctorId, read], p) =>
      manuscriptFacts(db, str(p, 'manuscriptId', id), str(p, 'doctorId', doctorId), 'draft', num(p, 'readVersion', read) + 1),
  },
  { pattern: /^no manuscript is held$/, setUp: async (db) => void (await db.query(sql`DELETE FROM manuscript_holds`)) },
  {
    pattern: /^manuscript (\S+) is held$/,
    setUp: async (db, [id], p) => {
      const manuscriptId = str(p, 'manuscriptId', id)
      await db.query(sql`
        INSERT INTO manuscript_holds (manuscript_id, held, reason, operator_id) VALUES (${manuscriptId}, TRUE, '著作権の確認中', ${adminIdSql})`)
    },
  },
  {
    pattern: /^review (\S+) of manuscript (\S+) exists$/,
    setUp: async (db, [id, manuscriptId], p) => {
      const reviewId = str(p, 'reviewId', id)
      const manuscript = str(p, 'manuscriptId', manuscriptId)
      await manuscriptFacts(db, manuscript, '42', 'draft')
      await denialReasonFacts(db, '41')
      await db.query(sql`
        INSERT INTO reviews (id, manuscript_id, operator_id, result, denial_reason_ids, comment)
        VALUES (${reviewId}, ${manuscript}, ${adminIdSql}, 'revise', ${textArray(['41'])}, '出典を追記してください')
        ON CONFLICT (id) DO UPDATE SET manuscript_id = EXCLUDED.manuscript_id, result = EXCLUDED.result, comment = EXCLUDED.comment`)
    },
  },
  {
    pattern: /^press release (\S+) of client (\S+) is (being edited|in request|published|suspended)$/,
    setUp: async (db, [id, clientId, phrase], p) =>
      pressReleaseFacts(db, str(p, 'pressReleaseId', id), str(p, 'clientId', clientId), str(p, 'status', phraseStatus(phrase))),
  },
  { pattern: /^no press release is published$/, setUp: async (db) => void (await db.query(sql`UPDATE press_releases SET status = 'editing' WHERE status = 'published'`)) },
  {
    pattern: /^ledger entry (\S+): operator (\S+) granted (\d+) MP to doctor (\S+)$/,
    setUp: async (db, [ledgerId, operatorId, amount, doctorId], p) => {
      const operator = str(p, 'operatorId', operatorId)
      await ensureOperator(db, { id: operator, email: `staff${operator}@medicolle.example`, name: '運営 花子', role: 'operator', active: true })
      await ensureDoctorExists(db, str(p, 'doctorId', doctorId))
      await db.query(sql`
        INSERT INTO mp_ledger (id, doctor_id, amount, kind, reason, operator_id)
        VALUES (${str(p, 'ledgerId', ledgerId)}, ${str(p, 'doctorId', doctorId)}, ${num(p, 'amount', amount)}, 'grant', ${str(p, 'note', '学会協力のお礼')}, ${operator})
        ON CONFLICT (id) DO UPDATE SET doctor_id = EXCLUDED.doctor_id, amount = EXCLUDED.amount, kind = EXCLUDED.kind, reason = EXCLUDED.reason,
          operator_id = EXCLUDED.operator_id, created_at = now()`)
    },
  },
  {
    // the home dashboard's imports that left failed rows (examples.ts `importRecord`)
    pattern: /^import (\S+) by the admin left one failed row$/,
    setUp: async (db, [id], p) => {
      await db.query(sql`
        INSERT INTO import_records (id, operator_id, kind, file_name, outcome, total, committed, failed, header, failed_rows)
        VALUES (${str(p, 'importId', id)}, ${adminIdSql}, 'doctor', 'doctors.csv', 'completed', 3, 2, 1, ${JSON.stringify(['email', 'lastName'])}::jsonb,
          ${JSON.stringify([{ line: 3, reason: 'メールアドレス doctor42@fixtures.example はすでに登録されています', cells: { email: 'doctor42@fixtures.example', lastName: '山田' } }])}::jsonb)
        ON CONFLICT (id) DO UPDATE SET failed = EXCLUDED.failed, failed_rows = EXCLUDED.failed_rows, created_at = now()`)
    },
  },
  {
    // a CSV 一括更新 of doctor 42's 電話番号 (tests/contract/support/examples.ts `csvUpdateJob`): uploaded, or checked (one row to change)
    pattern: /^csv update (\S+) of doctor (\S+) is (uploading|checked)$/,
    setUp: async (db, [id, doctorId, status], p) => {
      const jobId = str(p, 'csvUpdateId', id)
      const doctor = str(p, 'doctorId', doctorId)
      await doctorFacts(db, doctor)
      const checked = str(p, 'status', status) === 'checked'
      await db.query(sql`
        INSERT INTO csv_updates (id, operator_id, kind, file_name, encoding, header, status)
        VALUES (${jobId}, ${adminIdSql}, 'doctor', 'doctors.csv', 'Shift_JIS', ${JSON.stringify(['ID', 'バージョン', '電話番号'])}::jsonb, ${checked ? 'checked' : 'uploading'})
        ON CONFLICT (id) DO NOTHING`)
      if (!checked) return
      await db.query(sql`
        INSERT INTO csv_update_rows (update_id, line, cells, record_id, status, changes, new_values, expected_version)
        VALUES (${jobId}, 2, ${JSON.stringify([doctor, '1', '090-1111-2222'])}::jsonb, ${doctor}, 'change',
          ${JSON.stringify([{ column: '電話番号', before: '090-1234-5678', after: '090-1111-2222', notes: [] }])}::jsonb, ${JSON.stringify({ phone: '090-1111-2222' })}::jsonb, 1)
        ON CONFLICT (update_id, line) DO NOTHING`)
    },
  },
  {
    pattern: /^gift exchange (\S+) of doctor (\S+) is (\S+)$/,
    setUp: async (db, [id, doctorId, status], p) =>
      giftExchangeFacts(db, str(p, 'exchangeId', id), str(p, 'doctorId', doctorId), str(p, 'status', status)),
  },
  { pattern: /^file (\S+) is (\S+)$/, setUp: async (db, [id, status], p) => fileFacts(db, str(p, 'fileId', id), str(p, 'status', status)) },
  {
    // A change a 履歴 can restore fields from (the revert sends `?revertOf=<entry>`: an entry of that very record). `before`
    // (the request's body, as the console sends it): what the entry recorded before, field by field (a field's column is its
    // name in snake_case); the entry's `after` is what the record holds now, so the revert is clean; `movedOn: true`: the
    // record has moved on since the entry (its `after` is not what the record holds), so the revert is refused with 409.
    pattern: /^audit log entry (\S+) records an (update|older update) of (doctor|client|organization|operator|manuscript|pressRelease|media|expertise) (\S+)$/,
    setUp: async (db, [id, kind, targetType, targetId], p) => {
      const type = str(p, 'targetType', targetType)
      const target = str(p, 'targetId', targetId)
      const action = revertedUpdates[type] ?? `${type}s.update`
      const rows = await db.query<{ row: Record<string, unknown> }>(sql`SELECT to_jsonb(t) AS row FROM ${sql.raw((historyTables as Readonly<Record<string, { readonly table: string } | undefined>>)[type]?.table ?? type)} t WHERE id = ${target}`)
      const now = rows[0]?.row ?? {}
      const given = typeof p['before'] === 'object' && p['before'] !== null ? Object.entries(p['before'] as Record<string, unknown>) : [['name', '前の名前'] as const]
      const columns = given.map(([field, value]) => [field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), value] as const).filter(([column]) => column in now && column !== 'version')
      const movedOn = p['movedOn'] === true || kind === 'older update'
      const before = Object.fromEntries(columns)
      const after = Object.fromEntries(columns.map(([column]) => [column, movedOn ? '（この後に変わる前の値）' : now[column]]))
      await db.query(sql`
        INSERT INTO audit_logs (id, actor_uid, actor_email, actor_operator_id, action, target_type, target_id, before, after, reason, created_at)
        VALUES (${str(p, 'auditLogId', id)}, 'uid-admin', ${adminEmail}, ${adminIdSql}, ${action}, ${type}, ${target},
          ${JSON.stringify(before)}::jsonb, ${JSON.stringify(after)}::jsonb, NULL, '2024-04-01T09:00:00Z')
        ON CONFLICT (id) DO UPDATE SET target_type = EXCLUDED.target_type, target_id = EXCLUDED.target_id, action = EXCLUDED.action,
          before = EXCLUDED.before, after = EXCLUDED.after`)
    },
  },
  {
    // a bulk edit by the admin (docs/architecture.md "Batches"): the batch, the doctor's prefecture set, its entry carrying the batch
    pattern: /^batch (\S+) set the prefecture of doctor (\S+) from (\S+) to (\S+)$/,
    setUp: async (db, [id, doctorId, from, to], p) => {
      const batchId = str(p, 'batchId', id)
      const doctor = str(p, 'doctorId', doctorId)
      const [before, after] = [str(p, 'from', from), str(p, 'to', to)]
      await db.query(sql`UPDATE doctors SET prefecture = ${after} WHERE id = ${doctor}`)
      await db.query(sql`
        INSERT INTO batches (id, action, target_type, field, actor_uid, actor_email, actor_operator_id, applied, created_at)
        VALUES (${batchId}, 'bulkEdit', 'doctor', 'prefecture', 'uid-admin', ${adminEmail}, ${adminIdSql}, 1, '2024-04-01T09:00:00Z')`)
      await db.query(sql`
        INSERT INTO audit_logs (actor_uid, actor_email, actor_operator_id, action, target_type, target_id, before, after, batch_id, created_at)
        VALUES ('uid-admin', ${adminEmail}, ${adminIdSql}, 'batches.bulkEdit', 'doctor', ${doctor},
          ${JSON.stringify({ prefecture: before })}::jsonb, ${JSON.stringify({ prefecture: after })}::jsonb, ${batchId}, '2024-04-01T09:00:00Z')`)
    },
  },
  {
    pattern: /^audit log entry (\S+) records the deletion of doctor (\S+) by the admin$/,
    setUp: async (db, [id, doctorId], p) => {
      const before = JSON.stringify({ email: `doctor${doctorId}@fixtures.example`, deleted_at: null })
      const after = JSON.stringify({ email: `doctor${doctorId}@fixtures.example`, deleted_at: '2024-04-01T09:00:00+00:00' })
      await db.query(sql`
        INSERT INTO audit_logs (id, actor_uid, actor_email, actor_operator_id, action, target_type, target_id, before, after, reason, created_at)
        VALUES (${str(p, 'auditLogId', id)}, 'uid-admin', ${adminEmail}, ${adminIdSql}, 'doctors.delete', 'doctor', ${str(p, 'doctorId', doctorId)},
          ${before}::jsonb, ${after}::jsonb, '退会の申し出', '2024-04-01T09:00:00Z')`)
    },
  },
]
