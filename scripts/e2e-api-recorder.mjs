// The browser suite's API recorder (docs/contracts.md "Recorded requests"): a pass-through proxy in
// front of the reference server that writes every request the console sends to /api, with its
// response, as one JSON line to <dir>/e2e-<time>.jsonl. `npm run contracts:recorded` then checks
// each line against the Pact files (contracts/recorded/check.ts).
//
// Console requests are told apart by the headers only a browser sends (Sec-Fetch-Site and
// Sec-Fetch-Dest): the tests' own setup calls (Playwright's `request`, Node's fetch) have no
// Sec-Fetch-Dest; they are written too, marked `"from":"other"`, and not checked. Requests a test
// answers itself (page.route → route.fulfill) never reach the server, so are never recorded.
// ID tokens are never written: Authorization becomes "Bearer <redacted>".
import { appendFileSync, mkdirSync, readdirSync, rmSync } from 'node:fs'
import http from 'node:http'
import { join } from 'node:path'

/** Bodies longer than this are summarised (size and type), not written. */
const maxBodyBytes = 256 * 1024
/** Request headers worth keeping; any other header is not part of a contract. */
const keptRequestHeaders = ['content-type', 'accept', 'x-mock-option', 'if-match', 'if-none-match']

const isJson = (contentType) => /^application\/([\w.+-]+\+)?json\b/i.test(contentType ?? '')
const isText = (contentType) => /^text\/|^application\/(xml|x-www-form-urlencoded|csv)\b/i.test(contentType ?? '')

