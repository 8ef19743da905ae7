/**
 * Publishing to a Pact Broker (contracts/publish.ts) speaks the Broker's HTTP API: one PUT per
 * Pact file under the consumer version, then the version's branch; here against a stand-in broker.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { publishPacts } from '../../../contracts/publish'
import { groups, pactFile } from '../support/contract'

interface Received {
  readonly method: string
  readonly url: string
  readonly authorization: string | undefined
  readonly body: string
}

let broker: Server
let brokerUrl: string
const received: Received[] = []
let failWith: number | undefined

beforeAll(async () => {
  broker = createServer((req, res) => {
    // decoded once at the end: a chunk may end inside a multi-byte character
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      received.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization, body })
      res.writeHead(failWith ?? 201, { 'content-type': 'application/hal+json' }).end('{}')
    })
  })
  await new Promise<void>((done) => broker.listen(0, '127.0.0.1', done))
  brokerUrl = `http://127.0.0.1:${(broker.address() as AddressInfo).port}/`
})

afterAll(() => new Promise<void>((done) => broker.close(() => done())))

it('PUTs every Pact file under the consumer version, then the branch, with the bearer token', async () => {
  received.length = 0
  const files = groups.map(pactFile)
  await publishPacts({ brokerUrl, token: 'secret', version: 'abc123', branch: 'main', files })
  expect(received.map((r) => `${r.method} ${r.url}`)).toEqual([
    'PUT /pacts/provider/medicolle-api-general/consumer/medicolle-web-console/version/abc123',
    'PUT /pacts/provider/medicolle-api-admin/consumer/medicolle-web-console/version/abc123',
    'PUT /pacts/provider/medicolle-api-direct/consumer/medicolle-web-console/version/abc123',
    'PUT /pacticipants/medicolle-web-console/branches/main/versions/abc123',
  ])
  expect(received.every((r) => r.authorization === 'Bearer secret')).toBe(true)
  expect(received[1]?.body).toBe(readFileSync(pactFile('admin'), 'utf8'))
})

it('fails with the broker answer when the broker refuses', async () => {
  received.length = 0
  failWith = 401
  await expect(publishPacts({ brokerUrl, username: 'ci', password: 'pw', version: 'abc123', files: [pactFile('direct')] })).rejects.toThrow(
    /HTTP 401/,
  )
  expect(received[0]?.authorization).toBe(`Basic ${Buffer.from('ci:pw').toString('base64')}`)
  failWith = undefined
})
