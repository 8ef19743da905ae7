/**
 * `createServer`: the API (http/app.ts) behind what a deployment needs, plus a listening Node
 * HTTP server that drains on `close()`.
 *
 * In front of the API, in this order:
 * - request context: an `x-request-id` (the caller's when it is a sane token, else a new UUID)
 *   echoed on the response and carried by every log line written while the request is served;
 *   one access line per request (method, path without query, status, ms; health probes at debug);
 * - `GET /ready`: readiness, `select 1` against the database (503 when it fails or while
 *   draining). `GET /api/v1/health_check` (the catalogue's call) stays liveness: no database.
 * - with `consoleDir`, the built console (`vite build` output): files with `serveStatic`, the
 *   build's brotli/gzip copies when the browser accepts them, else gzip/deflate at the request;
 *   hashed `/assets/*` cached for a year (immutable), everything else `no-cache`;
 *   the spec's routes (SPEC §2, `consoleRoutes`) answer index.html, naming the route's chunks
 *   for the browser to fetch at once (console-preload.ts); any other page path answers
 *   index.html with status 404 (the console shows its 404 page); missing files 404, and so does
 *   the build's own /.vite/ (manifest, route preloads).
 * Everything else goes to the API app unchanged (its own 404 envelope for unknown /api paths),
 * `/uploads/…` included (uploaded images, areas/file/file.images.ts).
 */
import { readFile } from 'node:fs/promises'
import { randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { extname, join, relative, resolve } from 'node:path'
import { serve, type ServerType } from '@hono/node-server'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono, type Handler, type MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'
import { closeLiveStreams } from './areas/live'
import { uploadsPrefix } from './areas/file'
import { consolePreloads, withRouteChunks } from './console-preload'
import { sql } from 'drizzle-orm'
import { createApp, type ServerDeps } from './http/app'
import { frontGuards } from './http/guards'
import { httpServerOptions } from './http/limits'
import { errorFields, requestScope, type Logger } from './deploy/log'

/** The console's routes (SPEC §2); a trailing slash is tolerated. */
export const consoleRoutes: ReadonlyArray<RegExp> = [
  /^\/$/,
  /^\/sign-in$/,
  /^\/sign-in-action$/,
  /^\/(client|doctor)(\/(import|new|[^/]+|[^/]+\/edit))?$/,
  /^\/expertise$/,
  /^\/manuscript(\/([^/]+|[^/]+\/edit))?$/,
  /^\/mp_management$/,
  /^\/mp_swap$/,
  /^\/operator(\/(new|[^/]+|[^/]+\/edit))?$/,
  /^\/organization(\/(new|trash|[^/]+\/edit))?$/,
  /^\/press_release(\/[^/]+\/edit)?$/,
  /^\/report(\/client)?$/,
  /^\/survey$/,
]

export const isConsoleRoute = (path: string): boolean => {
  const p = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path
  return consoleRoutes.some((route) => route.test(p))
}

const immutable = 'public, max-age=31536000, immutable'
const probes = new Set(['/ready', '/api/v1/health_check'])
const saneRequestId = /^[A-Za-z0-9._:-]{1,128}$/

const requestContext = (logger: Logger | undefined, draining: () => boolean): MiddlewareHandler => async (c, next) => {
  const incoming = c.req.header('x-request-id')
  const requestId = incoming && saneRequestId.test(incoming) ? incoming : randomUUID()
  const started = performance.now()
  await requestScope.run({ requestId }, async () => {
    await next()
    // on the answer's own headers: c.header() after the answer exists rebuilds it as a streamed Response (measured: ~0.3 ms a call)
    c.res.headers.set('x-request-id', requestId)
    if (draining()) c.res.headers.set('connection', 'close') // let keep-alive clients move to another instance
    const fields = { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - started) }
    if (probes.has(c.req.path)) logger?.debug('request', fields)
    else logger?.info('request', fields)
  })
}

