/**
 * Security headers on every answer (docs/security.md), with hono/secure-headers:
 * X-Content-Type-Options nosniff, X-Frame-Options DENY, Referrer-Policy
 * strict-origin-when-cross-origin, HSTS, COOP/CORP same-origin, and a Content-Security-Policy:
 * - API answers (`/api/…`, JSON or CSV): `default-src 'none'; frame-ancestors 'none'` — nothing in
 *   an answer may run or be framed;
 * - the built console: scripts only from the server itself (no 'unsafe-inline' scripts: the
 *   built index.html has none), styles from itself plus inline styles (PrimeReact sets them),
 *   connections to itself and Firebase Auth (plus the Auth emulator when
 *   FIREBASE_AUTH_EMULATOR_HOST is set, and any origins listed in CSP_CONNECT_SRC), never framed.
 * Source maps (`*.map`) are never served (404), even when a build left them in the folder.
 */
import type { MiddlewareHandler } from 'hono'
import { secureHeaders } from 'hono/secure-headers'

const firebaseAuthOrigins = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com', 'https://www.googleapis.com']

const connectSources = (): string[] => {
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST
  const extra = (process.env.CSP_CONNECT_SRC ?? '').split(/[\s,]+/).filter(Boolean)
  return ["'self'", ...firebaseAuthOrigins, ...(emulator ? [`http://${emulator}`] : []), ...extra]
}

const common = {
  xFrameOptions: 'DENY',
  xContentTypeOptions: true,
  referrerPolicy: 'strict-origin-when-cross-origin',
  crossOriginEmbedderPolicy: false,
} as const

const apiHeaders = secureHeaders({ ...common, contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } })

let consoleHeaders: MiddlewareHandler | undefined
const consoleHeadersNow = (): MiddlewareHandler =>
  (consoleHeaders ??= secureHeaders({
    ...common,
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: connectSources(),
      workerSrc: ["'self'", 'blob:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  }))

export const securityHeaders: MiddlewareHandler = async (c, next) => {
  if (c.req.path.endsWith('.map')) return c.text('Not Found', 404)
  return (c.req.path.startsWith('/api/') ? apiHeaders : consoleHeadersNow())(c, next)
}
