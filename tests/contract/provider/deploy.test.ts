/**
 * The deployment gate (contracts/deploy.ts) runs the official Pact CLI: can-i-deploy asks the
 * broker's matrix for the version and environment and exits 0 only on "deployable";
 * record-deployment follows the broker's links and POSTs the deployment. Here against a
 * stand-in broker that answers like the Pact Broker does.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { runPactBroker, type DeployOptions } from '../../../contracts/deploy'

let broker: Server
let brokerUrl: string
let deployable = true
const received: string[] = []

beforeAll(async () => {
  broker = createServer((req, res) => {
    req.resume()
    req.on('end', () => {
      received.push(`${req.method} ${decodeURIComponent(req.url ?? '')} ${req.headers.authorization ?? ''}`.trim())
      const json = (body: unknown, status = 200) => res.writeHead(status, { 'content-type': 'application/hal+json' }).end(JSON.stringify(body))
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

const options = (command: DeployOptions['command']): DeployOptions => ({ command, brokerUrl, environment: 'production', pacticipant: 'medicolle-web-console', version: 'abc123' })
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
