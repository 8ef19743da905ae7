/**
 * Replaying a catalogued call as its Pact interaction describes it (contracts/pacts), on the data
 * of its provider states (server/testing/provider-states.ts): the access matrix
 * (access-matrix.test.ts) and the suspension walk (suspension.test.ts) send every call this way, so
 * the objects it names exist and belong to doctor 42 or client 7 ("B").
 */
import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { groupBase, type AnyEndpoint } from '@src/domain/endpoint'
import type { Db } from '@server/src/db/database'
import { ensureClient, ensureDoctor } from '@server/testing/fixtures'
import { clientEmail, clientFacts, doctorEmail, ensureDoctorExists, resetToBaseline } from '@server/testing/provider-states'
import { nextPageState, setUpProviderState } from '@server/testing/provider-state-setup'
import { testUid } from './server'

export interface PactRequest {
  method: string
  path: string
  query?: Record<string, string[]>
  headers?: Record<string, string[]>
  body?: { content: unknown; contentType: string; encoded: false | 'base64' | string }
}
export interface PactInteraction {
  description: string
  providerStates?: Array<{ name: string; params?: Record<string, unknown> }>
  request: PactRequest
  response: { status: number }
}

const interactions: PactInteraction[] = ['general', 'admin', 'direct'].flatMap(
  (group) =>
    (JSON.parse(readFileSync(new URL(`../../../contracts/pacts/medicolle-web-console-medicolle-api-${group}.json`, import.meta.url), 'utf8')) as {
      interactions: PactInteraction[]
    }).interactions,
)

/**
 * The interaction a call is replayed from: its first successful one, else its first; a call the
 * contracts do not describe yet is sent bare (params 'x', an empty JSON body) on the baseline.
 */
export const interactionOf = (e: AnyEndpoint): PactInteraction => {
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
  // a state that needs the provider's API ('… has a next page': a cursor it issues) cannot be set up on the bare database here
  const replayable = mine.filter((i) => !(i.providerStates ?? []).some((s) => nextPageState.pattern.test(s.name)))
  return replayable.find((i) => i.response.status < 300) ?? replayable[0] ?? bare
}

/** Every successful interaction of a call (the audit walk tries them until one changes something). */
export const successfulInteractionsOf = (e: AnyEndpoint): ReadonlyArray<PactInteraction> =>
  interactions.filter(
    (i) => i.description.startsWith(`${e.name}:`) && i.response.status < 300 && !(i.providerStates ?? []).some((s) => nextPageState.pattern.test(s.name)),
  )

export const requestOf = (i: PactInteraction, authorization: string | undefined): Request => {
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

/** The world of one interaction: the baseline operators, its provider states, doctor A (9001) and client A (9002). */
export const setUpWorld = async (db: Db, i: PactInteraction): Promise<void> => {
  await resetToBaseline(db)
  for (const s of i.providerStates ?? []) await setUpProviderState(db, s.name, s.params ?? {})
  // A of their own: no organisation, belong or expertise that B's objects use
  await ensureDoctor(db, { id: '9001', organizationId: null, belongIds: [], expertiseIds: [] })
  await ensureClient(db, { id: '9002' })
}

export const doctorB = { id: '42', email: doctorEmail('42') }
export const clientB = { id: '7', email: clientEmail('7') }

/**
 * Doctor B (42) or client B (7) in the current world (created when its states did not), already
 * bound to its sign-in (its calls then write nothing to find it), frozen / suspended when
 * `restricted` (default), else active.
 */
export const restrictB = async (db: Db, role: 'doctor' | 'client', restricted = true): Promise<void> => {
  if (role === 'doctor') {
    await ensureDoctorExists(db, doctorB.id)
    await db.query(sql`UPDATE doctors SET frozen = ${restricted}, firebase_uid = ${testUid(doctorB.email)} WHERE id = ${doctorB.id}`)
  } else {
    const exists = await db.query(sql`SELECT 1 FROM clients WHERE id = ${clientB.id}`)
    if (exists.length === 0) await clientFacts(db, clientB.id)
    await db.query(sql`UPDATE clients SET suspended_at = ${restricted ? sql`now()` : null}, firebase_uid = ${testUid(clientB.email)} WHERE id = ${clientB.id}`)
  }
}
