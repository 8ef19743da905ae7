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
 * - uploaded images (`/uploads/…`, areas/file/file.images.ts): the API's headers, with
 *   `default-src 'none'; sandbox` — an image opened on its own runs nothing, even if it were HTML.
 * API answers are never cached (`Cache-Control: no-store`, below); images keep their own
 * `private` caching.
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

/**
 * Every API answer (envelopes, CSV downloads, every refusal) is `Cache-Control: no-store`: it holds
 * one account's data, which no browser or proxy cache may keep. The console's files keep
 * their own caching (server.ts). `Pragma` is not sent: it is a request header (RFC 9111), and no
 * HTTP/1.0-only cache sits between the console and its API.
 */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  const api = c.req.path.startsWith('/api/')
  const image = c.req.path.startsWith('/uploads/')
  await (api || image ? apiHeaders : consoleHeadersNow())(c, async () => {
    if (c.req.path.endsWith('.map')) c.res = c.text('Not Found', 404)
    else await next()
  })
  if (api) c.res.headers.set('cache-control', 'no-store')
  if (image) c.res.headers.set('content-security-policy', uploadedImagePolicy)
}

/** An uploaded image's CSP: nothing loads, nothing runs (a sandboxed, unique origin). */
export const uploadedImagePolicy = "default-src 'none'; sandbox"
