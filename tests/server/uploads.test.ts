/**
 * Issue 28 item 9: upload screening and the daily upload quota.
 * (a) Markup a browser would run (HTML, SVG, XML) is refused wherever it stands after leading
 *     whitespace or comments, and in UTF-16, unless the bytes are one of the sniffed binary types.
 * (b) The quota is charged only for bytes that are stored: a refused upload costs nothing, a stored
 *     one its size, a full quota refuses (429), and concurrent uploads never overshoot it. Run on
 *     PostgreSQL too: `bash scripts/with-postgres.sh npx vitest run tests/server/uploads.test.ts`.
 */
import { sql } from 'drizzle-orm'
import type { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenDb } from '@server/src/db/database'
import { createApp } from '@server/src/http/app'
import { consume } from '@server/src/http/rate-limit'
import { quotaMessage, scriptFileMessage, uploadQuota } from '@server/src/http/uploads'
import { ensureDoctor } from '@server/testing/fixtures'
import { doctorEmail, manuscriptFacts, resetToBaseline } from '@server/testing/provider-states'
import { openTestDb } from './support/db'
import { admin, testAuthenticator, testUid } from './support/server'

let db: OpenDb
let app: Hono
beforeAll(async () => {
  db = await openTestDb()
  await resetToBaseline(db)
  app = createApp({ db, auth: testAuthenticator, log: () => undefined })
})
afterAll(() => db.close())

const text = (s: string) => new TextEncoder().encode(s)
const utf16le = (s: string) => new Uint8Array(Buffer.from(s, 'utf16le'))
const utf16be = (s: string) => new Uint8Array(Buffer.from(s, 'utf16le').swap16())
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts))

/** A PNG with an IHDR chunk and the given text in a tEXt chunk (CRCs are not checked by the sniffer). */
const pngWithText = (comment: string) =>
  concat(
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 2, 0, 0, 0, 3, 8, 6, 0, 0, 0, 0, 0, 0, 0]),
    new Uint8Array([0, 0, 0, comment.length + 8]),
    text(`tEXtComment\0${comment}`),
    new Uint8Array(4),
  )
const png = pngWithText('ok')
const eicar = text('X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*')

const upload = async (as: string, path: string, json: unknown, bytes: Uint8Array, name: string, type: string) => {
  const form = new FormData()
  form.set('json', JSON.stringify(json))
  form.set('file', new File([bytes as BlobPart], name, { type }))
  const res = await app.request(path, { method: 'POST', body: form, headers: { authorization: `Bearer test:${as}` } })
  return { status: res.status, body: (await res.json()) as { payload?: { contentType: string; status: string }; messages: Array<{ message: string }> } }
}
const file = (as: string, bytes: Uint8Array, name = 'notes.txt', type = 'text/plain') => upload(as, '/api/v1/files/upload', { purpose: 'other' }, bytes, name, type)

describe('screening: markup a browser would run is refused wherever it starts', () => {
  const refused = async (bytes: Uint8Array, name = 'notes.txt', type = 'text/plain') => {
    const res = await file(admin, bytes, name, type)
    expect({ status: res.status, messages: res.body.messages }).toEqual({ status: 415, messages: [{ message: scriptFileMessage }] })
  }

  it('HTML after 2,000 bytes of whitespace', async () => {
    await refused(text(`${' \n\t\r'.repeat(500)}<html><body><script>alert(document.cookie)</script></body></html>`))
    await refused(text(`${'\n'.repeat(2000)}<!DOCTYPE html><p>x</p>`), 'data.bin', 'application/octet-stream')
  })

  it('SVG after a 5,000-byte comment', async () => {
    await refused(text(`<!--${'x'.repeat(5000)}--><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>`))
    await refused(text(`<?xml version="1.0"?><!--${' '.repeat(5000)}--><svg/>`))
  })

  it('HTML in UTF-16, with and without a byte order mark', async () => {
    await refused(concat(new Uint8Array([0xff, 0xfe]), utf16le('<html><script>alert(1)</script></html>')))
    await refused(concat(new Uint8Array([0xfe, 0xff]), utf16be('  <svg onload="alert(1)"/>')))
    await refused(utf16le(`${' '.repeat(3000)}<script>alert(1)</script>`))
  })

  it('a script or SVG deep inside otherwise plain text', async () => {
    await refused(text(`name,comment\n${'山田,よろしく\n'.repeat(400)}x,<script>alert(1)</script>\n`), 'list.csv', 'text/csv')
    await refused(text(`${'a'.repeat(4000)}<svg><script>alert(1)</script></svg>`))
  })

  it('a genuine PNG with "<svg" in a text chunk is still an image/png', async () => {
    const bytes = pngWithText('<svg onload="alert(1)"><script>alert(1)</script></svg>')
    const asFile = await file(admin, bytes, 'photo.png', 'image/png')
    expect(asFile.status).toBe(201)
    expect(asFile.body.payload?.contentType).toBe('image/png')
    const asImage = await upload(admin, '/api/v1/images/upload', { purpose: 'media' }, bytes, 'photo.png', 'image/png')
    expect(asImage.status).toBe(201)
    expect(asImage.body.payload?.contentType).toBe('image/png')
  })

  it('plain CSV and text files are still accepted', async () => {
    const csv = await file(admin, text('氏名,年齢,メモ\n山田 太郎,45,"a < b, c > d"\n鈴木 花子,38,<注意>\n'), 'list.csv', 'text/csv')
    expect(csv.status).toBe(201)
    expect(csv.body.payload?.contentType).toBe('application/octet-stream')
    const notes = await file(admin, text('血圧 < 140 かつ 脈拍 > 60 の患者を対象とした。\n'))
    expect(notes.status).toBe(201)
    const utf16 = await file(admin, concat(new Uint8Array([0xff, 0xfe]), utf16le('日本語のテキスト a<b\n')))
    expect(utf16.status).toBe(201)
  })
})