/** A multipart body as its parts: name, filename, content type, and the JSON/text or the size. */
export const summariseMultipart = (buffer, contentType) => {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '')
  if (!boundary) return { kind: 'unparsed', size: buffer.length }
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`)
  const parts = []
  let start = buffer.indexOf(delimiter)
  while (start !== -1) {
    const next = buffer.indexOf(delimiter, start + delimiter.length)
    if (next === -1) break
    const raw = buffer.subarray(start + delimiter.length + 2, next - 2) // skip CRLF after the delimiter and before the next
    const headerEnd = raw.indexOf('\r\n\r\n')
    if (headerEnd !== -1) {
      const head = raw.subarray(0, headerEnd).toString('utf8')
      const content = raw.subarray(headerEnd + 4)
      const disposition = /content-disposition:([^\r\n]*)/i.exec(head)?.[1] ?? ''
      const partType = /content-type:\s*([^\r\n]*)/i.exec(head)?.[1]?.trim() ?? null
      const part = {
        name: /\bname="([^"]*)"/i.exec(disposition)?.[1] ?? null,
        filename: /\bfilename="([^"]*)"/i.exec(disposition)?.[1] ?? null,
        contentType: partType,
        size: content.length,
      }
      if (isJson(partType)) {
        try {
          part.json = JSON.parse(content.toString('utf8'))
        } catch {
          part.text = content.toString('utf8')
        }
      } else if (partType === null || isText(partType)) part.text = content.toString('utf8').slice(0, 4096)
      parts.push(part)
    }
    start = next
  }
  return { kind: 'multipart', parts }
}

/**
 * A body as recorded, as JSON text: `{"kind":"json","json":…}` (the body's own text, not parsed
 * and written again: a 10,000-row import sends megabytes, and the proxy shares two cores with the
 * browser under test), text, multipart parts, or (binary, too long) its size.
 */
export const recordBodyText = (buffer, contentType) => {
  if (buffer.length > 0 && buffer.length <= maxBodyBytes && isJson(contentType)) {
    const text = buffer.toString('utf8').trim()
    // a raw line break can only be whitespace between JSON tokens: one line per exchange
    if (/^[[{]/.test(text) && /[\]}]$/.test(text)) return `{"kind":"json","json":${text.replace(/[\r\n\u2028\u2029]/g, ' ')}}`
  }
  return JSON.stringify(recordBody(buffer, contentType))
}

/** A body as recorded: parsed JSON, text, multipart parts, or (binary, too long) its size. */
export const recordBody = (buffer, contentType) => {
  if (buffer.length === 0) return null
  if (/^multipart\//i.test(contentType ?? '')) return summariseMultipart(buffer, contentType)
  if (buffer.length > maxBodyBytes) return { kind: 'omitted', size: buffer.length }
  if (isJson(contentType)) {
    try {
      return { kind: 'json', json: JSON.parse(buffer.toString('utf8')) }
    } catch {
      return { kind: 'text', text: buffer.toString('utf8') }
    }
  }
  if (isText(contentType)) return { kind: 'text', text: buffer.toString('utf8') }
  return { kind: 'binary', size: buffer.length }
}

const requestHeaders = (headers) => {
  const kept = {}
  for (const name of keptRequestHeaders) if (headers[name] !== undefined) kept[name] = headers[name]
  const authorization = headers.authorization
  if (authorization !== undefined) kept.authorization = /^\S+\s/.test(authorization) ? `${authorization.split(/\s/)[0]} <redacted>` : '<redacted>'
  return kept
}

/** Browsers (Chromium here) send Sec-Fetch-Dest on every request; Playwright's `request` and Node's fetch do not. */
const fromConsole = (headers) => headers['sec-fetch-dest'] !== undefined && headers['sec-fetch-site'] !== undefined

const collect = (stream, onDone) => {
  const chunks = []
  stream.on('data', (chunk) => chunks.push(chunk))
  stream.on('end', () => onDone(Buffer.concat(chunks)))
}

/**
 * Starts the proxy on `port` (host `hostname`) in front of the server at `target` (http://host:port)
 * and writes /api exchanges to `dir` (emptied first: the directory holds one run's recording).
 */
export const startRecordingProxy = ({ port, hostname, target, dir }) => {
  mkdirSync(dir, { recursive: true })
  for (const name of readdirSync(dir)) if (name.endsWith('.jsonl')) rmSync(join(dir, name), { force: true })
  const file = join(dir, `e2e-${new Date().toISOString().replace(/[:.]/g, '-')}.jsonl`)
  const upstream = new URL(target)
  const agent = new http.Agent({ keepAlive: true })
  let seq = 0
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://recorder.invalid')
    const recording = url.pathname === '/api' || url.pathname.startsWith('/api/')
    const started = Date.now()
    const forward = http.request(
      { hostname: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers, agent },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.statusMessage, answer.rawHeaders)
        answer.pipe(res)
        if (!recording) return
        const chunks = []
        let written = false
        answer.on('data', (chunk) => chunks.push(chunk))
        const write = (aborted) => {
          if (written) return
          written = true
          const responseBody = Buffer.concat(chunks)
          const head = {
            seq: ++seq,
            at: new Date(started).toISOString(),
            ms: Date.now() - started,
            from: fromConsole(req.headers) ? 'console' : 'other',
            page: req.headers.referer ? new URL(req.headers.referer).pathname : null,
            // the response did not end (its body is partial): its status and type are still checked
            ...(aborted ? { aborted: true } : {}),
          }
          const request = { method: req.method, path: url.pathname, query: [...url.searchParams.entries()], headers: requestHeaders(req.headers) }
          const response = { status: answer.statusCode, contentType: answer.headers['content-type'] ?? null }
          const json = (value) => JSON.stringify(value).slice(0, -1) // without its closing brace
          appendFileSync(
            file,
            `${json(head)},"request":${json(request)},"body":${requestBody.text}},"response":${json(response)},"body":${aborted ? JSON.stringify(recordBody(responseBody, answer.headers['content-type'])) : recordBodyText(responseBody, answer.headers['content-type'])}}}\n`,
          )
        }
        answer.on('end', () => write(false))
        answer.on('close', () => write(!answer.readableEnded))
      },
    )
    // The browser went away first (a navigation, a closed page, an event stream's end): let the
    // server's socket go too, or it would stay paused behind the closed one, holding its connection.
    res.on('close', () => {
      if (!res.writableFinished) forward.destroy()
    })
    const requestBody = { text: 'null' }
    forward.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' })
      res.end(`recording proxy: ${error.message}`)
    })
    if (recording) collect(req, (buffer) => (requestBody.text = recordBodyText(buffer, req.headers['content-type'])))
    req.pipe(forward)
  })
  server.listen(port, hostname)
  return { server, file }
}
