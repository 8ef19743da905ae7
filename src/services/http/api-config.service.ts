/**
 * Configuration of the HTTP client: base URL per API group, the minimum fetch
 * delay (SPEC 9), the optional mock-option header for tests, and what log
 * entries are stamped with.
 */
import { Context, Layer } from 'effect'
import { groupBase, type Group } from '../../domain/endpoint'

/** Name of the optional mock-option header (SPEC 9): lets a test ask a mock backend for a canned behaviour. */
export const mockOptionHeader = 'X-Mock-Option'

/** SPEC 9: minimum fetch delay, so the loading bar never flickers. */
export const defaultMinimumDelayMs = 200

export interface ApiConfigShape {
  /** Absolute base URL per group, e.g. `http://127.0.0.1:8787/api/v1/admin`; origin '' means same origin. */
  readonly bases: Readonly<Record<Group, string>>
  /** A call never completes (successfully or not) sooner than this. */
  readonly minimumDelayMs: number
  /** Value of the `X-Mock-Option` header; no header when undefined. */
  readonly mockOption: string | undefined
  /** Log entries: identifies the console, e.g. `MediColle WEB`. */
  readonly appName: string
  /** Log entries: build identifier; '' when unset. */
  readonly buildHash: string
}

/** Bases of all groups under one origin (origin without trailing slash). */
export const basesFor = (origin: string, directOrigin: string = origin): Record<Group, string> => {
  const trim = (value: string) => value.replace(/\/+$/, '')
  return {
    general: trim(origin) + groupBase.general,
    admin: trim(origin) + groupBase.admin,
    direct: trim(directOrigin) + groupBase.direct,
  }
}

type Env = Readonly<Record<string, string | undefined>>

const nonEmpty = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === '' ? undefined : value.trim()

/**
 * Read the configuration from Vite's build-time env:
 * - `VITE_API_ORIGIN` origin of the general and admin groups ('' = same origin; the dev server proxies /api)
 * - `VITE_API_DIRECT_ORIGIN` origin of the direct group (defaults to `VITE_API_ORIGIN`)
 * - `VITE_API_MIN_DELAY_MS` minimum fetch delay (default 200)
 * - `VITE_API_MOCK_OPTION` value of the mock-option header (tests only)
 * - `VITE_PRODUCT_NAME` (default MediColle) and `VITE_BUILD_ID` for log entries
 */
export const configFromEnv = (env: Env): ApiConfigShape => {
  const origin = nonEmpty(env['VITE_API_ORIGIN']) ?? ''
  const delay = Number(nonEmpty(env['VITE_API_MIN_DELAY_MS']) ?? defaultMinimumDelayMs)
  return {
    bases: basesFor(origin, nonEmpty(env['VITE_API_DIRECT_ORIGIN']) ?? origin),
    minimumDelayMs: Number.isFinite(delay) && delay >= 0 ? delay : defaultMinimumDelayMs,
    mockOption: nonEmpty(env['VITE_API_MOCK_OPTION']),
    appName: `${nonEmpty(env['VITE_PRODUCT_NAME']) ?? 'MediColle'} WEB`,
    buildHash: nonEmpty(env['VITE_BUILD_ID']) ?? '',
  }
}

// `import.meta.env` is undefined outside Vite (e.g. when a node script imports this module).
const viteEnv = (): Env => ((import.meta as { env?: Env }).env ?? {})

export class ApiConfig extends Context.Service<ApiConfig, ApiConfigShape>()('medicolle/services/http/ApiConfig') {
  static readonly layer = Layer.sync(ApiConfig, () => configFromEnv(viteEnv()))

  /** For tests: same origin for every group, no delay unless asked. */
  static layerTest(overrides: Partial<ApiConfigShape> & { readonly origin?: string } = {}) {
    const { origin, ...rest } = overrides
    return Layer.succeed(ApiConfig, {
      bases: basesFor(origin ?? 'http://127.0.0.1:8787'),
      minimumDelayMs: 0,
      mockOption: undefined,
      appName: 'MediColle WEB',
      buildHash: 'test',
      ...rest,
    })
  }
}
