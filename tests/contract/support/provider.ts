/**
 * The reference server as a Pact provider, in-process: a fresh PGlite clone (the server tests'
 * prepared template), the real firebase-admin verification in emulator mode against the fake
 * Auth emulator (unsigned tokens for the operator or doctor a state names), listening on a free
 * port. `verifyGroupFile` replays one Pact file with the reference provider states.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import { stateNamesOf, verifyPacts } from '../../../contracts/verifier'
import { firebaseAuthenticator } from '@server/src/auth'
import type { OpenDb } from '@server/src/db/database'
import { handlers } from '@server/src/areas'
import { createServer } from '@server/src/server'
import { startFakeAuthEmulator } from '@server/testing/auth-emulator.fake'
import { projectId, unsignedToken } from '@server/testing/emulator-token'
import { adminEmail, resetToBaseline, type CallerChoice } from '@server/testing/provider-states'
import { setUpProviderStateVia } from '@server/testing/provider-state-setup'
import { openTestDb } from '../../server/support/db'
import { callOfDescription, providerNames, type JsonMap } from './contract'
import type { Group } from '@src/domain/endpoint'

/** An emulator-style token that expired an hour ago: firebase-admin refuses it, the server answers 401. */
export const expiredToken = (email: string) => {
  const [header, payload] = unsignedToken(email).split('.')
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, number>
  const past = Math.floor(Date.now() / 1000) - 7200
  const expired = { ...claims, iat: past, auth_time: past, exp: past + 3600 }
  return [header, Buffer.from(JSON.stringify(expired)).toString('base64url'), ''].join('.')
}

export const authorizationFor = (caller: CallerChoice) =>
  `Bearer ${caller.kind === 'expired' ? expiredToken(caller.email) : unsignedToken(caller.email)}`

export interface ReferenceProvider {
  readonly baseUrl: string
  readonly db: OpenDb
  close(): Promise<void>
}

/** Start the reference server; `alter` may rewrite its responses (to prove a broken provider fails). */
export const startReferenceProvider = async (alter?: (response: Response, request: Request) => Promise<Response>): Promise<ReferenceProvider> => {
  const emulator = await startFakeAuthEmulator()
  const db = await openTestDb()
  // provider states rewrite rows directly: nothing remembered about callers across interactions
  const auth = firebaseAuthenticator({ projectId, emulatorHost: emulator.host, nodeEnv: 'test' }, { callerTtlMs: 0 })
  const { app } = createServer({ port: 0, db, auth, log: () => {} })
  const http = await new Promise<ServerType>((done) => {
    const server = serve(
      { fetch: async (request: Request) => (alter ? alter(await app.fetch(request), request) : app.fetch(request)), port: 0, hostname: '127.0.0.1' },
      () => done(server),
    )
  })
  return {
    baseUrl: `http://127.0.0.1:${(http.address() as AddressInfo).port}`,
    db,
    close: async () => {
      await new Promise<void>((done) => http.close(() => done()))
      await db.close()
      await emulator.close()
    },
  }
}

interface PactJson {
  interactions: Array<{ description: string; providerStates?: Array<{ name: string; params?: JsonMap }> }>
}

/**
 * A copy of a Pact file under .tmp/contracts/ keeping the interactions `keep` accepts;
 * by default those of calls the reference server has a handler for. Returns the skipped calls.
 */
export const pactSubset = (source: string, name: string, keep?: (description: string) => boolean) => {
  const pact = JSON.parse(readFileSync(source, 'utf8')) as PactJson
  const accept = keep ?? ((d: string) => callOfDescription(d) in handlers)
  const skipped = [...new Set(pact.interactions.filter((i) => !accept(i.description)).map((i) => callOfDescription(i.description)))]
  mkdirSync('.tmp/contracts', { recursive: true })
  const file = `.tmp/contracts/${name}`
  writeFileSync(file, JSON.stringify({ ...pact, interactions: pact.interactions.filter((i) => accept(i.description)) }, null, 2))
  return { file, skipped }
}

/** Replay one Pact file of `group` against the reference provider with the reference states. */
export const verifyGroupFile = (provider: ReferenceProvider, group: Group, file: string) =>
  verifyPacts(
    {
      baseUrl: provider.baseUrl,
      pactUrls: [file],
      provider: providerNames[group],
      beforeEach: () => resetToBaseline(provider.db),
      setUpState: async (name, params) => {
        const admin = authorizationFor({ kind: 'email', email: adminEmail })
        const { caller, values } = await setUpProviderStateVia(provider.db, { baseUrl: provider.baseUrl, authorization: admin }, name, params)
        return { ...(caller ? { authorization: authorizationFor(caller) } : {}), ...(values ? { values } : {}) }
      },
      defaultAuthorization: () => authorizationFor({ kind: 'email', email: adminEmail }),
    },
    stateNamesOf([file]),
  )
