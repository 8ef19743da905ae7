/**
 * The Pact Broker through the official Pact CLI (contracts/broker.ts): publish follows the
 * broker's index to `pb:publish-contracts` and POSTs each Pact file under the console's version,
 * branch and tags; can-i-deploy asks the broker's matrix for the version and environment and
 * exits 0 only on "deployable"; record-deployment follows the broker's links and POSTs the
 * deployment. Here against a stand-in broker that answers like the Pact Broker does.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { runPactBroker, type BrokerOptions } from '../../../contracts/broker'
import { groups, pactFile } from '../support/contract'

let broker: Server
let brokerUrl: string
let deployable = true
let refusePublish = false
const received: string[] = []
/** The bodies the broker received on /contracts/publish. */
const published: PublishBody[] = []

interface PublishBody {
  readonly pacticipantName: string
  readonly pacticipantVersionNumber: string
  readonly branch?: string
  readonly tags?: ReadonlyArray<string>
  readonly contracts: ReadonlyArray<{ readonly consumerName: string; readonly providerName: string; readonly specification: string; readonly contentType: string; readonly content: string }>
}

beforeAll(async () => {
  broker = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      received.push(`${req.method} ${decodeURIComponent(req.url ?? '')} ${req.headers.authorization ?? ''}`.trim())
      const json = (body: unknown, status = 200) => res.writeHead(status, { 'content-type': 'application/hal+json' }).end(JSON.stringify(body))
      if (req.url === '/') return json({ _links: { 'pb:publish-contracts': { href: `${brokerUrl}/contracts/publish` } } })
      if (req.method === 'POST' && req.url === '/contracts/publish') {
        if (refusePublish) return json({ error: 'Unauthorized' }, 401)
        published.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as PublishBody)
        return json({ notices: [{ type: 'success', text: 'Published' }], _embedded: { version: { number: 'abc123' } }, _links: {} })
      }
      if (req.url?.startsWith('/matrix'))
        return json({ summary: { deployable, reason: deployable ? 'All required verification results are published and successful' : 'There is no verified pact', success: deployable ? 3 : 0, failed: 0, unknown: deployable ? 0 : 3 }, matrix: [] })
      if (req.url === '/pacticipants/medicolle-web-console/versions/abc123')
        return json({
          number: 'abc123',
          _links: { 'pb:record-deployment': [{ name: 'production', href: `${brokerUrl}/pacticipants/medicolle-web-console/versions/abc123/deployed-versions/environment/env-prod` }] },
        })
      if (req.method === 'POST' && req.url?.includes('/deployed-versions/environment/env-prod')) return json({ currentlyDeployed: true, _links: {} }, 201)
      json({ _links: {} }, 404)
    })
  })
  await new Promise<void>((done) => broker.listen(0, '127.0.0.1', done))
  brokerUrl = `http://127.0.0.1:${(broker.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((done) => broker.close(() => done())))

const options = (command: 'can-i-deploy' | 'record-deployment'): BrokerOptions => ({ command, brokerUrl, environment: 'production', pacticipant: 'medicolle-web-console', version: 'abc123' })
const env = { ...process.env, PACT_BROKER_TOKEN: 'secret', PACT_BROKER_USERNAME: '', PACT_BROKER_PASSWORD: '' }

it('can-i-deploy asks the matrix for the version and environment, with the token, and exits 0 when deployable', async () => {
  received.length = 0
  deployable = true
  const { status, output } = await runPactBroker(options('can-i-deploy'), env)
  expect(output).toContain('Computer says yes')
  expect(status).toBe(0)
  expect(received).toEqual([
    'GET /matrix?q[][pacticipant]=medicolle-web-console&q[][version]=abc123&latestby=cvpv&environment=production Bearer secret',
  ])
})

it('can-i-deploy exits 1 when the broker says no', async () => {
  deployable = false
  const { status, output } = await runPactBroker(options('can-i-deploy'), env)
  expect(output).toContain('Computer says no')
  expect(status).toBe(1)
})

it('record-deployment follows the version resource to the environment link and POSTs there', async () => {
  received.length = 0
  const { status, output } = await runPactBroker(options('record-deployment'), env)
  expect(output).toContain('Recorded deployment')
  expect(status).toBe(0)
  expect(received.map((r) => r.replace(/ Bearer secret$/, ''))).toEqual([
    'GET /pacticipants/medicolle-web-console/versions/abc123',
    'POST /pacticipants/medicolle-web-console/versions/abc123/deployed-versions/environment/env-prod',
  ])
})

it('publish POSTs every Pact file, unchanged, under the console version, its branch and tags, with the token', async () => {
  received.length = 0
  published.length = 0
  const { status, output } = await runPactBroker({ command: 'publish', brokerUrl, version: 'abc123', branch: 'main', tags: ['rc', 'ja'] }, env)
  expect(output).toContain('Pact published successfully')
  expect(status).toBe(0)
  expect(received.filter((r) => r.startsWith('POST')).length).toBe(groups.length)
  expect(received.every((r) => r.endsWith('Bearer secret'))).toBe(true)
  const byProvider = new Map(published.map((body) => [body.contracts[0]?.providerName, body]))
  for (const group of groups) {
    const file = JSON.parse(readFileSync(pactFile(group), 'utf8')) as { consumer: { name: string }; provider: { name: string } }
    const body = byProvider.get(file.provider.name)
    expect(body, file.provider.name).toMatchObject({ pacticipantName: 'medicolle-web-console', pacticipantVersionNumber: 'abc123', branch: 'main', tags: ['rc', 'ja'] })
    expect(body?.contracts).toHaveLength(1)
    expect(body?.contracts[0]).toMatchObject({ consumerName: file.consumer.name, specification: 'pact', contentType: 'application/json' })
    // the CLI reads the file through Pact's own model and writes it out again: the same pact, only
    // the metadata's pactRust versions say which library wrote it last
    const sent = JSON.parse(Buffer.from(body?.contracts[0]?.content ?? '', 'base64').toString('utf8')) as Record<string, unknown> & { metadata: Record<string, unknown> }
    const committed = JSON.parse(readFileSync(pactFile(group), 'utf8')) as Record<string, unknown> & { metadata: Record<string, unknown> }
    expect({ ...sent, metadata: { ...sent.metadata, pactRust: null } }).toEqual({ ...committed, metadata: { ...committed.metadata, pactRust: null } })
  }
})

it('publish fails, with the broker answer, when the broker refuses; basic credentials when no token', async () => {
  received.length = 0
  refusePublish = true
  const { status, output } = await runPactBroker(
    { command: 'publish', brokerUrl, version: 'abc123' },
    { ...process.env, PACT_BROKER_TOKEN: '', PACT_BROKER_USERNAME: 'ci', PACT_BROKER_PASSWORD: 'pw' },
  )
  refusePublish = false
  expect(status).not.toBe(0)
  expect(output).toContain('401')
  expect(received.find((r) => r.startsWith('POST'))).toContain(`Basic ${Buffer.from('ci:pw').toString('base64')}`)
})
