/**
 * The Pact Broker's deployment gate, through the official Pact CLI (@pact-foundation/pact-cli,
 * its `pact-broker` command), not hand-written broker calls:
 *
 *   npm run contracts:can-i-deploy -- --environment production [--pacticipant <name>] [--version <v>]
 *     exit 0 when the version has successful verifications with everything deployed there
 *   npm run contracts:record-deployment -- --environment production [--pacticipant <name>] [--version <v>]
 *     after deploying: tell the broker which version now runs in the environment
 *
 * Broker: PACT_BROKER_BASE_URL (required: without a broker nothing can be said, exit 1), and
 * PACT_BROKER_TOKEN or PACT_BROKER_USERNAME / PACT_BROKER_PASSWORD, read by the CLI itself.
 * Pacticipant: the console (`medicolle-web-console`) unless given (a backend team passes its
 * provider, e.g. `medicolle-api-admin`); version: --version, else $GIT_COMMIT, else
 * `git rev-parse HEAD` (the version `npm run contracts:publish` published).
 */
import { execFileSync, spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { consumerName } from './participants'

export type DeployCommand = 'can-i-deploy' | 'record-deployment'

export interface DeployOptions {
  readonly command: DeployCommand
  readonly brokerUrl: string
  readonly environment: string
  readonly pacticipant: string
  readonly version: string
  /** can-i-deploy only: poll this many times while verification results are missing. */
  readonly retryWhileUnknown?: number | undefined
}

/** The `pact-broker` arguments for a command (the broker's credentials come from the environment). */
export const pactBrokerArgs = (o: DeployOptions): string[] => [
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

/** Run the Pact CLI; its exit code is the answer (0 = yes / recorded). */
export const runPactBroker = (o: DeployOptions, env: NodeJS.ProcessEnv = process.env): Promise<{ status: number; output: string }> =>
  new Promise((done, fail) => {
    const child = spawn(pactBroker, pactBrokerArgs(o), { env, stdio: ['ignore', 'pipe', 'pipe'] })
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

const main = async () => {
  const command = process.argv[2]
  if (command !== 'can-i-deploy' && command !== 'record-deployment') throw new Error('usage: tsx contracts/deploy.ts can-i-deploy|record-deployment --environment <env> [--pacticipant <name>] [--version <v>]')
  const { values } = parseArgs({
    args: process.argv.slice(3),
    options: {
      environment: { type: 'string' },
      pacticipant: { type: 'string' },
      version: { type: 'string' },
      'retry-while-unknown': { type: 'string' },
    },
  })
  const brokerUrl = process.env.PACT_BROKER_BASE_URL
  if (!brokerUrl) throw new Error('PACT_BROKER_BASE_URL is not set: no broker to ask (set it and PACT_BROKER_TOKEN)')
  if (!values.environment) throw new Error('--environment <name> is required (e.g. production)')
  const version = values.version ?? process.env.GIT_COMMIT ?? git('rev-parse', 'HEAD')
  if (!version) throw new Error('no version: pass --version or set GIT_COMMIT')
  const { status, output } = await runPactBroker({
    command,
    brokerUrl,
    environment: values.environment,
    pacticipant: values.pacticipant ?? consumerName,
    version,
    retryWhileUnknown: values['retry-while-unknown'] ? Number(values['retry-while-unknown']) : undefined,
  })
  process.stdout.write(output)
  process.exit(status)
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
