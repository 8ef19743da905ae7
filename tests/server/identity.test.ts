/**
 * Nobody acts as someone else (issue 12, docs/auth.md): the attacks found against the reference
 * server, replayed and refused.
 * - An unverified password account with a doctor's e-mail exchanged the doctor's MP: 401.
 * - Only `password` (Firebase's provider of e-mail-link sign-ins too) and `emailLink` sign-ins count.
 * - Identities are bound to the Firebase uid on first verified sign-in: a second account with the
 *   same e-mail is nobody's, and an e-mail change never moves the identity.
 * - A stranger (verified, but no operator, doctor or client) and a doctor or client acting on
 *   someone else's object are refused (the full matrix: access-matrix.test.ts).
 */
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureClient, ensureDoctor } from '@server/testing/fixtures'
import { admin, operator, startTestServer, testToken, type TestServer } from './support/server'

let server: TestServer
const victim = { id: 'idt-victim', email: 'victim-doctor@identity.example' }
const other = { id: 'idt-other', email: 'other-doctor@identity.example' }
const clientA = { id: 'idt-client-a', email: 'client-a@identity.example' }
const clientB = { id: 'idt-client-b', email: 'client-b@identity.example' }
const stranger = 'stranger@identity.example'

beforeAll(async () => {
  server = await startTestServer()
  await ensureDoctor(server.db, { id: victim.id, email: victim.email, mpBalance: 5000 })
  await ensureDoctor(server.db, { id: other.id, email: other.email, mpBalance: 100 })
  await ensureClient(server.db, { id: clientA.id, email: clientA.email })
  await ensureClient(server.db, { id: clientB.id, email: clientB.email })
})
afterAll(() => server.close())

const balance = async (id: string) =>
  Number((await server.db.query<{ mp_balance: number }>(sql`SELECT mp_balance FROM doctors WHERE id = ${id}`))[0]?.mp_balance)

describe('identity: verified e-mail and an allowed sign-in provider', () => {
  it("refuses an unverified password account with a doctor's e-mail exchanging the doctor's MP (401)", async () => {
    const attacker = testToken(victim.email, { provider: 'password', verified: false, uid: 'uid-attacker' })
    const exchange = await server.json('POST', '/api/v1/doctors/points/exchange', { as: attacker, body: { points: 5000 } })
    expect(exchange.status).toBe(401)
    expect((await server.json('GET', '/api/v1/doctors/points/mine', { as: attacker })).status).toBe(401)
    expect(await balance(victim.id)).toBe(5000)
  })

  it('refuses a verified e-mail under a provider that is not allowed (anonymous, custom, another IdP): 401', async () => {
    for (const provider of ['anonymous', 'custom', 'google.com', 'phone'])
      expect((await server.json('GET', '/api/v1/doctors/points/mine', { as: testToken(victim.email, { provider, uid: `uid-${provider}` }) })).status).toBe(401)
  })

  it('lets staff in by a verified e-mail (Firebase puts e-mail-link sign-ins under the password provider)', async () => {
    expect((await server.json('POST', '/api/v1/admin/doctors/search', { as: testToken(admin, { provider: 'password' }), body: {} })).status).toBe(200)
    expect((await server.json('POST', '/api/v1/admin/doctors/search', { as: testToken(admin, { provider: 'emailLink' }), body: {} })).status).toBe(200)
    const unverified = testToken(admin, { provider: 'password', verified: false, uid: 'uid-admin-unverified' })
    expect((await server.json('POST', '/api/v1/admin/doctors/search', { as: unverified, body: {} })).status).toBe(401)
  })

  it('lets a doctor in by e-mail link or by a verified password account', async () => {
    const res = await server.json('GET', '/api/v1/doctors/points/mine', { as: testToken(other.email, { provider: 'password' }) })
    expect(res.status).toBe(200)
    expect(res.body.payload.doctorId).toBe(other.id)
  })
})

