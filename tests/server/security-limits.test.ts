/**
 * Issue 12, "bounded input": body limits that refuse before the body is read, upload quotas per
 * account, content types sniffed from the bytes, quarantined files without a URL, no SVG, and the
 * HTTP server's timeouts. Each test reproduces a finding and sees it refused.
 */
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import type { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenDb } from '@server/src/db/database'
import { createApp } from '@server/src/http/app'
import { httpServerOptions, jsonBodyLimit, uploadBodyLimit } from '@server/src/http/limits'
import { consume } from '@server/src/http/rate-limit'
import { quotaMessage, scriptFileMessage, sniffContentType, uploadQuota } from '@server/src/http/uploads'
import { createServer, type RunningServer } from '@server/src/server'
import { seedDemo } from '@server/src/seed/demo.seed'
import { openTestDb } from './support/db'
import { admin, operator, testAuthenticator, testUid } from './support/server'

let db: OpenDb
let app: Hono
beforeAll(async () => {
  db = await openTestDb()
  await seedDemo(db, 5)
  app = createApp({ db, auth: testAuthenticator, log: () => undefined })
})
afterAll(() => db.close())

const messages = async (res: Response) => ((await res.json()) as { messages: Array<{ message: string }> }).messages.map((m) => m.message)

/** A body of `total` bytes that counts how much of it the server pulled. */
const countingBody = (total: number, chunk = 64 * 1024) => {
  const counter = { pulled: 0 }
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (counter.pulled >= total) return controller.close()
      const size = Math.min(chunk, total - counter.pulled)
      counter.pulled += size
      controller.enqueue(new Uint8Array(size).fill(0x20))
    },
  })
  return { stream, counter }
}

const hundredMb = 100 * 1024 * 1024

describe('body limits', () => {
  it('an anonymous 100 MB POST with its length declared is refused with 413 without reading the body', async () => {
    const { stream, counter } = countingBody(hundredMb)
    const res = await app.request(
      new Request('http://localhost/api/direct/contacts', {
        method: 'POST', body: stream, duplex: 'half', headers: { 'content-type': 'application/json', 'content-length': String(hundredMb) },
      } as RequestInit),
    )
    expect(res.status).toBe(413)
    expect(await messages(res)).toEqual(['リクエストが大きすぎます（上限1MB）。件数を分けて送信してください。'])
    expect(counter.pulled).toBeLessThanOrEqual(64 * 1024) // at most what the stream had buffered
  })

  it('a chunked 100 MB POST (no length) is cut at the limit, not read whole', async () => {
    const { stream, counter } = countingBody(hundredMb)
    const res = await app.request(
      new Request('http://localhost/api/v1/admin/doctors/search', {
        method: 'POST', body: stream, duplex: 'half', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked', authorization: `Bearer test:${admin}` },
      } as RequestInit),
    )
    expect(res.status).toBe(413)
    expect(counter.pulled).toBeLessThan(jsonBodyLimit + 3 * 64 * 1024)
  })

  it('an upload over its own limit is refused with 413 and the upload message', async () => {
    const { stream, counter } = countingBody(hundredMb)
    const res = await app.request(
      new Request('http://localhost/api/v1/files/upload', {
        method: 'POST', body: stream, duplex: 'half',
        headers: { 'content-type': 'multipart/form-data; boundary=x', 'transfer-encoding': 'chunked', authorization: `Bearer test:${admin}` },
      } as RequestInit),
    )
    expect(res.status).toBe(413)
    expect(await messages(res)).toEqual(['ファイルサイズは10MB以下にしてください'])
    expect(counter.pulled).toBeLessThan(uploadBodyLimit + 3 * 64 * 1024)
  })

  it('a JSON body under the limit is still served', async () => {
    const res = await app.request('/api/v1/admin/doctors/search', {
      method: 'POST', body: JSON.stringify({ keyword: 'a'.repeat(100) }), headers: { 'content-type': 'application/json', authorization: `Bearer test:${admin}` },
    })
    expect(res.status).toBe(200)
  })
})

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 2, 0, 0, 0, 3, 8, 6, 0, 0, 0])
const svg = new TextEncoder().encode('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>')
const eicar = new TextEncoder().encode('X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*')

const upload = (path: string, json: unknown, bytes: Uint8Array, name: string, type: string, as = admin) => {
  const form = new FormData()
  form.set('json', JSON.stringify(json))
  form.set('file', new File([bytes as BlobPart], name, { type }))
  return app.request(path, { method: 'POST', body: form, headers: { authorization: `Bearer test:${as}` } })
}

