/**
 * `npm run contracts:verify -- --base-url <url> [options]`: verify a deployment of the API
 * against the console's contracts (contracts/pacts/*.json, or the Pact Broker).
 *
 *   --base-url <url>          origin of the general and admin groups (and direct, unless --direct-base-url)
 *   --direct-base-url <url>   origin of the direct group when it is deployed apart
 *   --group <g>               general | admin | direct (repeatable; default all three)
 *   --pact <file>             verify this Pact file instead of the group's committed one (one --group)
 *   --state-setup-url <url>   your provider-state endpoint: POST {"state","params","action":"setup"}
 *                             per state; it may answer {"authorization":"Bearer …"} to choose the
 *                             caller of that interaction (see docs/contracts.md for the states)
 *   --reset-url <url>         POSTed ({}) before each interaction, to start from a known data set
 *   --authorization <value>   Authorization of signed-in requests when no state chose one
 *                             (default: $PACT_AUTHORIZATION): a real ID token of an admin operator
 *   --from-broker             take the pacts from $PACT_BROKER_BASE_URL instead of contracts/pacts
 *   --publish                 publish the results to the broker (with --from-broker)
 *   --provider-version <v>    version of the verified provider (with --publish; e.g. its git sha)
 *   --provider-branch <b>     its branch (with --publish)
 *
 * Broker credentials: $PACT_BROKER_TOKEN, or $PACT_BROKER_USERNAME and $PACT_BROKER_PASSWORD.
 */
import { existsSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { groups, pactFile, providerNames } from './participants'
import type { Group } from '../src/domain/endpoint'
import { stateNamesOf, verifyPacts, type StateOutcome } from './verifier'

const usage = 'usage: npm run contracts:verify -- --base-url <url> [--state-setup-url <url>] [--reset-url <url>] [--group admin] …'

const postJson = async (url: string, body: unknown): Promise<unknown> => {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}: ${(await response.text()).slice(0, 500)}`)
  const text = await response.text()
  try {
    return text.trim() === '' ? {} : (JSON.parse(text) as unknown)
  } catch {
    return {}
  }
}

const main = async () => {
  const { values } = parseArgs({
    options: {
      'base-url': { type: 'string' },
      'direct-base-url': { type: 'string' },
      group: { type: 'string', multiple: true },
      pact: { type: 'string' },
      'state-setup-url': { type: 'string' },
      'reset-url': { type: 'string' },
      authorization: { type: 'string' },
      'from-broker': { type: 'boolean', default: false },
      publish: { type: 'boolean', default: false },
      'provider-version': { type: 'string' },
      'provider-branch': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  })
  if (values.help || !values['base-url']) {
    console.log(usage)
    process.exit(values.help ? 0 : 2)
  }
  const chosen = (values.group ?? groups) as Group[]
  const unknownGroup = chosen.find((g) => !groups.includes(g))
  if (unknownGroup) throw new Error(`unknown group ${unknownGroup}: general, admin or direct`)
  if (values.pact && chosen.length !== 1) throw new Error('--pact needs exactly one --group')
  const brokerUrl = process.env.PACT_BROKER_BASE_URL
  if (values['from-broker'] && !brokerUrl) throw new Error('--from-broker needs PACT_BROKER_BASE_URL')
  if (values.publish && (!values['from-broker'] || !values['provider-version']))
    throw new Error('--publish needs --from-broker and --provider-version (results are published for pacts fetched from the broker)')
  const authorization = values.authorization ?? process.env.PACT_AUTHORIZATION
  if (!authorization) console.warn('no --authorization / PACT_AUTHORIZATION: signed-in requests keep the placeholder token and will be refused')
  const stateUrl = values['state-setup-url']
  if (!stateUrl) console.warn('no --state-setup-url: provider states are not set up, so most interactions will find no data')

  let failed = 0
  for (const group of chosen) {
    const baseUrl = group === 'direct' ? (values['direct-base-url'] ?? values['base-url']) : values['base-url']
    const file = values.pact ?? pactFile(group)
    if (!values['from-broker'] && !existsSync(file)) throw new Error(`${file} is missing: run npm run contracts`)
    console.log(`\n▶ ${providerNames[group]} at ${baseUrl}`)
    try {
      await verifyPacts(
        {
          baseUrl,
          provider: providerNames[group],
          ...(values['from-broker']
            ? {
                fromBroker: {
                  url: brokerUrl as string,
                  token: process.env.PACT_BROKER_TOKEN,
                  username: process.env.PACT_BROKER_USERNAME,
                  password: process.env.PACT_BROKER_PASSWORD,
                },
              }
            : { pactUrls: [file] }),
          ...(values.publish
            ? { publish: { providerVersion: values['provider-version'] as string, providerBranch: values['provider-branch'] } }
            : {}),
          ...(values['reset-url'] ? { beforeEach: async () => void (await postJson(values['reset-url'] as string, {})) } : {}),
          setUpState: async (state, params): Promise<StateOutcome | void> => {
            if (!stateUrl) return
            const answer = (await postJson(stateUrl, { state, params, action: 'setup' })) as Record<string, unknown> | null
            // `authorization` chooses the caller; every other key is a value the request injects (`${doctorId}`, `${cursor}`)
            const { authorization: chosen, ...values } = answer ?? {}
            return {
              ...(typeof chosen === 'string' || chosen === null ? { authorization: chosen } : {}),
              values,
            }
          },
          defaultAuthorization: () => authorization ?? 'Bearer missing-token',
        },
        existsSync(file) ? stateNamesOf([file]) : [],
      )
      console.log(`✔ ${providerNames[group]} honours the console's contract`)
    } catch (error) {
      failed++
      console.error(`✘ ${providerNames[group]}: ${error instanceof Error ? error.message.slice(0, 4000) : String(error)}`)
    }
  }
  process.exit(failed === 0 ? 0 : 1)
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(2)
})
