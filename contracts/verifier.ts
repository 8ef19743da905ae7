/**
 * Provider verification of the console's Pact files, shared by the reference-server run
 * (tests/contract/provider/verify.test.ts) and the backend team's CLI (contracts/verify.ts).
 *
 * Pact's Verifier replays every interaction of a file against `baseUrl`. Before each
 * interaction `beforeEach` runs (the reference run resets its database there), then every
 * provider state of the interaction is set up with `setUpState`, which may answer the
 * `Authorization` value the interaction must carry (who calls: the admin operator unless a state
 * says otherwise). The consumer's placeholder token is replaced by that value on its way out.
 */
import { readFileSync } from 'node:fs'
import { Verifier } from '@pact-foundation/pact'

interface FilterRequest {
  readonly path: string
  readonly headers: Record<string, string | string[] | undefined>
}

export interface StateOutcome {
  /** The `Authorization` header value of the interaction's request (`null`: send none). */
  readonly authorization?: string | null
}

export interface VerifyOptions {
  /** Where the provider listens, e.g. `http://127.0.0.1:8787`. */
  readonly baseUrl: string
  /** Pact files (paths or URLs) of ONE provider. */
  readonly pactUrls: ReadonlyArray<string>
  readonly provider: string
  /** Runs before the states of each interaction. */
  readonly beforeEach?: () => Promise<void>
  /** Sets up one provider state. */
  readonly setUpState: (name: string, params: Record<string, unknown>) => Promise<StateOutcome | void>
  /** The `Authorization` value of signed-in requests when no state chose one. */
  readonly defaultAuthorization: () => string | Promise<string>
  readonly logLevel?: 'trace' | 'debug' | 'info' | 'warn' | 'error'
  /** Publish the results to a Pact Broker (needs the pacts to come from it, or `consumerVersionSelectors`). */
  readonly broker?: {
    readonly url: string
    readonly token?: string | undefined
    readonly username?: string | undefined
    readonly password?: string | undefined
    readonly providerVersion: string
    readonly providerBranch?: string | undefined
  }
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

export const verifyPacts = async (options: VerifyOptions, stateNames: ReadonlyArray<string>): Promise<string> => {
  // Per interaction: undefined = the default caller; null = no Authorization; a string = that value.
  let authorization: string | null | undefined
  // An express middleware in Pact's proxy (typed here: the express typings are not installed).
  const requestFilter = (req: FilterRequest, _res: unknown, next: (error?: unknown) => void) => {
    if (req.path.startsWith('/_pact') || req.path.startsWith('/_messages')) return next()
    if (req.headers.authorization === undefined) return next()
    const chosen = authorization
    const apply = (value: string | null) => {
      if (value === null) delete req.headers.authorization
      else req.headers.authorization = value
      next()
    }
    if (chosen !== undefined) return apply(chosen)
    Promise.resolve(options.defaultAuthorization()).then(apply, next)
  }
  const stateHandlers = Object.fromEntries(
    stateNames.map((name) => [
      name,
      async (params: unknown) => {
        const outcome = await options.setUpState(name, (params ?? {}) as Record<string, unknown>)
        if (outcome && outcome.authorization !== undefined) authorization = outcome.authorization
      },
    ]),
  )
  const verifier = new Verifier({
    provider: options.provider,
    providerBaseUrl: options.baseUrl,
    pactUrls: [...options.pactUrls],
    logLevel: options.logLevel ?? 'warn',
    beforeEach: async () => {
      authorization = undefined
      await options.beforeEach?.()
    },
    stateHandlers,
    requestFilter: requestFilter as never,
    ...(options.broker
      ? {
          publishVerificationResult: true,
          pactBrokerUrl: options.broker.url,
          providerVersion: options.broker.providerVersion,
          ...(options.broker.providerBranch ? { providerVersionBranch: options.broker.providerBranch } : {}),
          ...(options.broker.token ? { pactBrokerToken: options.broker.token } : {}),
          ...(options.broker.username ? { pactBrokerUsername: options.broker.username } : {}),
          ...(options.broker.password ? { pactBrokerPassword: options.broker.password } : {}),
        }
      : {}),
  })
  return verifier.verifyProvider()
}
