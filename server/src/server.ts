/** `createServer`: the Hono app plus a listening Node HTTP server, optionally serving the built console. */
import { existsSync, readFileSync } from 'node:fs'
import { extname, join, normalize, resolve } from 'node:path'
import { serve, type ServerType } from '@hono/node-server'
import type { Hono } from 'hono'
import { createApp, type ServerDeps } from './http/app'

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.csv': 'text/csv; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.map': 'application/json',
  '.ico': 'image/x-icon',
}

/** Serve a built console (`vite build` output) with the SPA fallback to index.html. */
export const serveConsole = (app: Hono, consoleDir: string): void => {
  const root = resolve(consoleDir)
  const index = join(root, 'index.html')
  app.get('*', (c) => {
    const path = normalize(decodeURIComponent(new URL(c.req.url).pathname))
    if (path.startsWith('/api/')) return c.notFound()
    const file = join(root, path)
    if (file.startsWith(root) && existsSync(file) && !file.endsWith('/') && extname(file)) {
      const cache = path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'
      return c.body(readFileSync(file), 200, {
        'content-type': contentTypes[extname(file)] ?? 'application/octet-stream',
        'cache-control': cache,
      })
    }
    if (!existsSync(index)) return c.text('console not built: run npm run build', 503)
    return c.html(readFileSync(index, 'utf8'))
  })
}

export interface ServerOptions extends ServerDeps {
  readonly port: number
  readonly hostname?: string
  readonly consoleDir?: string | undefined
}

export const createServer = (options: ServerOptions): { app: Hono; listen: () => Promise<ServerType> } => {
  const app = createApp(options)
  if (options.consoleDir) serveConsole(app, options.consoleDir)
  return {
    app,
    listen: () =>
      new Promise((done) => {
        const server = serve({ fetch: app.fetch, port: options.port, hostname: options.hostname ?? '127.0.0.1' }, () => done(server))
      }),
  }
}
