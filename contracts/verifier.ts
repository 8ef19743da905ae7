/**
 * Provider verification of the console's Pact files, shared by the reference-server run
 * (tests/contract/support/provider.ts) and the backend team's CLI (contracts/verify.ts).
 *
 * Pact's Verifier replays every interaction against `baseUrl`. Before each interaction
 * `beforeEach` runs (the reference run resets its database there), then every provider state
 * of the interaction is set up with `setUpState`, which may answer the `Authorization` value the
 * interaction must carry (who calls: an admin operator unless a state says otherwise). The
 * consumer's placeholder token is replaced by that value on its way to the provider.
 */
import { readFileSync } from 'node:fs'
import { Verifier } from '@pact-foundation/pact'
import type { JsonMap } from '@pact-foundation/pact/src/common/jsonTypes'

interface FilterRequest {
  readonly path: string
  readonly headers: Record<string, string | string[] | undefined>
}

export interface StateOutcome {
  /** The `Authorization` header value of the interaction's request (`null`: send none). */
  readonly authorization?: string | null
  /**
   * Values the interaction's request takes from this state (Pact's provider-state injected values:
   * `${doctorId}` in a path, `${cursor}` in a body): the provider's own id of what it set up, the
   * cursor it issued. A state's parameters are its values unless it answers others.
   */
  readonly values?: Readonly<Record<string, unknown>>
}

export interface BrokerOptions {
  readonly url: string
  readonly token?: string | undefined
  readonly username?: string | undefined
  readonly password?: string | undefined
}

export interface VerifyOptions {
  /** Where the provider listens, e.g. `http://127.0.0.1:8787`. */
  readonly baseUrl: string
  /** Pact files (paths or URLs) of ONE provider; or none, with `fromBroker`. */
  readonly pactUrls?: ReadonlyArray<string>
  readonly provider: string
  /** Fetch the pacts of `provider` from a Pact Broker (main branch and deployed versions of the console). */
  readonly fromBroker?: BrokerOptions
  /** Publish the verification results (needs `fromBroker`). */
  readonly publish?: { readonly providerVersion: string; readonly providerBranch?: string | undefined }
  /** Runs before the states of each interaction. */
  readonly beforeEach?: () => Promise<void>
  /** Sets up one provider state. */
  readonly setUpState: (name: string, params: Record<string, unknown>) => Promise<StateOutcome | void>
  /** The `Authorization` value of signed-in requests when no state chose one. */
  readonly defaultAuthorization: () => string | Promise<string>
  readonly logLevel?: 'trace' | 'debug' | 'info' | 'warn' | 'error'
}

/** Every provider state named in some Pact files. */
export const stateNamesOf = (files: ReadonlyArray<string>): ReadonlyArray<string> => {
  const names = new Set<string>()
  for (const file of files) {
    const pact = JSON.parse(readFileSync(file, 'utf8')) as { interactions: Array<{ providerStates?: Array<{ name: string }> }> }
    for (const interaction of pact.interactions) for (const s of interaction.providerStates ?? []) names.add(s.name)
  }
  return [...names].sort()
}

/** Verify; `stateNames` are the states to handle (from the files; with a broker, the committed files' states). */
export const verifyPacts = async (options: VerifyOptions, stateNames: ReadonlyArray<string>): Promise<string> => {
  // Per interaction: undefined = the default caller; null = no Authorization; a string = that value.
  let authorization: string | null | undefined
  // An express middleware in Pact's proxy (typed here: the express typings are not installed).
  const requestFilter = (req: FilterRequest, _res: unknown, next: (error?: unknown) => void) => {
    if (req.path.startsWith('/_pact') || req.path.startsWith('/_messages')) return next()
    if (req.headers.authorization === undefined) return next()
    const apply = (value: string | null) => {
      if (value === null) delete req.headers.authorization
      else req.headers.authorization = value
      next()
    }
    if (authorization !== undefined) return apply(authorization)
    Promise.resolve(options.defaultAuthorization()).then(apply, next)
  }
  const stateHandlers = Object.fromEntries(
    stateNames.map((name) => [
      name,
      async (params: unknown) => {
        const given = (params ?? {}) as Record<string, unknown>
        const outcome = await options.setUpState(name, given)
        if (outcome && outcome.authorization !== undefined) authorization = outcome.authorization
        // what the request injects (`fromProviderState`): the state's facts, as the provider has them
        const injected: JsonMap = JSON.parse(JSON.stringify({ ...given, ...outcome?.values }))
        return injected
      },
    ]),
  )
  const broker = options.fromBroker
  const verifier = new Verifier({
    provider: options.provider,
    providerBaseUrl: options.baseUrl,
    ...(options.pactUrls?.length ? { pactUrls: [...options.pactUrls] } : {}),
    ...(broker
      ? {
          pactBrokerUrl: broker.url,
          consumerVersionSelectors: [{ mainBranch: true }, { deployedOrReleased: true }],
          enablePending: true,
          ...(broker.token ? { pactBrokerToken: broker.token } : {}),
          ...(broker.username ? { pactBrokerUsername: broker.username } : {}),
          ...(broker.password ? { pactBrokerPassword: broker.password } : {}),
        }
      : {}),
    ...(options.publish
      ? {
          publishVerificationResult: true,
          providerVersion: options.publish.providerVersion,
          ...(options.publish.providerBranch ? { providerVersionBranch: options.publish.providerBranch } : {}),
        }
      : {}),
    logLevel: options.logLevel ?? 'warn',
    beforeEach: async () => {
      authorization = undefined
      await options.beforeEach?.()
    },
    stateHandlers,
    requestFilter: requestFilter as never,
  })
  return verifier.verifyProvider()
}