describe('identity: bound to the Firebase uid on first verified sign-in', () => {
  it('binds the doctor to the first uid; a second account with the same e-mail is nobody (403)', async () => {
    const first = await server.json('GET', '/api/v1/doctors/points/mine', { as: victim.email })
    expect(first.status).toBe(200)
    expect(first.body.payload.doctorId).toBe(victim.id)
    const bound = await server.db.query<{ firebase_uid: string }>(sql`SELECT firebase_uid FROM doctors WHERE id = ${victim.id}`)
    expect(bound[0]?.firebase_uid).toBe('uid-victim-doctor-identity-example')
    const second = testToken(victim.email, { provider: 'password', uid: 'uid-second-account' })
    expect((await server.json('GET', '/api/v1/doctors/points/mine', { as: second })).status).toBe(403)
  })

  it('never moves an identity with an e-mail change: the new address is nobody, the old uid stays the doctor', async () => {
    const newEmail = 'changed-address@identity.example'
    await server.db.query(sql`UPDATE doctors SET email = ${newEmail} WHERE id = ${victim.id}`)
    const holderOfNewAddress = testToken(newEmail, { uid: 'uid-holder-of-new-address' })
    expect((await server.json('GET', '/api/v1/doctors/points/mine', { as: holderOfNewAddress })).status).toBe(403)
    const stillTheDoctor = testToken(newEmail, { uid: 'uid-victim-doctor-identity-example' })
    expect((await server.json('GET', '/api/v1/doctors/points/mine', { as: stillTheDoctor })).body.payload.doctorId).toBe(victim.id)
  })

  it('binds an operator by e-mail link once; another uid with the operator e-mail is no operator', async () => {
    expect((await server.json('POST', '/api/v1/admin/doctors/search', { as: operator, body: {} })).status).toBe(200)
    const another = testToken(operator, { uid: 'uid-another-operator-account' })
    expect((await server.json('POST', '/api/v1/admin/doctors/search', { as: another, body: {} })).status).toBe(403)
  })
})

describe('ownership: the attacks of a stranger and of another doctor or client, refused', () => {
  it("refuses a stranger the doctor list, a client's e-mail change, the expertise tree edit, offers and media renames (403)", async () => {
    expect((await server.json('GET', '/api/v1/doctors/', { as: stranger })).status).toBe(403)
    const email = await server.json('PUT', `/api/v1/clients/${clientB.id}`, { as: stranger, body: { email: 'thief@identity.example' } })
    expect(email.status).toBe(403)
    expect((await server.json('POST', '/api/v1/expertise/', { as: stranger, body: { name: '乗っ取り', parentId: null } })).status).toBe(403)
    expect((await server.json('POST', '/api/v1/manuscripts/1/offer', { as: stranger, body: { message: 'x' } })).status).toBe(403)
    expect((await server.json('PUT', '/api/direct/medium/1', { as: stranger, body: { name: 'x' } })).status).toBe(403)
    expect((await server.json('GET', '/api/v1/media/articles/1/answers', { as: stranger })).status).toBe(403)
    // reference data stays readable for any verified account
    expect((await server.json('GET', '/api/v1/expertise/tree', { as: stranger })).status).toBe(200)
  })

  it("refuses a doctor another doctor's profile and a manuscript in their name (403)", async () => {
    const read = await server.json('GET', `/api/v1/doctors/${victim.id}`, { as: other.email })
    expect(read.status).toBe(403)
    const current = (await server.json('GET', `/api/v1/doctors/${victim.id}`, { as: admin })).body.payload
    const profile = {
      lastName: current.lastName, firstName: current.firstName, lastNameKana: current.lastNameKana, firstNameKana: current.firstNameKana,
      phone: current.phone, medicalLicenseNumber: '999999', organizationId: current.organizationId, belongIds: [], expertiseIds: [], prefecture: null,
      version: current.version,
    }
    const rewrite = await server.json('PUT', `/api/v1/doctors/${victim.id}`, { as: other.email, body: profile })
    expect(rewrite.status).toBe(403)
    const own = await server.json('GET', `/api/v1/doctors/${other.id}`, { as: other.email })
    expect(own.status).toBe(200)
    const manuscript = { doctorId: victim.id, title: 'なりすまし', contents: '本文', expertiseIds: [], tagIds: [] }
    expect((await server.json('POST', '/api/v1/manuscripts/', { as: other.email, body: manuscript })).status).toBe(403)
  })

  it("refuses a client another client's profile and press releases (403)", async () => {
    expect((await server.json('GET', `/api/v1/clients/${clientB.id}`, { as: clientA.email })).status).toBe(403)
    expect((await server.json('GET', `/api/v1/clients/${clientA.id}`, { as: clientA.email })).status).toBe(200)
    const draft = { clientId: clientB.id, title: 'なりすましリリース', body: '<p>本文</p>', tagIds: [] }
    expect((await server.json('POST', '/api/v1/pressReleases/', { as: clientA.email, body: draft })).status).toBe(403)
    const mine = await server.json('POST', '/api/v1/pressReleases/', { as: clientA.email, body: { ...draft, clientId: clientA.id } })
    expect(mine.status).toBe(201)
    expect((await server.json('PUT', `/api/v1/pressReleases/${mine.body.payload.id}`, { as: clientB.email, body: { ...draft, clientId: clientB.id, version: mine.body.payload.version } })).status).toBe(403)
    const listed = await server.json('GET', '/api/v1/pressReleases/', { as: clientA.email })
    expect(listed.body.payload.map((p: { clientId: string }) => p.clientId).every((id: string) => id === clientA.id)).toBe(true)
  })
})
