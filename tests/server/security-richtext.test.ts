/**
 * Issue 12: a press release rewritten with a <script> was served as is by the public direct API.
 * Rich text (press-release bodies, manuscript contents) is now stored sanitised.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sanitizeRichText } from '@server/src/areas/support/rich-text'
import { admin, operator, startTestServer, type TestServer } from './support/server'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.close())

const attack =
  '<p onclick="steal()">本文<script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">詳細</a>' +
  '<iframe src="https://evil.example"></iframe><a href="https://example.jp/">資料</a><img src="https://example.jp/a.png" alt="図"></p>'

describe('rich text is stored sanitised', () => {
  it('keeps formatting and safe links, drops scripts, handlers, frames and javascript: URLs', () => {
    const clean = sanitizeRichText(attack)
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:|iframe|alert/)
    expect(clean).toContain('<a href="https://example.jp/" rel="noopener noreferrer nofollow" target="_blank">資料</a>')
    expect(clean).toContain('<img src="https://example.jp/a.png" alt="図" />')
    expect(clean).toContain('本文')
    expect(sanitizeRichText('<h2>見出し</h2><ul><li>一</li></ul>')).toBe('<h2>見出し</h2><ul><li>一</li></ul>')
  })

  it('a press release body written through the API is served without the script, also by the public direct API', async () => {
    const clients = await server.json('POST', '/api/v1/admin/clients/search', { as: admin, body: { limit: 1 } })
    const clientId = clients.body.payload[0].id
    const created = await server.json('POST', '/api/v1/pressReleases/', { as: operator, body: { clientId, title: 'XSS', body: attack, tagIds: [] } })
    expect(created.status).toBe(201)
    const id = created.body.payload.id
    expect(created.body.payload.body).not.toMatch(/script|onerror|javascript:/)
    const updated = await server.json('PUT', `/api/v1/admin/pressReleases/${id}`, { as: admin, body: { clientId, title: 'XSS', body: `<p>改</p>${attack}`, tagIds: [], version: created.body.payload.version } })
    expect(updated.status).toBe(200)
    expect(updated.body.payload.body).not.toMatch(/script|onerror|javascript:/)
    for (const status of ['request', 'published']) await server.json('PATCH', `/api/v1/admin/pressReleases/${id}`, { as: admin, body: { status } })
    const pub = await server.json('GET', `/api/direct/pressReleases/${id}`)
    expect(pub.status).toBe(200)
    expect(pub.body.payload.body).toContain('<p>改</p>')
    expect(pub.body.payload.body).not.toMatch(/script|onerror|javascript:/)
  })
})
