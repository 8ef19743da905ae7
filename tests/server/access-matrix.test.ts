/**
 * The access matrix (issue 12): every catalogued call × every kind of caller, against the
 * reference server, with its table checked in as docs/access-matrix.md.
 *
 * Each call is replayed as its (first successful) Pact interaction describes it (contracts/pacts):
 * the same method, path, query and body, on a database set up by the same provider states
 * (server/testing/provider-states.ts), so the objects the call names exist and belong to doctor 42
 * or client 7 ("B"). Two more accounts are added: doctor A (9001) and client A (9002). Callers:
 *
 *   none       no Authorization header
 *   garbage    `Bearer garbage`
 *   unverified an unverified password account with doctor B's e-mail
 *   stranger   a verified account that is no operator, doctor or client
 *   doctor A   on doctor B's objects;   client A  on client B's objects
 *   doctor B frozen, client B suspended: B itself (frozen / suspended), on its own objects
 *   operator   a plain operator;        admin     an admin operator
 *
 * Outcome classes: `ok` (2xx), `401`, `403`, `403s` (利用停止: refused because the account is
 * frozen or suspended, server/src/http/suspension.ts), `404`, `4xx` (input refused after access
 * passed), `500` (never allowed). The test fails on any 500, on a break of the access rules or of
 * the suspension policy (below: `403s` exactly where the call's standing is `use`), and
 * when the table differs from docs/access-matrix.md: after a deliberate change (catalogue access,
 * an owner rule, the contracts), regenerate it with
 *   UPDATE_ACCESS_MATRIX=1 npx vitest run tests/server/access-matrix.test.ts
 * and review the diff.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sortEndpoints } from '@src/domain/api-list'
import { allEndpoints, type CallName } from '@src/domain/catalogue'
import type { Access } from '@src/domain/endpoint'
import type { OpenDb } from '@server/src/db/database'
import { createApp } from '@server/src/http/app'
import { suspensionStandings } from '@server/src/http/suspension'
import { suspendedMessage } from '@server/src/areas/support/caller'
import { doctorEmail } from '@server/testing/provider-states'
import { accessLegend } from '../../scripts/access-doc'
import { openTestDb } from './support/db'
import { clientB, doctorB, interactionOf, requestOf, restrictB, setUpWorld } from './support/pact-replay'
import { admin, operator, testAuthenticator, testToken } from './support/server'

const docFile = new URL('../../docs/access-matrix.md', import.meta.url)
const apiDocFile = new URL('../../docs/api.md', import.meta.url)

const callers = {
  none: undefined,
  garbage: 'Bearer garbage',
  unverified: `Bearer ${testToken(doctorEmail('42'), { provider: 'password', verified: false, uid: 'uid-unverified-attacker' })}`,
  stranger: `Bearer ${testToken('stranger@matrix.example')}`,
  'doctor A': `Bearer ${testToken(doctorEmail('9001'))}`,
  'client A': `Bearer ${testToken('client9002@fixtures.example')}`,
  'doctor B frozen': `Bearer ${testToken(doctorB.email)}`,
  'client B suspended': `Bearer ${testToken(clientB.email)}`,
  operator: `Bearer ${testToken(operator)}`,
  admin: `Bearer ${testToken(admin)}`,
} as const
type CallerKind = keyof typeof callers
const callerKinds = Object.keys(callers) as CallerKind[]

/** The restricted callers: B frozen or suspended (set up on every world they call in). */
const restricted: Partial<Record<CallerKind, 'doctor' | 'client'>> = { 'doctor B frozen': 'doctor', 'client B suspended': 'client' }

type Outcome = 'ok' | '401' | '403' | '403s' | '404' | '4xx' | '500'
const outcomeOf = async (res: Response): Promise<Outcome> => {
  const status = res.status
  if (status === 403) {
    const body = (await res.json()) as { messages?: Array<{ message: string }> }
    return body.messages?.some((m) => m.message === suspendedMessage) ? '403s' : '403'
  }
  return status < 300 ? 'ok' : status === 401 ? '401' : status === 404 ? '404' : status < 500 ? '4xx' : '500'
}

let db: OpenDb
let app: ReturnType<typeof createApp>
const matrix = new Map<string, Record<CallerKind, Outcome>>()

beforeAll(async () => {
  db = await openTestDb()
  app = createApp({ db, auth: testAuthenticator, log: () => {} })
})
afterAll(() => db.close())

/** What the declared access lets each caller do before any owner check: 'pass', '401' or '403'. */
const gate = (access: Access, caller: CallerKind): 'pass' | '401' | '403' => {
  if (access === 'public') return 'pass'
  if (caller === 'none' || caller === 'garbage' || caller === 'unverified') return '401'
  if (access === 'verified') return 'pass'
  const allowed: Record<Exclude<Access, 'public' | 'verified'>, ReadonlyArray<CallerKind>> = {
    member: ['doctor A', 'client A', 'doctor B frozen', 'client B suspended', 'operator', 'admin'],
    owner: ['doctor A', 'client A', 'doctor B frozen', 'client B suspended', 'operator', 'admin'],
    doctor: ['doctor A', 'doctor B frozen'],
    operator: ['operator', 'admin'],
    admin: ['admin'],
  }
  return allowed[access].includes(caller) ? 'pass' : '403'
}

const endpoints = sortEndpoints(allEndpoints)