describe('uploads', () => {
  it('the content type comes from the bytes, not from the client', async () => {
    const res = await upload('/api/v1/files/upload', { purpose: 'other' }, png, 'photo.gif', 'image/gif')
    expect(res.status).toBe(201)
    expect((await res.json()).payload.contentType).toBe('image/png')
    const text = await upload('/api/v1/files/upload', { purpose: 'other' }, new TextEncoder().encode('hello'), 'a.pdf', 'application/pdf')
    expect((await text.json()).payload.contentType).toBe('application/octet-stream')
  })

  it('an SVG declared as image/png is refused (images and files)', async () => {
    const image = await upload('/api/v1/images/upload', { purpose: 'pressRelease' }, svg, 'logo.png', 'image/png')
    expect(image.status).toBe(415)
    expect(await messages(image)).toEqual([scriptFileMessage])
    const file = await upload('/api/v1/files/upload', { purpose: 'other' }, svg, 'logo.svg', 'image/svg+xml')
    expect(file.status).toBe(415)
  })

  it('a text file declared as an image is not accepted as an image', async () => {
    const res = await upload('/api/v1/images/upload', { purpose: 'pressRelease' }, new TextEncoder().encode('not an image'), 'x.png', 'image/png')
    expect(res.status).toBe(415)
  })

  it('a quarantined image gets no URL, and a quarantined manuscript attachment is refused', async () => {
    const image = await upload('/api/v1/images/upload', { purpose: 'pressRelease' }, new Uint8Array([...png, ...eicar]), 'x.png', 'image/png')
    const body = await image.json()
    expect(body.payload).toMatchObject({ status: 'quarantined', url: '' })
    const file = await upload('/api/v1/files/upload', { purpose: 'other' }, eicar, 'eicar.com', 'application/octet-stream')
    expect((await file.json()).payload).toMatchObject({ status: 'quarantined', url: null })
    const content = await upload('/api/v1/manuscripts/contents/upload', {}, new Uint8Array([...png, ...eicar]), 'x.png', 'image/png')
    expect(content.status).toBe(422)
  })

  it('an account over its daily upload quota is refused with 429; another account is not', async () => {
    expect(await consume(db, `upload-bytes:${testUid(operator)}`, uploadQuota, uploadQuota.limit - 10)).toBe(true)
    const res = await upload('/api/v1/files/upload', { purpose: 'other' }, png, 'x.png', 'image/png', operator)
    expect(res.status).toBe(429)
    expect(await messages(res)).toEqual([quotaMessage(uploadQuota.limit)])
    expect((await upload('/api/v1/files/upload', { purpose: 'other' }, png, 'x.png', 'image/png', admin)).status).toBe(201)
  })

  it('sniffs the five accepted signatures', () => {
    const bytes = (...b: number[]) => new Uint8Array(b)
    expect(sniffContentType(png)).toBe('image/png')
    expect(sniffContentType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg')
    expect(sniffContentType(new TextEncoder().encode('GIF89a..'))).toBe('image/gif')
    expect(sniffContentType(new TextEncoder().encode('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp')
    expect(sniffContentType(new TextEncoder().encode('%PDF-1.7'))).toBe('application/pdf')
    expect(sniffContentType(svg)).toBe('application/octet-stream')
  })
})

describe('HTTP server timeouts', () => {
  it('the listening server closes connections that send headers or the request too slowly', async () => {
    const { listen } = createServer({ db, auth: testAuthenticator, port: 0 })
    const running = await listen()
    try {
      const server = running.server as Server
      expect(server.headersTimeout).toBe(httpServerOptions.headersTimeout)
      expect(server.requestTimeout).toBe(httpServerOptions.requestTimeout)
    } finally {
      await running.close()
    }
  })
})

/**
 * The same limits and the body itself over a real socket: behind @hono/node-server a body with a
 * declared length is read from Node's request directly (http/app.ts `bodyText`) and its length is
 * checked from the header alone (limits.ts); a chunked body goes through hono's bodyLimit.
 */
describe('bodies over a listening server', () => {
  let running: RunningServer
  let port: number
  beforeAll(async () => {
    running = await createServer({ db, auth: testAuthenticator, port: 0 }).listen()
    port = (running.server.address() as AddressInfo).port
  })
  afterAll(() => running.close())

  /** One raw HTTP/1.1 request; `parts` are written `gapMs` apart (so a body arrives in pieces while the server reads it). */
  // A server may answer before the body is all sent (a refusal: 413) and close the connection; a
  // client then stops sending, and a write that fails after the answer came (EPIPE, ECONNRESET) is
  // not the request's failure (seen once in `npm test`: the answer's end had not been read yet).
  // `end: false`: a body the server refuses while it streams is never ended by the client (ending it
  // writes the last chunk after the server may have answered 413 and closed: EPIPE before the answer
  // is read, seen in two runs of `npm test`); the request is closed once the answer is read.
  const raw = (path: string, headers: Record<string, string>, parts: ReadonlyArray<Uint8Array>, gapMs = 5, { end = true } = {}) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
      let answer: { status: number; headers: IncomingHttpHeaders; chunks: Buffer[] } | undefined
      const settle = () => {
        if (!answer) return
        resolve({ status: answer.status, headers: answer.headers, body: Buffer.concat(answer.chunks).toString('utf8') })
        if (!end) req.destroy()
      }
      const req = httpRequest({ host: '127.0.0.1', port, path, method: 'POST', agent: false, headers: { authorization: `Bearer test:${admin}`, 'content-type': 'application/json', ...headers } }, (res) => {
        answer = { status: res.statusCode ?? 0, headers: res.headers, chunks: [] }
        res.on('data', (chunk: Buffer) => answer?.chunks.push(chunk))
        res.on('end', settle)
        res.on('error', settle)
      })
      req.on('error', (error: NodeJS.ErrnoException) => {
        if (answer && (error.code === 'EPIPE' || error.code === 'ECONNRESET')) settle()
        else reject(error)
      })
      const write = (i: number): void => {
        if (answer) return // answered: send no more
        if (i === parts.length) return end ? void req.end() : undefined
        req.write(parts[i], () => setTimeout(() => write(i + 1), gapMs))
      }
      write(0)
    })

  const someDoctor = async () => {
    const [row] = await db.query<{ last_name: string; email: string }>(sql`SELECT last_name, email FROM doctors WHERE deleted_at IS NULL ORDER BY created_at LIMIT 1`)
    if (!row) throw new Error('the demo data has doctors')
    return row
  }

  it('a body in pieces, a Japanese keyword cut between them, is read whole and decoded once', async () => {
    const doctor = await someDoctor()
    const bytes = new TextEncoder().encode(JSON.stringify({ keyword: doctor.last_name, limit: 50 }))
    const cut = bytes.indexOf(0x22, 12) - 2 // inside the keyword's last character (3 UTF-8 bytes)
    const res = await raw('/api/v1/admin/doctors/search', { 'content-length': String(bytes.length) }, [bytes.slice(0, cut), bytes.slice(cut)], 200)
    expect(res.status).toBe(200)
    const items = (JSON.parse(res.body) as { payload: Array<{ lastName: string; firstName: string; email: string }> }).payload
    expect(items.length).toBeGreaterThan(0)
    expect(items.every((item) => `${item.lastName}${item.firstName}`.includes(doctor.last_name))).toBe(true)
    expect(items.map((item) => item.email)).toContain(doctor.email)
  })

  it('a leading byte-order mark is dropped, as the fetch Request drops it', async () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('{"limit":1}')])
    const res = await raw('/api/v1/admin/doctors/search', { 'content-length': String(bytes.length) }, [bytes])
    expect(res.status).toBe(200)
    expect((JSON.parse(res.body) as { payload: unknown[] }).payload).toHaveLength(1)
  })

  it('answers carry the request id and the API security headers', async () => {
    const body = new TextEncoder().encode('{}')
    const res = await raw('/api/v1/admin/doctors/search', { 'content-length': String(body.length), 'x-request-id': 'lb-0815' }, [body])
    expect(res.headers['x-request-id']).toBe('lb-0815')
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
  })

  it('a chunked body is read through the limit; one past the limit is refused with 413', async () => {
    const small = await raw('/api/v1/admin/doctors/search', { 'transfer-encoding': 'chunked' }, [new TextEncoder().encode('{"limit"'), new TextEncoder().encode(':2}')])
    expect(small.status).toBe(200)
    expect((JSON.parse(small.body) as { payload: unknown[] }).payload).toHaveLength(2)
    const filler = new Uint8Array(256 * 1024).fill(0x20)
    // 4 × 256 KB is the 1 MB limit itself; the fifth part crosses it, and the server answers without the end
    const big = await raw('/api/v1/admin/doctors/search', { 'transfer-encoding': 'chunked' }, [filler, filler, filler, filler, filler], 5, { end: false })
    expect(big.status).toBe(413)
  })

  it('a declared length over the limit is refused with 413 before the body is sent', async () => {
    const res = await new Promise<number>((resolve, reject) => {
      // a connection of its own (agent: false): a kept-alive socket from the test before, whose refused
      // body the server is still discarding, can be reset under this request before it answers (the
      // reset is ignored below, and the test then waited 30 s for nothing: seen once in a clean-clone run)
      const req = httpRequest({ host: '127.0.0.1', port, agent: false, path: '/api/v1/admin/doctors/search', method: 'POST', headers: { authorization: `Bearer test:${admin}`, 'content-type': 'application/json', 'content-length': String(hundredMb) } }, (r) => {
        resolve(r.statusCode ?? 0)
        req.destroy()
      })
      req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? undefined : reject(error)))
      req.flushHeaders() // headers only: not one byte of the 100 MB
    })
    expect(res).toBe(413)
  })
})