/** The built console: static files, caching headers, compression, the SPA fallback for the spec's routes. */
const consoleApp = (consoleDir: string): Hono => {
  const root = resolve(consoleDir)
  const index = join(root, 'index.html')
  const app = new Hono()
  app.use('*', compress())
  app.use('*', async (c, next) => {
    await next()
    if (c.res.status === 200 || c.res.status === 206 || c.res.status === 304)
      c.header('cache-control', c.req.path.startsWith('/assets/') ? immutable : 'no-cache')
  })
  const preloads = consolePreloads(root)
  const page: Handler = async (c) => {
    if (extname(c.req.path)) return c.text('Not Found', 404) // a missing file (e.g. a stale chunk) is not a page
    if (!existsSync(index)) return c.text('console not built: run npm run build', 503)
    const html = await readFile(index, 'utf8')
    // a route's chunks named up front, fetched with the entry (console-preload.ts)
    return isConsoleRoute(c.req.path) ? c.html(withRouteChunks(html, preloads(c.req.path)), 200) : c.html(html, 404)
  }
  // the build's own records (manifest, route preloads) are not the site
  app.get('/.vite/*', (c) => c.text('Not Found', 404))
  app.get('/', page) // before serveStatic, which would answer index.html as it is
  // serveStatic wants a root relative to the working directory
  // `precompressed`: the build's x.js.br / x.js.gz (vite.config.ts) when the browser takes them
  app.get('*', serveStatic({ root: relative(process.cwd(), root) || '.', precompressed: true }))
  app.get('*', page)
  return app
}

export interface ServerOptions extends ServerDeps {
  readonly port: number
  /** Interface to listen on (default 127.0.0.1; 0.0.0.0 in a container). */
  readonly hostname?: string
  readonly consoleDir?: string | undefined
  /** Access lines and readiness failures; none when absent (tests). */
  readonly logger?: Logger | undefined
  /** How long `close()` waits for in-flight requests before cutting connections (default 10000 ms). */
  readonly shutdownTimeoutMs?: number
}

export interface RunningServer {
  readonly server: ServerType
  /** Stop accepting connections, answer /ready with 503, wait for in-flight requests (up to shutdownTimeoutMs), then resolve. */
  close(): Promise<void>
}

export const createServer = (options: ServerOptions): { app: Hono; listen: () => Promise<RunningServer> } => {
  const api = createApp({ ...options, behindFrontGuards: true }) // the guards run once, in front of everything below
  let draining = false
  const app = new Hono()
  app.use('*', requestContext(options.logger, () => draining))
  app.use('*', ...frontGuards) // http/guards.ts: malformed URLs, security headers (docs/security.md)
  app.get('/ready', async (c) => {
    if (draining) return c.json({ status: 'draining' }, 503)
    try {
      await options.db.query(sql`select 1`)
      return c.json({ status: 'ready' })
    } catch (error) {
      options.logger?.warn('readiness: database unreachable', errorFields(error))
      return c.json({ status: 'unavailable', reason: 'database' }, 503)
    }
  })
  if (options.consoleDir) {
    const site = consoleApp(options.consoleDir)
    // /uploads/ is the API app's too (uploaded images, areas/file/file.images.ts)
    app.get('*', async (c, next) => (c.req.path.startsWith('/api/') || c.req.path.startsWith(uploadsPrefix) ? next() : site.fetch(c.req.raw, c.env))) // HEAD too
  }
  app.all('*', (c) => api.fetch(c.req.raw, c.env))

  const listen = () =>
    new Promise<RunningServer>((done) => {
      const server = serve({ fetch: app.fetch, port: options.port, hostname: options.hostname ?? '127.0.0.1', serverOptions: httpServerOptions }, () =>
        done({
          server,
          close: () =>
            new Promise<void>((closed) => {
              draining = true
              closeLiveStreams(options.db) // Server-Sent Event streams end now: browsers connect again elsewhere
              const http = server as import('node:http').Server
              const force = setTimeout(() => http.closeAllConnections(), options.shutdownTimeoutMs ?? 10_000)
              force.unref()
              http.close(() => {
                clearTimeout(force)
                closed()
              })
              http.closeIdleConnections()
            }),
        }),
      )
    })
  return { app, listen }
}
