/**
 * Issue 28 item 5: a public (direct, no token) search matches only what its answer shows. The
 * public doctor directory shows names, kana, organisation, expertise and prefecture, so an e-mail
 * fragment (local part, domain, the whole address) finds nobody there: otherwise an address could
 * be recovered a character at a time, and searching an address would name its owner. The public
 * client directory shows the company name, its kana and URL: neither the contact's e-mail nor the
 * contact's name finds a client. The staff searches (admin/general) keep matching e-mails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ensureClient, ensureDoctor } from '@server/testing/fixtures'
import { admin, operator, startTestServer, type TestServer } from './support/server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
  await ensureDoctor(server.db, {
    id: 'privacy-doctor',
    email: 'zq7kanemitsu@secret-clinic.example',
    lastName: '金光',
    firstName: '雅人',
    lastNameKana: 'カネミツ',
    firstNameKana: 'マサト',
    phone: '090-7777-1234',
  })
  await ensureClient(server.db, {
    id: 'privacy-client',
    email: 'yx4contact@hidden-pharma.example',
    companyName: '秘密保持製薬',
    companyNameKana: 'ヒミツホジセイヤク',
    contactName: '窓口花子',
    phone: '03-7777-4321',
  })
})
afterAll(() => server.close())

type Page = { status: number; body: { payload: { id: string }[] } }
const ids = (answer: Page) => {
  expect(answer.status).toBe(200)
  return answer.body.payload.map((r) => r.id)
}
const publicDoctors = async (keyword: string) => ids(await server.json('POST', '/api/direct/doctors/search', { body: { keyword, limit: 100 } }))
const staffDoctors = async (keyword: string) => ids(await server.json('POST', '/api/v1/admin/doctors/search', { as: admin, body: { keyword, limit: 100 } }))
const publicClients = async (keyword: string) => ids(await server.json('POST', '/api/direct/clients/search', { body: { keyword, limit: 100 } }))
const staffClients = async (keyword: string) => ids(await server.json('POST', '/api/v1/admin/clients/search', { as: admin, body: { keyword, limit: 100 } }))
const listedClients = async (keyword: string) =>
  ids(await server.json('GET', `/api/v1/clients/?keyword=${encodeURIComponent(keyword)}&limit=100`, { as: operator }))

/** Fragments of the doctor's e-mail: the local part, the domain, the whole address, a short and a long piece with digits, the '@' joint. */
const doctorEmailFragments = ['zq7kanemitsu', 'secret-clinic.example', 'zq7kanemitsu@secret-clinic.example', 'ZQ7KANEMITSU@SECRET', 'zq', 'q7', 'zq7ka', '@secret', 'u@s']
const clientEmailFragments = ['yx4contact', 'hidden-pharma.example', 'yx4contact@hidden-pharma.example', 'yx', 'x4', 'yx4co', 't@h']

describe('public doctor search (direct.doctors.search)', () => {
  it('finds nobody by a fragment of an e-mail address', async () => {
    for (const keyword of doctorEmailFragments) expect(await publicDoctors(keyword), `'${keyword}'`).not.toContain('privacy-doctor')
  })

  it('finds nobody by the phone number it does not show', async () => {
    expect(await publicDoctors('090-7777')).not.toContain('privacy-doctor')
  })

  it('still finds the doctor by name and kana (each term, or several)', async () => {
    for (const keyword of ['金光', '雅人', '金光雅人', 'カネミツ', 'マサト', 'カネミツ　マサト', '金光 マサト', '光'])
      expect(await publicDoctors(keyword), `'${keyword}'`).toContain('privacy-doctor')
    // a name term and an e-mail term together: the e-mail term is not matched, so nobody
    expect(await publicDoctors('金光 zq7kanemitsu')).not.toContain('privacy-doctor')
  })

  it('the staff search keeps finding the doctor by e-mail', async () => {
    for (const keyword of doctorEmailFragments) expect(await staffDoctors(keyword), `'${keyword}'`).toContain('privacy-doctor')
  })
})

describe('public client search (direct.clients.search)', () => {
  it('finds no client by a fragment of its contact e-mail, nor by the contact name it does not show', async () => {
    for (const keyword of [...clientEmailFragments, '窓口花子', '窓口'])
      expect(await publicClients(keyword), `'${keyword}'`).not.toContain('privacy-client')
  })

  it('still finds the client by company name and kana', async () => {
    for (const keyword of ['秘密保持製薬', '保持', 'ヒミツホジ', '秘密 ヒミツ'])
      expect(await publicClients(keyword), `'${keyword}'`).toContain('privacy-client')
  })

  it('cannot be sorted by e-mail: the next-page cursor (readable base64) carries no e-mail', async () => {
    const answer = await server.json('POST', '/api/direct/clients/search', { body: { limit: 1, sort: 'email', order: 'asc' } })
    expect(answer.status).toBe(200)
    const cursor: string = answer.body.nextPaging.nextCursorKey
    const [sort, value] = JSON.parse(Buffer.from(cursor.split('.')[0] as string, 'base64url').toString('utf8')) as [string, string | null]
    expect(sort).toBe('createdAt')
    expect(value).not.toContain('@')
  })

  it('the staff searches keep finding the client by contact e-mail and contact name', async () => {
    for (const keyword of [...clientEmailFragments, '窓口花子']) {
      expect(await staffClients(keyword), `admin '${keyword}'`).toContain('privacy-client')
      expect(await listedClients(keyword), `general '${keyword}'`).toContain('privacy-client')
    }
  })
})
