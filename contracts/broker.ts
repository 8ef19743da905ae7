/**
 * The Pact Broker, through the official Pact CLI (@pact-foundation/pact-cli, its `pact-broker`
 * command); no broker call is written by hand here:
 *
 *   npm run contracts:publish [-- --version <v> --branch <b> --tag <t>]
 *     publish the committed Pact files (contracts/pacts/) under the console's version and branch;
 *     without PACT_BROKER_BASE_URL it says so and exits 0 (nothing to publish to)
 *   npm run contracts:can-i-deploy -- --environment production [--pacticipant <name>] [--version <v>]
 *     exit 0 when the version has successful verifications with everything deployed there
 *   npm run contracts:record-deployment -- --environment production [--pacticipant <name>] [--version <v>]
 *     after deploying: tell the broker which version now runs in the environment
 *
 * Broker: PACT_BROKER_BASE_URL, and PACT_BROKER_TOKEN or PACT_BROKER_USERNAME / PACT_BROKER_PASSWORD,
 * read by the CLI itself. Pacticipant: the console (`medicolle-web-console`) unless given (a
 * backend team passes its provider, e.g. `medicolle-api-admin`); version: --version, else
 * $GIT_COMMIT, else `git rev-parse HEAD`; branch (publish): --branch, else $GIT_BRANCH, else the
 * current git branch.
 */
import { execFileSync, spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { consumerName, pactDir } from './participants'

export type BrokerCommand = 'publish' | 'can-i-deploy' | 'record-deployment'

export type BrokerOptions =
  | {
      readonly command: 'publish'
      readonly brokerUrl: string
      readonly version: string
      readonly branch?: string | undefined
      readonly tags?: ReadonlyArray<string>
      /** The folder of the Pact files (contracts/pacts unless given). */
      readonly pacts?: string
    }
  | {
      readonly command: 'can-i-deploy' | 'record-deployment'
      readonly brokerUrl: string
      readonly environment: string
      readonly pacticipant: string
      readonly version: string
      /** can-i-deploy only: poll this many times while verification results are missing. */
      readonly retryWhileUnknown?: number | undefined
    }

/** The `pact-broker` arguments for a command (the broker's credentials come from the environment). */
export const pactBrokerArgs = (o: BrokerOptions): string[] =>
  o.command === 'publish'
    ? [
        'publish',
        o.pacts ?? pactDir,
        '--consumer-app-version',
        o.version,
        ...(o.branch ? ['--branch', o.branch] : []),
        // the CLI takes the tags as one option's values (`--tag a b`), not a repeated option
        ...(o.tags && o.tags.length > 0 ? ['--tag', ...o.tags] : []),
        '--broker-base-url',
        o.brokerUrl,
      ]
    : [
        o.command,
        '--pacticipant',
        o.pacticipant,
        '--version',
        o.version,
        ...(o.command === 'can-i-deploy' ? ['--to-environment', o.environment] : ['--environment', o.environment]),
        ...(o.command === 'can-i-deploy' && o.retryWhileUnknown ? ['--retry-while-unknown', String(o.retryWhileUnknown), '--retry-interval', '10'] : []),
        '--broker-base-url',
        o.brokerUrl,
      ]

const pactBroker = resolve(import.meta.dirname, '../node_modules/.bin/pact-broker')

/**
 * The broker settings the CLI reads, without the empty ones: a CI that sets PACT_BROKER_TOKEN to ''
 * would otherwise send an empty bearer token instead of its username and password.
 */
const brokerEnv = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv =>
  Object.fromEntries(Object.entries(env).filter(([key, value]) => !(key.startsWith('PACT_BROKER_') && value === '')))

/** Run the Pact CLI (from the repository root, where contracts/pacts is); its exit code is the answer (0 = yes / done). */
export const runPactBroker = (o: BrokerOptions, env: NodeJS.ProcessEnv = process.env): Promise<{ status: number; output: string }> =>
  new Promise((done, fail) => {
    const child = spawn(pactBroker, pactBrokerArgs(o), { env: brokerEnv(env), cwd: resolve(import.meta.dirname, '..'), stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (b: Buffer) => (output += b.toString()))
    child.stderr.on('data', (b: Buffer) => (output += b.toString()))
    child.on('error', fail)
    child.on('close', (code) => done({ status: code ?? 1, output }))
  })

const git = (...args: string[]): string | undefined => {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || undefined
  } catch {
    return undefined
  }
}

const usage = 'usage: tsx contracts/broker.ts publish|can-i-deploy|record-deployment [--environment <env>] [--pacticipant <name>] [--version <v>] [--branch <b>] [--tag <t>]'

const main = async () => {
  const command = process.argv[2]
  if (command !== 'publish' && command !== 'can-i-deploy' && command !== 'record-deployment') throw new Error(usage)
  const { values } = parseArgs({
    args: process.argv.slice(3),
    options: {
      environment: { type: 'string' },
      pacticipant: { type: 'string' },
      version: { type: 'string' },
      branch: { type: 'string' },
      tag: { type: 'string', multiple: true },
      'retry-while-unknown': { type: 'string' },
    },
  })
  const brokerUrl = process.env.PACT_BROKER_BASE_URL
  if (!brokerUrl) {
    if (command === 'publish') {
      console.log(`PACT_BROKER_BASE_URL is not set: nothing published (the Pact files stay in ${pactDir}/).`)
      return
    }
    throw new Error('PACT_BROKER_BASE_URL is not set: no broker to ask (set it and PACT_BROKER_TOKEN)')
  }
  const version = values.version ?? process.env.GIT_COMMIT ?? git('rev-parse', 'HEAD')
  if (!version) throw new Error('no version: pass --version or set GIT_COMMIT')
  let options: BrokerOptions
  if (command === 'publish') {
    const branch = values.branch ?? process.env.GIT_BRANCH ?? git('rev-parse', '--abbrev-ref', 'HEAD')
    options = { command, brokerUrl, version, branch: branch === 'HEAD' ? undefined : branch, tags: values.tag ?? [] }
  } else {
    if (!values.environment) throw new Error('--environment <name> is required (e.g. production)')
    options = {
      command,
      brokerUrl,
      environment: values.environment,
      pacticipant: values.pacticipant ?? consumerName,
      version,
      retryWhileUnknown: values['retry-while-unknown'] ? Number(values['retry-while-unknown']) : undefined,
    }
  }
  const { status, output } = await runPactBroker(options)
  process.stdout.write(output)
  process.exit(status)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
