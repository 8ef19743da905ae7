/**
 * Issue 28 item 6: a suspended client (利用停止) with a live token created and edited press
 * releases, uploaded files and read manuscripts; a frozen doctor created manuscripts, uploaded and
 * edited the profile. The policy (server/src/http/suspension.ts `suspensionStandings`) keeps a
 * restricted account's own data and what any verified sign-in may call, and refuses the rest with
 * 403 '利用停止中のアカウントでは操作できません'. Here: the table covers every call a doctor or
 * client can make; every call is walked as B frozen / suspended on B's own objects (each `use` call
 * refused with nothing written, every other answered as for B unrestricted); staff are never
 * refused; and freezing / suspending through the admin calls applies to the next call and lifting
 * it restores access, through the production caller cache.
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allEndpoints, endpointOf, type CallName } from '@src/domain/catalogue'
import type { Access, AnyEndpoint } from '@src/domain/endpoint'
import type { Db, OpenDb } from '@server/src/db/database'
import { createApp } from '@server/src/http/app'
import { suspensionStandings } from '@server/src/http/suspension'
import { suspendedMessage } from '@server/src/areas/support/caller'
import { ensureClient, ensureDoctor } from '@server/testing/fixtures'
import { clientFacts, doctorFacts, resetToBaseline } from '@server/testing/provider-states'
import { openTestDb } from './support/db'
import { clientB, doctorB, interactionOf, requestOf, restrictB, setUpWorld, type PactInteraction } from './support/pact-replay'
import { admin, cachingTestAuthenticator, operator, testAuthenticator, testToken } from './support/server'

const userAccess: ReadonlyArray<Access> = ['verified', 'member', 'doctor', 'owner']
const userCalls = allEndpoints.filter((e) => userAccess.includes(e.access))
const roles = ['doctor', 'client'] as const
type Role = (typeof roles)[number]
const bearer = { doctor: `Bearer ${testToken(doctorB.email)}`, client: `Bearer ${testToken(clientB.email)}` }
/** The roles the access check lets through (a client never passes `doctor`). */
const rolesFor = (e: AnyEndpoint): ReadonlyArray<Role> => (e.access === 'doctor' ? ['doctor'] : roles)
const standing = (name: string, role: Role) => {
  const rule = suspensionStandings[name as CallName]
  return typeof rule === 'object' ? rule[role] : rule
}

/** Every table's rows as one hash each (the per-address rate-limit counters aside): "nothing written". */
const fingerprint = async (db: Db): Promise<Record<string, string>> => {
  const tables = await db.query<{ name: string }>(
    sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  )
  const out: Record<string, string> = {}
  for (const { name } of tables) {
    if (name.includes('rate_limit')) continue
    const rows = await db.query<{ h: string | null }>(sql`SELECT md5(string_agg(x::text, '|' ORDER BY x::text)) AS h FROM ${sql.identifier(name)} x`)
    out[name] = rows[0]?.h ?? ''
  }
  return out
}

describe('the policy: every call a doctor or client can make is classified', () => {
  it('names exactly the calls of access verified, member, doctor and owner', () => {
    expect(Object.keys(suspensionStandings).sort()).toEqual(userCalls.map((e) => e.name).sort())
  })

  it("keeps as 'open' only calls any verified sign-in may make, and refuses every write but the contact form and the mail settings", () => {
    for (const e of userCalls)
      for (const role of roles) {
        const s = standing(e.name, role)
        if (s === 'open') expect({ call: e.name, access: e.access }).toEqual({ call: e.name, access: 'verified' })
        if (e.method !== 'GET' && s !== 'use' && !/\.(search|lookup)$/.test(e.name))
          expect(e.name).toMatch(/^general\.(contact\.post|doctorNotifications\.(disable|frequency))$/)
      }
  })
})

describe('every call as B frozen / suspended, on its own objects', () => {
  let db: OpenDb
  let app: ReturnType<typeof createApp>
  beforeAll(async () => {
    db = await openTestDb()
    app = createApp({ db, auth: testAuthenticator, log: () => {} })
  })
  afterAll(() => db.close())

  const send = async (i: PactInteraction, role: Role) => {
    const res = await app.fetch(requestOf(i, bearer[role]))
    return { status: res.status, body: (await res.json().catch(() => null)) as { messages?: Array<{ message: string }> } | null }
  }

  for (const e of userCalls)
    for (const role of rolesFor(e)) {
      const as = role === 'doctor' ? 'a frozen doctor' : 'a suspended client'
      it(`${e.name} as ${as}: ${standing(e.name, role) === 'use' ? 'refused, nothing written' : 'answered as before'}`, async () => {
        const interaction = interactionOf(e)
        if (standing(e.name, role) === 'use') {
          await setUpWorld(db, interaction)
          await restrictB(db, role)
          const before = await fingerprint(db)
          const res = await send(interaction, role)
          expect(res.status).toBe(403)
          expect(res.body?.messages?.map((m) => m.message)).toEqual([suspendedMessage])
          expect(await fingerprint(db)).toEqual(before)
        } else {
          await setUpWorld(db, interaction)
          await restrictB(db, role, false) // the same B, active
          const active = await send(interaction, role)
          await setUpWorld(db, interaction)
          await restrictB(db, role)
          expect((await send(interaction, role)).status).toBe(active.status)
        }
      })
    }
})