describe('quota: charged only for stored bytes', () => {
  let n = 0
  /** A doctor of its own, so each test meets a fresh quota. */
  const freshDoctor = async () => {
    const id = `quota-${++n}`
    await ensureDoctor(db, { id })
    return doctorEmail(id)
  }
  const used = async (email: string) =>
    Number((await db.query<{ used: string | null }>(sql`SELECT sum(count) AS used FROM rate_limits WHERE key = ${`upload-bytes:${testUid(email)}`}`))[0]?.used ?? 0)
  const filesOf = async (doctorId: string) =>
    Number((await db.query<{ n: string }>(sql`SELECT count(*) AS n FROM files WHERE owner_kind = 'doctor' AND owner_id = ${doctorId}`))[0]?.n ?? 0)
  const fill = async (email: string, free: number) =>
    expect(await consume(db, `upload-bytes:${testUid(email)}`, uploadQuota, uploadQuota.limit - free)).toBe(true)

  it('a stored upload is charged its size', async () => {
    const doctor = await freshDoctor()
    const bytes = text('%PDF-1.4 seventeen')
    expect((await file(doctor, bytes, 'a.pdf', 'application/pdf')).status).toBe(201)
    expect(await used(doctor)).toBe(bytes.byteLength)
  })

  it('a manuscript that refuses the file (quarantined, not yours, missing) leaves the quota and the files untouched', async () => {
    const doctor = await freshDoctor()
    const content = (json: unknown, bytes = png) => upload(doctor, '/api/v1/manuscripts/contents/upload', json, bytes, 'x.png', 'image/png')
    expect((await content({}, concat(png, eicar))).status).toBe(422)
    await manuscriptFacts(db, 'quota-other', '42', 'draft')
    expect((await content({ manuscriptId: 'quota-other' })).status).toBe(403)
    expect((await content({ manuscriptId: 'no-such-manuscript' })).status).toBe(404)
    expect(await used(doctor)).toBe(0)
    expect(await filesOf(`quota-${n}`)).toBe(0)
  })

  it('an oversize file or a wrong type for an image is not charged', async () => {
    const doctor = await freshDoctor()
    const oversize = await file(doctor, new Uint8Array(10 * 1024 * 1024 + 1).fill(0x61), 'big.txt')
    expect(oversize.status).toBe(413)
    const notAnImage = await upload(doctor, '/api/v1/images/upload', { purpose: 'media' }, text('not an image'), 'x.png', 'image/png')
    expect(notAnImage.status).toBe(415)
    const script = await file(doctor, text('<svg onload="alert(1)"/>'))
    expect(script.status).toBe(415)
    expect(await used(doctor)).toBe(0)
  })

  it('a full quota refuses with 429 and charges nothing; what still fits is stored', async () => {
    const doctor = await freshDoctor()
    await fill(doctor, 10)
    const over = await file(doctor, png, 'x.png', 'image/png')
    expect(over.status).toBe(429)
    expect(over.body.messages).toEqual([{ message: quotaMessage(uploadQuota.limit) }])
    expect(await used(doctor)).toBe(uploadQuota.limit - 10)
    expect((await file(doctor, text('%PDF-1.4xx'), 'a.pdf', 'application/pdf')).status).toBe(201)
    expect(await used(doctor)).toBe(uploadQuota.limit)
  })

  it('concurrent uploads cannot exceed the quota together', async () => {
    const doctor = await freshDoctor()
    await fill(doctor, 100)
    const bytes = text(`%PDF-1.4 ${'x'.repeat(31)}`) // 40 bytes: two fit in 100, three do not
    const results = await Promise.all(Array.from({ length: 6 }, () => file(doctor, bytes, 'a.pdf', 'application/pdf')))
    const statuses = results.map((r) => r.status).sort()
    expect(statuses).toEqual([201, 201, 429, 429, 429, 429])
    expect(await used(doctor)).toBe(uploadQuota.limit - 100 + 80)
    expect(await filesOf(`quota-${n}`)).toBe(2)
  })
})
