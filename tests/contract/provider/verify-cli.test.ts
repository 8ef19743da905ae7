/**
 * The backend team's path: `npm run contracts:verify` (contracts/verify.ts, as a real process)
 * against a running provider, with the provider states set up through `--state-setup-url` and
 * the data reset through `--reset-url` — here a small endpoint in front of the reference
 * server's state handlers, which is what a backend team writes for its own deployment.
 */
import { spawn } from 'node:child_process'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { resetToBaseline } from '@server/testing/provider-states'
import { setUpProviderStateVia } from '@server/testing/provider-state-setup'
import { pactFile } from '../support/contract'
import { authorizationFor, pactSubset, startReferenceProvider, type ReferenceProvider } from '../support/provider'

let provider: ReferenceProvider
let stateServer: Server
let stateUrl: string
const received: string[] = []

beforeAll(async () => {
  provider = await startReferenceProvider()
  stateServer = createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
    req.on('end', () => {
      const answer = async () => {
        if (req.url === '/reset') return resetToBaseline(provider.db).then(() => ({}))
        const { state, params } = JSON.parse(raw) as { state: string; params: Record<string, unknown> }
        received.push(state)
        const admin = authorizationFor({ kind: 'email', email: 'admin@medicolle.example' })
        const { caller, values } = await setUpProviderStateVia(provider.db, { baseUrl: provider.baseUrl, authorization: admin }, state, params)
        // who calls, and the values the request injects (`cursor`, ids): the answer a backend team's endpoint gives
        return { ...values, ...(caller ? { authorization: authorizationFor(caller) } : {}) }
      }
      answer().then(
        (body) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
        (error: unknown) => res.writeHead(500).end(String(error)),
      )
    })
  })
  await new Promise<void>((done) => stateServer.listen(0, '127.0.0.1', done))
  stateUrl = `http://127.0.0.1:${(stateServer.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise<void>((done) => stateServer?.close(() => done()))
  await provider?.close()
})

const run = (args: ReadonlyArray<string>, env: Record<string, string>) =>
  new Promise<{ code: number | null; output: string }>((done) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'contracts/verify.ts', ...args], { env: { ...process.env, ...env } })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')))
    child.on('close', (code) => done({ code, output }))
  })

it('verifies a deployment through the state-setup and reset hooks', async () => {
  const calls = ['admin.doctors.setStatus', 'admin.operators.list', 'admin.doctors.search']
  const { file } = pactSubset(pactFile('admin'), 'cli-admin.json', (d) => calls.some((c) => d.startsWith(`${c}:`)))
  const { code, output } = await run(
    ['--base-url', provider.baseUrl, '--group', 'admin', '--pact', file, '--state-setup-url', `${stateUrl}/states`, '--reset-url', `${stateUrl}/reset`],
    { PACT_AUTHORIZATION: authorizationFor({ kind: 'email', email: 'admin@medicolle.example' }) },
  )
  expect(output).toContain("medicolle-api-admin honours the console's contract")
  expect(code).toBe(0)
  expect(received).toContain('doctor 42 exists and is frozen')
  expect(received).toContain('the caller is operator@medicolle.example, an operator without the admin role')
})

it('fails without the state hook: the data the contract speaks of is missing', async () => {
  await resetToBaseline(provider.db)
  const { file } = pactSubset(pactFile('admin'), 'cli-admin-nostate.json', (d) => d === 'admin.operators.get: operator 3')
  const { code, output } = await run(['--base-url', provider.baseUrl, '--group', 'admin', '--pact', file], {
    PACT_AUTHORIZATION: authorizationFor({ kind: 'email', email: 'admin@medicolle.example' }),
  })
  expect(code).toBe(1)
  expect(output).toContain('provider states are not set up')
})
