/**
 * A stand-in for the Firebase Auth emulator's ONE endpoint the Admin SDK calls while verifying
 * an ID token: in emulator mode `verifyIdToken` accepts unsigned tokens but then looks the user
 * up (`accounts:lookup`) to refuse disabled or revoked accounts. Without an emulator running,
 * every token would be refused (ECONNREFUSED → 401).
 *
 * Tests and the Pact provider verification start this fake, point FIREBASE_AUTH_EMULATOR_HOST
 * at it and mint tokens with `unsignedToken()` (emulator-token.ts): the server then runs its
 * real firebase-admin verification path. Every uid exists unless listed in `disabledUids`.
 * It also answers the listing the Admin SDK's `listUsers` asks for (`accounts:batchGet`, paged by
 * `maxResults` and `nextPageToken`) with the uids in `listedUids`.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FakeAuthEmulator {
  /** `127.0.0.1:<port>`, the value for FIREBASE_AUTH_EMULATOR_HOST. */
  readonly host: string
  /** uids answered as disabled accounts (the Admin SDK then refuses their tokens). */
  readonly disabledUids: Set<string>
  /** The accounts `listUsers` lists (lookups answer every uid regardless). */
  readonly listedUids: Set<string>
  /** How many lookups were answered (a test can check the real verification path ran). */
  readonly lookups: () => number
  close(): Promise<void>
}

export const startFakeAuthEmulator = async (): Promise<FakeAuthEmulator> => {
  const disabledUids = new Set<string>()
  const listedUids = new Set<string>()
  let lookups = 0
  const server: Server = createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
    req.on('end', () => {
      if (req.method === 'GET' && req.url?.includes('/accounts:batchGet')) {
        const query = new URL(req.url, 'http://fake.invalid').searchParams
        const from = Number(query.get('nextPageToken') || 0)
        const size = Number(query.get('maxResults') || 1000)
        const page = [...listedUids].slice(from, from + size)
        const next = from + size < listedUids.size ? { nextPageToken: String(from + size) } : {}
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ kind: 'identitytoolkit#DownloadAccountResponse', users: page.map((localId) => ({ localId })), ...next }))
        return
      }
      if (req.method !== 'POST' || !req.url?.endsWith('/accounts:lookup')) {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code: 404, message: 'NOT_FOUND' } }))
        return
      }
      lookups++
      let body: { localId?: string[] } = {}
      try {
        body = JSON.parse(raw || '{}')
      } catch {
        // answered as an empty lookup below
      }
      const users = (body.localId ?? []).map((localId) => ({
        localId,
        disabled: disabledUids.has(localId),
        emailVerified: true,
        createdAt: '0',
        lastLoginAt: '0',
      }))
      if (users.length === 0) {
        res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { code: 400, message: 'USER_NOT_FOUND' } }))
        return
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ kind: 'identitytoolkit#GetAccountInfoResponse', users }))
    })
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    host: `127.0.0.1:${port}`,
    disabledUids,
    listedUids,
    lookups: () => lookups,
    close: () => new Promise((done) => server.close(() => done())),
  }
}
