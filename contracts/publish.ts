/**
 * `npm run contracts:publish [-- --consumer-version <v> --branch <b> --tag <t>]`: publish the
 * committed Pact files to a Pact Broker when PACT_BROKER_BASE_URL is set (otherwise it says so
 * and exits 0). It speaks the Broker's HTTP API directly (written before the official Pact CLI
 * was added; can-i-deploy and record-deployment go through it: contracts/deploy.ts):
 *
 *   PUT /pacts/provider/{provider}/consumer/{consumer}/version/{version}     the pact itself
 *   PUT /pacticipants/{consumer}/branches/{branch}/versions/{version}        the version's branch
 *   PUT /pacticipants/{consumer}/versions/{version}/tags/{tag}               tags, if any
 *
 * Credentials: PACT_BROKER_TOKEN (bearer) or PACT_BROKER_USERNAME / PACT_BROKER_PASSWORD (basic).
 * Version: --consumer-version, else $GIT_COMMIT, else `git rev-parse HEAD`; branch: --branch,
 * else $GIT_BRANCH, else the current git branch.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { groups, pactFile } from './participants'

export interface PublishOptions {
  readonly brokerUrl: string
  readonly token?: string | undefined
  readonly username?: string | undefined
  readonly password?: string | undefined
  readonly version: string
  readonly branch?: string | undefined
  readonly tags?: ReadonlyArray<string>
  readonly files: ReadonlyArray<string>
}

const enc = encodeURIComponent

export const publishPacts = async (o: PublishOptions): Promise<ReadonlyArray<string>> => {
  const base = o.brokerUrl.replace(/\/+$/, '')
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/hal+json, application/json' }
  if (o.token) headers.authorization = `Bearer ${o.token}`
  else if (o.username) headers.authorization = `Basic ${Buffer.from(`${o.username}:${o.password ?? ''}`).toString('base64')}`
  const published: string[] = []
  const put = async (path: string, body: string) => {
    const response = await fetch(`${base}${path}`, { method: 'PUT', headers, body })
    if (!response.ok) throw new Error(`Pact Broker: PUT ${path} answered HTTP ${response.status}: ${(await response.text()).slice(0, 500)}`)
    published.push(path)
  }
  let consumer: string | undefined
  for (const file of o.files) {
    const text = readFileSync(file, 'utf8')
    const pact = JSON.parse(text) as { consumer: { name: string }; provider: { name: string } }
    consumer = pact.consumer.name
    await put(`/pacts/provider/${enc(pact.provider.name)}/consumer/${enc(consumer)}/version/${enc(o.version)}`, text)
  }
  if (consumer && o.branch) await put(`/pacticipants/${enc(consumer)}/branches/${enc(o.branch)}/versions/${enc(o.version)}`, '{}')
  if (consumer) for (const tag of o.tags ?? []) await put(`/pacticipants/${enc(consumer)}/versions/${enc(o.version)}/tags/${enc(tag)}`, '{}')
  return published
}

const git = (...args: string[]): string | undefined => {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || undefined
  } catch {
    return undefined
  }
}

const main = async () => {
  const { values } = parseArgs({
    options: {
      'consumer-version': { type: 'string' },
      branch: { type: 'string' },
      tag: { type: 'string', multiple: true },
    },
  })
  const brokerUrl = process.env.PACT_BROKER_BASE_URL
  if (!brokerUrl) {
    console.log('PACT_BROKER_BASE_URL is not set: nothing published (the Pact files stay in contracts/pacts/).')
    return
  }
  const version = values['consumer-version'] ?? process.env.GIT_COMMIT ?? git('rev-parse', 'HEAD')
  if (!version) throw new Error('no consumer version: pass --consumer-version or set GIT_COMMIT')
  const branch = values.branch ?? process.env.GIT_BRANCH ?? git('rev-parse', '--abbrev-ref', 'HEAD')
  const published = await publishPacts({
    brokerUrl,
    token: process.env.PACT_BROKER_TOKEN,
    username: process.env.PACT_BROKER_USERNAME,
    password: process.env.PACT_BROKER_PASSWORD,
    version,
    branch: branch === 'HEAD' ? undefined : branch,
    tags: values.tag ?? [],
    files: groups.map(pactFile),
  })
  for (const path of published) console.log(`✔ PUT ${path}`)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