/** Calls whose handler checks an owner although their access is not `owner` (docs/auth.md). */
const ownerCheckedBeyondAccess = new Set([
  'general.auth.get', // verified: one's own account only (staff any)
  'general.doctorArticles.updateAnswer', // doctor: one's own answer only
  'general.files.get', // member: one's own files only (issue 28: files record their owner)
  'general.manuscripts.uploadContent', // member: into one's own manuscript only
])

describe('access matrix: every call × every kind of caller', () => {
  for (const e of endpoints) {
    it(`${e.name} (${e.access})`, async () => {
      const interaction = interactionOf(e)
      const row = {} as Record<CallerKind, Outcome>
      let dirty = true
      // B restricted last: its world is changed (B frozen / suspended), so whoever follows needs a new one
      for (const kind of [...callerKinds.filter((k) => !restricted[k]), ...callerKinds.filter((k) => restricted[k])]) {
        const role = restricted[kind]
        if (dirty) await setUpWorld(db, interaction)
        if (role) await restrictB(db, role)
        const res = await app.fetch(requestOf(interaction, callers[kind]))
        row[kind] = await outcomeOf(res)
        // a refused or read-only request changed nothing: the next caller meets the same world
        dirty = role !== undefined || (e.method !== 'GET' && !['401', '403', '403s'].includes(row[kind]))
      }
      matrix.set(e.name, row)
      expect(Object.entries(row).filter(([, o]) => o === '500')).toEqual([])
      for (const kind of callerKinds) {
        const expected = gate(e.access, kind)
        const role = restricted[kind]
        if (expected !== 'pass') expect({ kind, outcome: row[kind] }).toEqual({ kind, outcome: expected })
        else if (role) {
          // 利用停止 refuses exactly the calls whose standing is `use` for the caller's role; the rest as for anyone
          const rule = e.access === 'public' ? 'open' : suspensionStandings[e.name as CallName]
          const standing = typeof rule === 'object' ? rule[role] : rule
          expect({ kind, outcome: row[kind] }).toEqual({ kind, outcome: standing === 'use' ? '403s' : expect.not.stringMatching(/^(403s|401)$/) })
        }
        // past the gate only an owner check may still refuse someone who is not staff
        else if ((e.access === 'owner' || ownerCheckedBeyondAccess.has(e.name)) && !['operator', 'admin'].includes(kind))
          expect({ kind, outcome: row[kind] }).not.toEqual({ kind, outcome: expect.stringMatching(/^(401|403s)$/) })
        else expect({ kind, outcome: row[kind] }).not.toEqual({ kind, outcome: expect.stringMatching(/^40[13]s?$/) })
      }
    })
  }
})

const table = (): string => {
  const header = `| call | access | ${callerKinds.join(' | ')} |`
  const rule = `|---|---|${callerKinds.map(() => '---').join('|')}|`
  const rows = endpoints.map((e) => {
    const row = matrix.get(e.name)
    return `| \`${e.name}\` | ${e.access} | ${callerKinds.map((k) => row?.[k] ?? '?').join(' | ')} |`
  })
  return [header, rule, ...rows].join('\n')
}

const document = () => `# Access matrix (generated)

Every catalogued call × every kind of caller against the reference server, as
\`tests/server/access-matrix.test.ts\` measured it; the test fails when this table differs from
what the server does (regenerate with \`UPDATE_ACCESS_MATRIX=1 npx vitest run tests/server/access-matrix.test.ts\`
after a deliberate change, and review the diff). Who a token is: docs/auth.md; the declared
access per call: docs/api.md.

Each call is replayed as its Pact interaction (contracts/pacts) on the data of its provider
states, so the objects it names exist and belong to doctor 42 or client 7 (B); a call the
contracts do not describe yet is sent bare (path params \`x\`, an empty body). Callers: **none**
(no token), **garbage** (\`Bearer garbage\`), **unverified** (an unverified password account with
doctor B's e-mail), **stranger** (a verified account that is no operator, doctor or client),
**doctor A** (another doctor, on B's objects), **client A** (another client, on B's objects),
**doctor B frozen** and **client B suspended** (B itself, frozen / 利用停止, on its own objects:
server/src/http/suspension.ts), **operator** (plain operator), **admin**.

Outcomes: \`ok\` 2xx · \`401\` not signed in (or unverified) · \`403\` not allowed (role, or
someone else's object) · \`403s\` refused because the account is frozen or suspended
(利用停止中のアカウントでは操作できません: what such an account keeps is its own data and the calls
any verified sign-in may make) · \`404\` not found (also: not among one's own, e.g. another doctor's
gift exchange) · \`4xx\` access passed, input refused (400/409/413/422: the replayed request
does not fit this caller, e.g. a doctor answering a survey already answered).

${table()}
`

describe('docs', () => {
  it('docs/access-matrix.md is the table the server answers today', () => {
    expect(matrix.size).toBe(endpoints.length)
    const text = document()
    if (process.env.UPDATE_ACCESS_MATRIX) writeFileSync(docFile, text)
    expect(readFileSync(docFile, 'utf8')).toBe(text)
  })

  it("docs/api.md's access legend matches the catalogue (npx tsx scripts/api-doc.ts)", () => {
    expect(readFileSync(apiDocFile, 'utf8')).toContain(accessLegend(allEndpoints))
  })
})
