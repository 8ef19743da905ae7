// The check of the browser suite's recorded /api requests against the Pact files
// (contracts/recorded/*, scripts/e2e-api-recorder.mjs; docs/contracts.md "Recorded requests"),
// on tiny handmade Pact interactions and recordings.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { checkRecording, formatReport, pathTemplate, readPacts, shapeOf, type NamedInteraction, type RecordedExchange } from '../../contracts/recorded/check'
import { matchRequest, matchResponse, selectRules, supportedMatchers, type Json, type PactInteraction, type RecordedRequest, type RecordedResponse } from '../../contracts/recorded/pact-match'
import { startRecordingProxy, summariseMultipart } from '../../scripts/e2e-api-recorder.mjs'

const bearer = { Authorization: ['Bearer console-id-token'], 'Content-Type': ['application/json'] }
const bearerRule = { header: { Authorization: { combine: 'AND' as const, matchers: [{ match: 'regex', regex: '^Bearer \\S+$' }] } } }
const success = { $: { combine: 'AND' as const, matchers: [{ match: 'statusCode', status: 'success' }] } }

/** admin.doctors.search with a keyword and a limit (any integer), answering a page of doctors. */
const search: NamedInteraction = {
  file: 'admin.json',
  description: 'admin.doctors.search: a keyword finds doctor 42',
  request: {
    method: 'POST',
    path: '/api/v1/admin/doctors/search',
    headers: bearer,
    body: { content: { keyword: '山田', limit: 50 }, contentType: 'application/json', encoded: false },
    matchingRules: { ...bearerRule, body: { '$.keyword': { combine: 'AND', matchers: [{ match: 'type' }] }, '$.limit': { combine: 'AND', matchers: [{ match: 'integer' }] } } },
  },
  response: {
    status: 200,
    headers: { 'Content-Type': ['application/json'] },
    body: {
      content: { status: 200, messages: [], payload: [{ id: '42', name: '山田 太郎', suspendedAt: null, createdAt: '2024-04-01T09:00:00.000Z' }] },
      contentType: 'application/json',
      encoded: false,
    },
    matchingRules: {
      status: success,
      header: { 'Content-Type': { combine: 'AND', matchers: [{ match: 'regex', regex: '^application/json(;.*)?$' }] } },
      body: {
        $: { combine: 'AND', matchers: [{ match: 'type' }] },
        '$.payload': { combine: 'AND', matchers: [{ match: 'type', min: 1 }] },
        '$.payload[*].id': { combine: 'AND', matchers: [{ match: 'regex', regex: '^\\d+$' }] },
        '$.payload[*].suspendedAt': { combine: 'OR', matchers: [{ match: 'null' }, { match: 'regex', regex: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$' }] },
        '$.payload[*].createdAt': { combine: 'AND', matchers: [{ match: 'regex', regex: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{3}Z$' }] },
        '$.status': { combine: 'AND', matchers: [{ match: 'integer' }] },
      },
    },
  },
}

/** general.doctors.get: the path comes from the provider state (`fromProviderState`). */
const getDoctor = (status: number, description: string): NamedInteraction => ({
  file: 'general.json',
  description,
  providerStates: [{ name: 'doctor 42 exists', params: { doctorId: '42' } }],
  request: {
    method: 'GET',
    path: '/api/v1/doctors/42',
    headers: { Authorization: ['Bearer console-id-token'] },
    matchingRules: bearerRule,
    generators: { path: { type: 'ProviderState', expression: '/api/v1/doctors/${doctorId}', dataType: 'STRING' } },
  },
  response: {
    status,
    headers: { 'Content-Type': ['application/json'] },
    body: { content: { status, messages: status === 200 ? [] : [{ message: '見つかりません' }], payload: status === 200 ? { id: '42' } : null }, contentType: 'application/json', encoded: false },
    matchingRules: { body: { $: { combine: 'AND', matchers: [{ match: 'type' }] } } },
  },
})

const request = (over: Partial<RecordedRequest> = {}): RecordedRequest => ({
  method: 'POST',
  path: '/api/v1/admin/doctors/search',
  query: [],
  headers: { 'content-type': 'application/json', accept: 'application/json', authorization: 'Bearer <redacted>' },
  body: { kind: 'json', json: { keyword: '佐藤', limit: 20 } },
  ...over,
})
const response = (json: Json, status = 200): RecordedResponse => ({ status, contentType: 'application/json', body: { kind: 'json', json } })
const page = (payload: Json): Json => ({ status: 200, messages: [], payload })
const exchange = (req: RecordedRequest, res: RecordedResponse, from = 'console'): RecordedExchange => ({ from, page: '/doctor', request: req, response: res })

describe('a recorded request against the Pact files', () => {
  it('passes when an interaction describes the request and its response matches', () => {
    const res = response(page([{ id: '1260', name: '佐藤 花子', suspendedAt: '2026-11-20T10:55:04.922Z', createdAt: '2026-11-01T00:00:00.000Z', extra: 1 }]))
    const result = checkRecording([exchange(request(), res)], [search])
    expect(result).toMatchObject({ requests: 1, shapes: 1, describedRequests: 1, responsesMatched: 1, undescribed: [], responseMismatches: [], ok: true })
  })

  it('fails on an undescribed shape and names it: method, path template, query keys, body keys and kinds', () => {
    const undescribed = request({ body: { kind: 'json', json: { allowed: true, limit: 50 } } })
    const result = checkRecording([exchange(undescribed, response(page([])))], [search])
    expect(result.ok).toBe(false)
    expect(result.undescribed.map((s) => s.shape)).toEqual(['POST /api/v1/admin/doctors/search body keys {allowed,limit}'])
    expect(result.undescribed[0]?.kinds).toEqual({ allowed: 'boolean', limit: 'integer' })
    const report = formatReport(result)
    expect(report).toContain('1 × POST /api/v1/admin/doctors/search body keys {allowed,limit} → 200')
    expect(report).toContain('unexpected key "allowed"') // request bodies allow no unexpected keys
    expect(report).toContain('missing key "keyword"')
    expect(report).toMatch(/described: 0\/1 requests \(0\.0%\)/)
  })

  it('fails when the response breaks a rule of every interaction describing the request', () => {
    const broken = response(page([{ id: 'doctor-1', name: '佐藤 花子', suspendedAt: '昨日', createdAt: '2026-11-01T00:00:00.000Z' }]))
    const result = checkRecording([exchange(request(), broken)], [search])
    expect(result.ok).toBe(false)
    expect(result.responseMismatches).toHaveLength(1)
    const lines = formatReport(result)
    expect(lines).toContain('body $.payload[*].id: expected a value matching /^\\d+$/ but got "doctor-1"')
    expect(lines).toContain('$.payload[*].suspendedAt: expected null')
    // an empty page breaks eachLike's min 1
    expect(matchResponse(search.response, response(page([])))).toEqual([{ at: 'body $.payload', message: 'expected at least 1 item(s) but got 0' }])
    // a 4xx breaks the status class
    expect(matchResponse(search.response, response(page([{ id: '1', name: 'x', suspendedAt: null, createdAt: '2026-11-01T00:00:00.000Z' }]), 400))[0]?.message).toBe('expected a success status but got 400')
  })

  it('accepts a response any of the interactions describing the request accepts (200 and 404 for the same request)', () => {
    const pacts = [getDoctor(200, 'general.doctors.get: doctor 42'), getDoctor(404, 'general.doctors.get: an unknown doctor')]
    const get = request({ method: 'GET', path: '/api/v1/doctors/1260', body: null, headers: { authorization: 'Bearer <redacted>' } })
    const result = checkRecording([exchange(get, response({ status: 404, messages: [{ message: 'ありません' }], payload: null }, 404)), exchange(get, response(page({ id: '1260' })))], pacts)
    expect(result).toMatchObject({ describedRequests: 2, responsesMatched: 2, ok: true })
    // the provider-state path: its placeholder is one path segment, the rest must be equal
    expect(matchRequest(pacts[0]!.request, { ...get, path: '/api/v1/doctors/1260/doctor' })[0]?.at).toBe('path')
    // a signed-in call must carry a bearer token
    expect(matchRequest(pacts[0]!.request, { ...get, headers: {} })).toEqual([{ at: 'header Authorization', message: 'missing header' }])
  })

  it('ignores the tests’ own requests (from other than the console), and fails on an empty recording', () => {
    const result = checkRecording([exchange(request({ body: { kind: 'json', json: { anything: 1 } } }), response(page([])), 'other')], [search])
    expect(result).toMatchObject({ requests: 0, ignored: 1, ok: false })
  })
})

describe('Pact matching rules', () => {
  it('chooses the heaviest rule path: a field beats [*], [*] beats a parent; a parent rule cascades', () => {
    const category = { $: { matchers: [{ match: 'type' }] }, '$.a[*].b': { matchers: [{ match: 'regex', regex: 'x' }] }, '$.a[0].b': { matchers: [{ match: 'equality' }] } }
    expect(selectRules(category, ['a', 0, 'b'])?.matchers[0]?.match).toBe('equality')
    expect(selectRules(category, ['a', 1, 'b'])?.matchers[0]?.match).toBe('regex')
    expect(selectRules(category, ['a', 1, 'c'])).toMatchObject({ matchers: [{ match: 'type' }], cascaded: true })
  })

  it('query: rules per value, missing and unexpected parameters are mismatches', () => {
    const list: PactInteraction = {
      description: 'list',
      request: { method: 'GET', path: '/api/v1/tags/', query: { limit: ['100'], keyword: ['循環'] }, matchingRules: { query: { limit: { matchers: [{ match: 'integer' }] }, keyword: { matchers: [{ match: 'type' }] } } } },
      response: { status: 200 },
    }
    const get = (query: [string, string][]) => matchRequest(list.request, { method: 'GET', path: '/api/v1/tags/', query, headers: {}, body: null })
    expect(get([['limit', '20'], ['keyword', '心臓']])).toEqual([])
    expect(get([['limit', 'many'], ['keyword', '心臓']])).toEqual([{ at: 'query limit', message: 'expected an integer but got "many"' }])
    expect(get([['limit', '20']])).toEqual([{ at: 'query keyword', message: 'missing query parameter' }])
    expect(get([['limit', '20'], ['keyword', 'x'], ['page', '2']])).toEqual([{ at: 'query page', message: 'unexpected query parameter' }])
  })

  it('values, equality, an unsupported matcher (a mismatch, never accepted) and a provider-state value without a rule (by its expression)', () => {
    const response: PactInteraction['response'] = {
      status: 200,
      body: {
        content: { counts: { hospital: 3 }, kind: 'doctor', day: '2024-04-01' },
        contentType: 'application/json',
      },
      matchingRules: {
        body: {
          '$.counts': { matchers: [{ match: 'values' }] },
          '$.kind': { matchers: [{ match: 'equality' }] },
          '$.day': { matchers: [{ match: 'date', format: 'yyyy-MM-dd' }] },
        },
      },
    }
    const read = (json: Json) => matchResponse(response, { status: 200, contentType: 'application/json', body: { kind: 'json', json } })
    expect(read({ counts: { clinic: 1, lab: 2 }, kind: 'doctor', day: '2024-04-01' }).map((m) => m.message)).toEqual(['unsupported matcher "date"'])
    expect(read({ counts: { clinic: 'one' }, kind: 'client', day: '2024-04-01' }).map((m) => m.at)).toEqual(['body $.counts.clinic', 'body $.kind', 'body $.day'])
    const update: PactInteraction['request'] = {
      method: 'PATCH',
      path: '/api/v1/admin/doctors/42',
      body: { content: { doctorId: '42', version: 3 }, contentType: 'application/json' },
      generators: { path: { type: 'ProviderState', expression: '/api/v1/admin/doctors/${doctorId}' }, body: { '$.doctorId': { type: 'ProviderState', expression: '${doctorId}', dataType: 'STRING' } } },
      matchingRules: { body: { '$.version': { matchers: [{ match: 'integer' }] } } },
    }
    const patch = (json: Json) => matchRequest(update, { method: 'PATCH', path: '/api/v1/admin/doctors/1260', query: [], headers: { 'content-type': 'application/json' }, body: { kind: 'json', json } })
    expect(patch({ doctorId: '1260', version: 7 })).toEqual([])
    expect(patch({ doctorId: 1260, version: 7 })[0]?.message).toMatch(/expected a value like "\$\{doctorId\}"/)
  })

  it('multipart: parts by name, the JSON part by the JSON rules under $.<part>, a file part by its media type', () => {
    const body = Buffer.from(
      '--b\r\nContent-Disposition: form-data; name="json"; filename="json"\r\nContent-Type: application/json\r\n\r\n{"purpose":"manuscript","name":"a.png"}\r\n--b\r\nContent-Disposition: form-data; name="file"; filename="a.webp"\r\nContent-Type: image/webp\r\n\r\nRIFF\r\n--b--\r\n',
    )
    const upload: PactInteraction['request'] = {
      method: 'POST',
      path: '/api/v1/files/upload',
      body: { content: body.toString('base64'), contentType: 'multipart/form-data; boundary=b', encoded: 'base64' },
      matchingRules: { body: { '$.json.name': { matchers: [{ match: 'type' }] } } },
    }
    const recorded = summariseMultipart(Buffer.from(body.toString().replace(/name":"a.png/, 'name":"figure.png').replaceAll('--b', '--x')), 'multipart/form-data; boundary=x')
    const post = (b: typeof recorded) => matchRequest(upload, { method: 'POST', path: '/api/v1/files/upload', query: [], headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: b as RecordedRequest['body'] })
    expect(recorded).toMatchObject({ kind: 'multipart', parts: [{ name: 'json', json: { purpose: 'manuscript', name: 'figure.png' } }, { name: 'file', filename: 'a.webp', contentType: 'image/webp', size: 4 }] })
    expect(post(recorded)).toEqual([])
    const text = summariseMultipart(Buffer.from(body.toString().replace('image/webp', 'text/plain').replaceAll('--b', '--x')), 'multipart/form-data; boundary=x')
    expect(post(text)).toEqual([{ at: 'body part "file"', message: 'expected a image/webp part but got text/plain' }])
    expect(shapeOf({ method: 'POST', path: '/api/v1/files/upload', query: [], headers: {}, body: recorded as RecordedRequest['body'] })).toBe('POST /api/v1/files/upload body parts {file:image/webp,json{name,purpose}}')
  })

  it("multipart: a JSON part's values are compared by type (the Pact file holds the part's literal bytes: a record's id, an image's alt vary)", () => {
    const body = (json: string) =>
      Buffer.from(`--b\r\nContent-Disposition: form-data; name="json"; filename="json"\r\nContent-Type: application/json\r\n\r\n${json}\r\n--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nPNG\r\n--b--\r\n`)
    const upload: PactInteraction['request'] = {
      method: 'POST',
      path: '/api/v1/manuscripts/contents/upload',
      body: { content: body('{"manuscriptId":"21","alt":"図1"}').toString('base64'), contentType: 'multipart/form-data; boundary=b', encoded: 'base64' },
    }
    const post = (json: string) =>
      matchRequest(upload, { method: 'POST', path: '/api/v1/manuscripts/contents/upload', query: [], headers: { 'content-type': 'multipart/form-data; boundary=b' }, body: summariseMultipart(body(json), 'multipart/form-data; boundary=b') as RecordedRequest['body'] })
    expect(post('{"manuscriptId":"1329","alt":"図版.png"}')).toEqual([])
    expect(post('{"manuscriptId":1329,"alt":"図版.png"}')).toHaveLength(1)
    expect(post('{"manuscriptId":"1329"}')[0]?.at).toContain('body part "json"')
  })

  it('path templates: numbers {id}, uuids {uuid}, long opaque tokens {uid}', () => {
    expect(pathTemplate('/api/v1/admin/doctors/1260/doctor')).toBe('/api/v1/admin/doctors/{id}/doctor')
    expect(pathTemplate('/api/v1/auth/UHS6r9waivFnXjbpBfBbOQEOiUr6')).toBe('/api/v1/auth/{uid}')
    expect(pathTemplate('/api/v1/imports/0b0f6c1e-3c1e-4a8e-9d8a-2f1f1f1f1f1f')).toBe('/api/v1/imports/{uuid}')
    expect(shapeOf(request({ method: 'GET', path: '/api/v1/tags/', query: [['limit', '1'], ['keyword', 'a']], body: null }))).toBe('GET /api/v1/tags/ query keys {keyword,limit}')
  })
})

describe('the recorder (scripts/e2e-api-recorder.mjs)', () => {
  const closers: (() => void)[] = []
  afterEach(() => closers.splice(0).forEach((close) => close()))

  it('records the browser’s /api requests with their responses, marks other callers, redacts ID tokens', async () => {
    const upstream = http.createServer((req, res) => {
      if (req.url === '/api/v1/admin/live/events') {
        res.writeHead(200, { 'content-type': 'text/event-stream' })
        res.write('event: ready\ndata: {}\n\n') // and never ends: the page leaves
        return
      }
      res.writeHead(200, { 'content-type': 'application/json' })
      req.resume()
      req.on('end', () => res.end(JSON.stringify({ status: 200, messages: [], payload: { path: req.url } })))
    })
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
    const dir = mkdtempSync(join(tmpdir(), 'api-recording-'))
    const { server } = startRecordingProxy({ port: 0, hostname: '127.0.0.1', target: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, dir })
    closers.push(() => (upstream.closeAllConnections(), upstream.close()), () => (server.closeAllConnections(), server.close()), () => rmSync(dir, { recursive: true, force: true }))
    await new Promise<void>((resolve) => server.once('listening', resolve))
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const browser = { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'empty', 'sec-fetch-mode': 'cors', referer: `${base}/doctor?x=1` }
    const sent = await fetch(`${base}/api/v1/admin/doctors/search?x=1`, {
      method: 'POST',
      headers: { ...browser, authorization: 'Bearer eyJhbGciOi.secret.token', 'content-type': 'application/json' },
      body: JSON.stringify({ limit: 50 }),
    })
    expect(await sent.json()).toMatchObject({ payload: { path: '/api/v1/admin/doctors/search?x=1' } })
    await (await fetch(`${base}/api/v1/health_check`)).text()
    const leaving = new AbortController()
    const stream = await fetch(`${base}/api/v1/admin/live/events`, { headers: browser, signal: leaving.signal })
    await stream.body?.getReader().read()
    leaving.abort()
    await (await fetch(`${base}/assets/app.js`, { headers: browser })).text()
    await new Promise((resolve) => setTimeout(resolve, 50))
    const [file] = readdirSync(dir)
    const text = readFileSync(join(dir, file!), 'utf8')
    expect(text).not.toContain('secret')
    const lines = text.trim().split('\n').map((l) => JSON.parse(l) as RecordedExchange & { from: string })
    expect(lines.map((l) => [l.from, l.request.method, l.request.path])).toEqual([
      ['console', 'POST', '/api/v1/admin/doctors/search'],
      ['other', 'GET', '/api/v1/health_check'],
      ['console', 'GET', '/api/v1/admin/live/events'],
    ])
    expect(lines[2]).toMatchObject({ aborted: true, response: { status: 200, contentType: 'text/event-stream', body: { kind: 'text', text: 'event: ready\ndata: {}\n\n' } } })
    expect(lines[0]).toMatchObject({
      page: '/doctor',
      request: { query: [['x', '1']], headers: { authorization: 'Bearer <redacted>', 'content-type': 'application/json' }, body: { kind: 'json', json: { limit: 50 } } },
      response: { status: 200, contentType: 'application/json', body: { kind: 'json', json: { status: 200 } } },
    })
  })
})

describe('the committed Pact files (contracts/pacts)', () => {
  const asRecordedBody = (body: PactInteraction['request']['body']): RecordedRequest['body'] => {
    if (!body || body.content === undefined) return null
    if (body.encoded === 'base64') return summariseMultipart(Buffer.from(String(body.content), 'base64'), body.contentType) as RecordedRequest['body']
    return typeof body.content === 'string' && !/json/.test(body.contentType ?? '') ? { kind: 'text', text: body.content } : { kind: 'json', json: body.content as Json }
  }
  const headerMap = (headers: Readonly<Record<string, readonly string[] | string>> | undefined) =>
    Object.fromEntries(Object.entries(headers ?? {}).map(([k, v]) => [k.toLowerCase(), typeof v === 'string' ? v : v.join(', ')]))

  it('every interaction accepts its own example request and response (the matcher reads every rule the files use)', () => {
    const interactions = readPacts('contracts/pacts')
    expect(interactions.length).toBeGreaterThan(0)
    const refused = interactions.flatMap((i) => {
      const headers = headerMap(i.request.headers)
      const req: RecordedRequest = {
        method: i.request.method,
        path: i.request.path,
        query: Object.entries(i.request.query ?? {}).flatMap(([k, v]) => (typeof v === 'string' ? [v] : v).map((x): [string, string] => [k, x])),
        headers,
        body: asRecordedBody(i.request.body),
      }
      const res: RecordedResponse = { status: i.response.status, contentType: headerMap(i.response.headers)['content-type'] ?? null, body: asRecordedBody(i.response.body) }
      const mismatches = [...matchRequest(i.request, req), ...matchResponse(i.response, res)]
      return mismatches.length ? [`${i.description}: ${mismatches.map((m) => `${m.at}: ${m.message}`).join('; ')}`] : []
    })
    expect(refused).toEqual([])
  })

  it('use only the matchers the check reads (a new one fails here: add it to contracts/recorded/pact-match.ts first)', () => {
    const used = new Set<string>()
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk)
      else if (value !== null && typeof value === 'object') {
        const record = value as Record<string, unknown>
        if (typeof record.match === 'string') used.add(record.match)
        Object.values(record).forEach(walk)
      }
    }
    for (const i of readPacts('contracts/pacts')) walk([i.request.matchingRules, i.response.matchingRules])
    expect(used.size).toBeGreaterThan(0)
    expect([...used].filter((m) => !supportedMatchers.has(m))).toEqual([])
  })
})
