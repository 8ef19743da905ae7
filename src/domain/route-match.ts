/**
 * Match a concrete request path against the catalogue's path templates.
 *
 * Several templates overlap on purpose (spec spelling): `GET /clients/usage_report`
 * and `GET /clients/{clientID}`, `GET /manuscripts/acceptable` and
 * `GET /manuscripts/{manuscriptID}`, direct `GET /pressReleases/search_tag` and
 * `GET /pressReleases/{pressReleaseID}`. A literal segment always wins over a
 * `{param}` at the same position (compared left to right), so a router must
 * register the more specific template first: `byRoutePriority` gives that order.
 * Trailing slashes are significant (`/expertise/{expertiseID}/`).
 */
import type { AnyEndpoint, Group, Method } from './endpoint'

const segments = (path: string): ReadonlyArray<string> => path.split('/').slice(1)
const isParam = (segment: string): boolean => /^\{[A-Za-z]+\}$/.test(segment)

/** Match one template; the decoded param values, or undefined. */
export const matchPath = (template: string, path: string): Record<string, string> | undefined => {
  const t = segments(template)
  const p = segments(path)
  if (t.length !== p.length) return undefined
  const params: Record<string, string> = {}
  for (let i = 0; i < t.length; i++) {
    const ts = t[i] as string
    const ps = p[i] as string
    if (isParam(ts)) {
      if (ps === '') return undefined
      let value: string
      try {
        value = decodeURIComponent(ps)
      } catch {
        return undefined
      }
      params[ts.slice(1, -1)] = value
    } else if (ts !== ps) return undefined
  }
  return params
}

/** Negative when template `a` must be tried before `b`. */
export const compareRoutePriority = (a: string, b: string): number => {
  const sa = segments(a)
  const sb = segments(b)
  for (let i = 0; i < Math.min(sa.length, sb.length); i++) {
    const pa = isParam(sa[i] as string)
    const pb = isParam(sb[i] as string)
    if (pa !== pb) return pa ? 1 : -1
  }
  return 0
}

/** Endpoints in the order a first-match router must register them. */
export const byRoutePriority = <E extends AnyEndpoint>(endpoints: ReadonlyArray<E>): ReadonlyArray<E> =>
  [...endpoints].sort((a, b) => compareRoutePriority(a.path, b.path))

/** The endpoint serving a request, with its raw (string) path params. `path` is relative to the group base. */
export const matchEndpoint = <E extends AnyEndpoint>(
  endpoints: ReadonlyArray<E>,
  group: Group,
  method: Method,
  path: string,
): { readonly endpoint: E; readonly params: Record<string, string> } | undefined => {
  for (const endpoint of byRoutePriority(endpoints.filter((e) => e.group === group && e.method === method))) {
    const params = matchPath(endpoint.path, path)
    if (params) return { endpoint, params }
  }
  return undefined
}
