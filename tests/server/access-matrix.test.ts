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
 *   operator   a plain operator;        admin     an admin operator
 *
 * Outcome classes: `ok` (2xx), `401`, `403`, `404`, `4xx` (input refused after access passed),
 * `500` (never allowed). The test fails on any 500, on a break of the access rules (below), and
 * when the table differs from docs/access-matrix.md: after a deliberate change (catalogue access,
 * an owner rule, the contracts), regenerate it with
 *   UPDATE_ACCESS_MATRIX=1 npx vitest run tests/server/access-matrix.test.ts
 * and review the diff.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sortEndpoints } from '../../src/domain/api-list'
import { allEndpoints } from '../../src/domain/catalogue'
import { groupBase, type Access, type AnyEndpoint } from '../../src/domain/endpoint'
import type { OpenDb } from '../../server/src/db/database'
import { createApp } from '../../server/src/http/app'
import { ensureClient, ensureDoctor } from '../../server/testing/fixtures'
import { doctorEmail, resetToBaseline, setUpProviderState } from '../../server/testing/provider-states'
import { accessLegend } from '../../scripts/access-doc'
import { openTestDb } from './support/db'
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
  operator: `Bearer ${testToken(operator)}`,
  admin: `Bearer ${testToken(admin)}`,
} as const
type CallerKind = keyof typeof callers
const callerKinds = Object.keys(callers) as CallerKind[]

type Outcome = 'ok' | '401' | '403' | '404' | '4xx' | '500'
const outcomeOf = (status: number): Outcome =>
  status < 300 ? 'ok' : status === 401 ? '401' : status === 403 ? '403' : status === 404 ? '404' : status < 500 ? '4xx' : '500'

interface PactRequest {
  method: string
  path: string
  query?: Record<string, string[]>
  headers?: Record<string, string[]>
  body?: { content: unknown; contentType: string; encoded: false | 'base64' | string }
}
interface PactInteraction {
  description: string
  providerStates?: Array<{ name: string; params?: Record<string, unknown> }>
  request: PactRequest
  response: { status: number }
}

const interactions: PactInteraction[] = ['general', 'admin', 'direct'].flatMap(
  (group) =>
    (JSON.parse(readFileSync(new URL(`../../contracts/pacts/medicolle-web-console-medicolle-api-${group}.json`, import.meta.url), 'utf8')) as {
      interactions: PactInteraction[]
    }).interactions,
)

/**
 * The interaction a call is replayed from: its first successful one, else its first; a call the
 * contracts do not describe yet is sent bare (params 'x', an empty JSON body) on the baseline.
 */
const interactionOf = (e: AnyEndpoint): PactInteraction => {
  const mine = interactions.filter((i) => i.description.startsWith(`${e.name}:`))
  const bare: PactInteraction = {
    description: `${e.name}: (no interaction)`,
    request: {
      method: e.method,
      path: groupBase[e.group] + e.path.replace(/\{[A-Za-z]+\}/g, 'x'),
      ...(e.method === 'GET' ? {} : { body: { content: {}, contentType: 'application/json', encoded: false } }),
    },
    response: { status: 200 },
  }
  return mine.find((i) => i.response.status < 300) ?? mine[0] ?? bare
}

const requestOf = (i: PactInteraction, authorization: string | undefined): Request => {
  const query = Object.entries(i.request.query ?? {}).flatMap(([k, vs]) => vs.map((v) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`))
  const url = `http://matrix.test${i.request.path}${query.length ? `?${query.join('&')}` : ''}`
  const headers: Record<string, string> = authorization ? { authorization } : {}
  let body: BodyInit | undefined
  const b = i.request.body
  if (b) {
    headers['content-type'] = i.request.headers?.['Content-Type']?.[0] ?? b.contentType
    body = b.encoded === 'base64' ? Buffer.from(String(b.content), 'base64') : typeof b.content === 'string' ? b.content : JSON.stringify(b.content)
  }
  return new Request(url, { method: i.request.method, headers, ...(body === undefined ? {} : { body }) })
}

let db: OpenDb
let app: ReturnType<typeof createApp>
const matrix = new Map<string, Record<CallerKind, Outcome>>()

/** The world of one interaction: the baseline operators, its provider states, doctor A and client A. */
const setUpWorld = async (i: PactInteraction) => {
  await resetToBaseline(db)
  for (const s of i.providerStates ?? []) await setUpProviderState(db, s.name, s.params ?? {})
  // A of their own: no organisation, belong or expertise that B's objects use
  await ensureDoctor(db, { id: '9001', organizationId: null, belongIds: [], expertiseIds: [] })
  await ensureClient(db, { id: '9002' })
}

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
    member: ['doctor A', 'client A', 'operator', 'admin'],
    owner: ['doctor A', 'client A', 'operator', 'admin'],
    doctor: ['doctor A'],
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
  'general.manuscripts.uploadContent', // member: into one's own manuscript only
])

describe('access matrix: every call × every kind of caller', () => {
  for (const e of endpoints) {
    it(`${e.name} (${e.access})`, async () => {
      const interaction = interactionOf(e)
      const row = {} as Record<CallerKind, Outcome>
      let dirty = true
      for (const kind of callerKinds) {
        if (dirty) await setUpWorld(interaction)
        const res = await app.fetch(requestOf(interaction, callers[kind]))
        row[kind] = outcomeOf(res.status)
        // a refused or read-only request changed nothing: the next caller meets the same world
        dirty = e.method !== 'GET' && !['401', '403'].includes(row[kind])
      }
      matrix.set(e.name, row)
      expect(Object.entries(row).filter(([, o]) => o === '500')).toEqual([])
      for (const kind of callerKinds) {
        const expected = gate(e.access, kind)
        if (expected !== 'pass') expect({ kind, outcome: row[kind] }).toEqual({ kind, outcome: expected })
        // past the gate only an owner check may still refuse someone who is not staff
        else if ((e.access === 'owner' || ownerCheckedBeyondAccess.has(e.name)) && !['operator', 'admin'].includes(kind))
          expect({ kind, outcome: row[kind] }).not.toEqual({ kind, outcome: '401' })
        else expect({ kind, outcome: row[kind] }).not.toEqual({ kind, outcome: expect.stringMatching(/^40[13]$/) })
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
**operator** (plain operator), **admin**.

Outcomes: \`ok\` 2xx · \`401\` not signed in (or unverified) · \`403\` not allowed (role, or
someone else's object) · \`404\` not found (also: not among one's own, e.g. another doctor's
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