describe('who is restricted, and when', () => {
  let db: OpenDb
  let app: ReturnType<typeof createApp>
  beforeAll(async () => {
    db = await openTestDb()
    // the production caller cache (5 s, forgotten when a call changes doctors or clients)
    app = createApp({ db, auth: cachingTestAuthenticator(), log: () => {} })
  })
  afterAll(() => db.close())

  const call = async (name: CallName, as: string, over: { body?: unknown; path?: string } = {}) => {
    const i = interactionOf(endpointOf(name))
    const request = {
      ...i,
      request: {
        ...i.request,
        ...(over.path ? { path: over.path } : {}),
        ...(over.body === undefined ? {} : { body: { content: over.body, contentType: 'application/json', encoded: false as const } }),
      },
    }
    const res = await app.fetch(requestOf(request, `Bearer ${testToken(as)}`))
    return { status: res.status, body: (await res.json()) as { payload?: unknown; messages?: Array<{ message: string }> } }
  }
  const count = async (table: 'press_releases' | 'manuscripts') => Number((await db.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))[0]?.n)

  beforeAll(async () => {
    await resetToBaseline(db)
    await clientFacts(db, clientB.id)
    await doctorFacts(db, doctorB.id)
  })

  it('suspending a client through admin.clients.suspend refuses its next write; its reads stay; lifting it restores the write', async () => {
    const draft = { title: '新製品のお知らせ', body: '<p>本文</p>', tagIds: [] }
    expect((await call('general.pressReleases.create', clientB.email, { body: draft })).status).toBe(201) // its caller is cached now
    expect((await call('admin.clients.suspend', admin, { body: { suspended: true } })).status).toBe(200)
    const releases = await count('press_releases')
    const refused = await call('general.pressReleases.create', clientB.email, { body: draft })
    expect(refused).toMatchObject({ status: 403, body: { messages: [{ message: suspendedMessage }] } })
    expect(await count('press_releases')).toBe(releases)
    expect((await call('general.pressReleases.list', clientB.email)).status).toBe(200)
    expect((await call('general.clients.get', clientB.email)).status).toBe(200)
    expect((await call('general.manuscripts.acceptable', clientB.email)).status).toBe(403) // the service's content, not its own
    expect((await call('admin.clients.suspend', admin, { body: { suspended: false } })).status).toBe(200)
    expect((await call('general.pressReleases.create', clientB.email, { body: draft })).status).toBe(201)
    expect((await call('general.manuscripts.acceptable', clientB.email)).status).toBe(200)
  })

  it('freezing a doctor through admin.doctors.setStatus refuses their next write; their reads stay; unfreezing restores it', async () => {
    const manuscript = { title: '高血圧治療の最前線', contents: '<p>本文</p>', expertiseIds: ['11'], tagIds: [] }
    expect((await call('general.manuscripts.create', doctorB.email, { body: manuscript })).status).toBe(201)
    expect((await call('admin.doctors.setStatus', admin, { path: `/api/v1/admin/doctors/${doctorB.id}/doctor`, body: { frozen: true } })).status).toBe(200)
    const manuscripts = await count('manuscripts')
    const refused = await call('general.manuscripts.create', doctorB.email, { body: manuscript })
    expect(refused).toMatchObject({ status: 403, body: { messages: [{ message: suspendedMessage }] } })
    expect(await count('manuscripts')).toBe(manuscripts)
    expect((await call('general.doctors.get', doctorB.email, { path: `/api/v1/doctors/${doctorB.id}` })).status).toBe(200)
    expect((await call('general.doctorPoints.mine', doctorB.email)).status).toBe(200)
    expect((await call('general.manuscripts.list', doctorB.email)).status).toBe(200)
    expect((await call('admin.doctors.setStatus', admin, { path: `/api/v1/admin/doctors/${doctorB.id}/doctor`, body: { frozen: false } })).status).toBe(200)
    expect((await call('general.manuscripts.create', doctorB.email, { body: manuscript })).status).toBe(201)
  })

  it('an active operator who is also a frozen doctor acts as staff', async () => {
    await ensureDoctor(db, { id: '9101', email: operator, organizationId: null, frozen: true })
    const res = await call('general.pressReleases.create', operator, { body: { clientId: clientB.id, title: '代理作成', body: '<p>本文</p>', tagIds: [] } })
    expect(res.status).toBe(201)
  })

  it('a sign-in bound to a suspended client and an active doctor is held to what the suspended client may do', async () => {
    const both = 'both@fixtures.example'
    await ensureDoctor(db, { id: '9102', email: both, organizationId: null })
    await ensureClient(db, { id: '9103', email: both, suspended: true })
    const refused = await call('general.manuscripts.create', both, { body: { title: '題', contents: '<p>本文</p>', expertiseIds: [], tagIds: [] } })
    expect(refused).toMatchObject({ status: 403, body: { messages: [{ message: suspendedMessage }] } })
    expect((await call('general.doctorPoints.mine', both)).status).toBe(200) // its own data stays readable
  })
})
