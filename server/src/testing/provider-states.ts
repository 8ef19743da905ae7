/**
 * Pact provider states of the reference server: every state named in contracts/pacts/*.json,
 * set up through the server's own data layer (the fixtures of fixtures.ts, plus plain SQL on the
 * same tables where a fixture has no option for a field the contract pins).
 *
 * States are domain facts ('doctor 42 exists and is frozen'); each one also carries its facts as
 * parameters, and handlers read the parameters (with the name's numbers as fall-back), so a
 * backend team can implement the same states from the parameters alone.
 *
 * Before each interaction the verifier calls `resetToBaseline`: every table emptied, then the two
 * operators every deployment has (admin@ as admin, operator@ as a plain operator). A state may
 * also say who calls: by default the admin operator; 'doctor 42 is signed in', 'the caller is
 * operator@…' and 'the ID token … has expired' change it (see `CallerChoice`).
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../db/database'
import {
  ensureBelong, ensureClient, ensureDoctor, ensureExpertise, ensureOperator, ensureOrganization, ensureUsage, resetDatabase,
} from './fixtures'

/** Who the next request is from: an identity (by e-mail) or a token that no longer verifies. */
export type CallerChoice = { readonly kind: 'email'; readonly email: string } | { readonly kind: 'expired'; readonly email: string }

export const adminEmail = 'admin@medicolle.example'
export const operatorEmail = 'operator@medicolle.example'
export const defaultCaller: CallerChoice = { kind: 'email', email: adminEmail }

type Params = Readonly<Record<string, unknown>>

export interface StateDefinition {
  /** Matches the state name; capture groups are the name's facts. */
  readonly pattern: RegExp
  /** Sets the state up; may say who calls next. */
  readonly setUp: (db: Db, facts: ReadonlyArray<string>, params: Params) => Promise<CallerChoice | void>
}

const str = (params: Params, key: string, fallback: string | undefined): string => {
  const value = params[key] ?? fallback
  if (typeof value !== 'string' || value === '') throw new Error(`provider state: parameter ${key} is missing`)
  return value
}
const num = (params: Params, key: string, fallback: string | undefined): number => {
  const value = Number(params[key] ?? fallback)
  if (!Number.isFinite(value)) throw new Error(`provider state: parameter ${key} is not a number`)
  return value
}

/** Empty every table, then the operators every deployment has. */
export const resetToBaseline = async (db: Db): Promise<void> => {
  await resetDatabase(db)
  await ensureOperator(db, { id: '1', email: adminEmail, name: '管理 太郎', role: 'admin' })
  await ensureOperator(db, { id: '2', email: operatorEmail, name: '運用 一郎', role: 'operator' })
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
  await ensureExpertise(db, { id: parentId, name: '内科', parentId: null, sortOrder: 10 })
  await ensureExpertise(db, { id, name: '循環器内科', parentId, sortOrder: 10 })
}

/** Doctor `id` of organisation 5, belong 3, expertise 11 (under 10). */
export const doctorFacts = async (db: Db, id: string, facts: { frozen?: boolean; allowed?: boolean; mpBalance?: number } = {}) => {
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
  })
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
      const exists = await db.query(sql`SELECT 1 FROM doctors WHERE id = ${doctorId}`)
      if (exists.length === 0) await doctorFacts(db, doctorId)
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

  // Doctors
  { pattern: /^doctor (\S+) exists$/, setUp: async (db, [id], p) => doctorFacts(db, str(p, 'doctorId', id)) },
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

/** Every state the reference server knows; content areas add theirs in `contentStates`. */
export const providerStates: ReadonlyArray<StateDefinition> = [...coreStates]

export class UnknownProviderState extends Error {
  constructor(readonly state: string) {
    super(`The reference server has no provider state named '${state}' (server/src/testing/provider-states.ts)`)
    this.name = 'UnknownProviderState'
  }
}

/** The definition of a state name, or undefined. */
export const stateDefinition = (name: string): { definition: StateDefinition; facts: string[] } | undefined => {
  for (const definition of providerStates) {
    const match = definition.pattern.exec(name)
    if (match) return { definition, facts: match.slice(1).map((f) => f ?? '') }
  }
  return undefined
}

/** Set up one state; answers who calls next when the state says so. */
export const setUpProviderState = async (db: Db, name: string, params: Params = {}): Promise<CallerChoice | void> => {
  const found = stateDefinition(name)
  if (!found) throw new UnknownProviderState(name)
  return found.definition.setUp(db, found.facts, params)
}
