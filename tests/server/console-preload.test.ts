/**
 * Route preloads (issue 31, server/src/console-preload.ts): index.html answered for a console
 * route carries the list of that route's chunks (a JSON data block the entry turns into preloads), as the
 * build listed them (`.vite/route-preload.json`); /sign-in, 404 pages and builds without the list
 * get index.html unchanged; the build's own /.vite/ files are never served.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenDb } from '@server/src/db/database'
import { compileRoutePreload, routeChunksBlockFor, withRouteChunks, type RoutePreload } from '@server/src/console-preload'
import { createServer, type RunningServer } from '@server/src/server'
import { openTestDb } from './support/db'
import { testAuthenticator } from './support/server'

const index = '<!doctype html>\n<html>\n  <head>\n    <script type="module" crossorigin src="/assets/index-E1.js"></script>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n'
const routes: ReadonlyArray<RoutePreload> = [
  { path: '/', scripts: ['/assets/console-C1.js', '/assets/main-shell-M1.js', '/assets/home.lazy-H1.js', '/assets/home.page-H2.js'], styles: ['/assets/home-H3.css'] },
  { path: '/doctor', scripts: ['/assets/console-C1.js', '/assets/doctor.lazy-D1.js', '/assets/doctor-list.page-D2.js'], styles: [] },
  { path: '/doctor/new', scripts: ['/assets/console-C1.js', '/assets/doctor.lazy-D1.js', '/assets/doctor-form.page-D3.js'], styles: [] },
  { path: '/doctor/$doctorId', scripts: ['/assets/console-C1.js', '/assets/doctor.lazy-D1.js', '/assets/doctor-detail.page-D4.js'], styles: [] },
  { path: '/sign-in-action', scripts: ['/assets/console-C1.js', '/assets/sign-in.lazy-S1.js'], styles: [] },
]

/** The data block's scripts then styles, as the entry reads them (src/app/route-chunks.ts). */
const preloadsOf = (html: string): ReadonlyArray<string> => {
  const found = /<script type="application\/json" id="route-chunks">(.*?)<\/script>/.exec(html)
  if (!found) return []
  const data = JSON.parse(found[1]!) as RoutePreload
  return [...data.scripts, ...data.styles]
}

describe('choosing the route', () => {
  const compiled = routes.map(compileRoutePreload)
  it('a literal segment wins over a parameter; a trailing slash is the same address; no match gives nothing', () => {
    expect(preloadsOf(routeChunksBlockFor(compiled, '/doctor/new'))).toContain('/assets/doctor-form.page-D3.js')
    expect(preloadsOf(routeChunksBlockFor(compiled, '/doctor/new'))).not.toContain('/assets/doctor-detail.page-D4.js')
    expect(preloadsOf(routeChunksBlockFor(compiled, '/doctor/42'))).toContain('/assets/doctor-detail.page-D4.js')
    expect(preloadsOf(routeChunksBlockFor(compiled, '/doctor/'))).toContain('/assets/doctor-list.page-D2.js')
    expect(preloadsOf(routeChunksBlockFor(compiled, '/'))).toEqual([...routes[0]!.scripts, ...routes[0]!.styles])
    expect(routeChunksBlockFor(compiled, '/doctor/42/more')).toBe('')
    expect(routeChunksBlockFor(compiled, '/sign-in')).toBe('')
  })
  it('puts the list at the end of the head as data, never as a script that runs or markup that escapes', () => {
    const html = withRouteChunks(index, routeChunksBlockFor(compiled, '/'))
    expect(html.indexOf('/assets/console-C1.js')).toBeGreaterThan(html.indexOf('/assets/index-E1.js'))
    expect(html.indexOf('/assets/console-C1.js')).toBeLessThan(html.indexOf('</head>'))
    expect(html).toContain('<script type="application/json" id="route-chunks">{"scripts":["/assets/console-C1.js",')
    expect(html).not.toContain('<link')
    const odd = compileRoutePreload({ path: '/x', scripts: ['/assets/a</script><b>.js'], styles: [] })
    expect(odd.block).not.toContain('</script><b>')
    expect(preloadsOf(routeChunksBlockFor([odd], '/x'))).toEqual(['/assets/a</script><b>.js'])
  })
})

describe('the built console with route preloads', () => {
  let db: OpenDb
  let dir: string
  let running: RunningServer
  let base: string

  beforeAll(async () => {
    db = await openTestDb()
    dir = mkdtempSync(join(tmpdir(), 'medicolle-preload-'))
    mkdirSync(join(dir, 'assets'))
    mkdirSync(join(dir, '.vite'))
    writeFileSync(join(dir, 'index.html'), index)
    writeFileSync(join(dir, 'assets/index-E1.js'), 'export {}\n')
    writeFileSync(join(dir, '.vite/route-preload.json'), JSON.stringify({ routes }))
    writeFileSync(join(dir, '.vite/manifest.json'), '{}')
    running = await createServer({ db, auth: testAuthenticator, port: 0, consoleDir: dir, log: () => {} }).listen()
    base = `http://127.0.0.1:${(running.server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    await running.close()
    await db.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it("names the address's route chunks in index.html: /doctor its list page, /doctor/42 its record page", async () => {
    const list = await fetch(`${base}/doctor?keyword=x`)
    expect(list.status).toBe(200)
    expect(preloadsOf(await list.text())).toEqual(routes[1]!.scripts)
    expect(preloadsOf(await (await fetch(`${base}/doctor/42`)).text())).toEqual(routes[3]!.scripts)
    expect(preloadsOf(await (await fetch(`${base}/`)).text())).toEqual([...routes[0]!.scripts, ...routes[0]!.styles])
  })

  it('leaves /sign-in (drawn by the entry alone) and 404 pages as built', async () => {
    const signIn = await fetch(`${base}/sign-in`)
    expect(signIn.status).toBe(200)
    expect(await signIn.text()).toBe(index)
    const unknown = await fetch(`${base}/no-such-page`)
    expect(unknown.status).toBe(404)
    expect(await unknown.text()).toBe(index)
  })

  it('never serves the build records under /.vite/', async () => {
    for (const file of ['route-preload.json', 'manifest.json']) {
      const res = await fetch(`${base}/.vite/${file}`)
      expect(res.status, file).toBe(404)
      expect(await res.text(), file).not.toContain('assets')
    }
  })

  it('reads the list again after a rebuild', async () => {
    const rebuilt = [{ path: '/doctor', scripts: ['/assets/doctor-list.page-NEW.js'], styles: [] }]
    writeFileSync(join(dir, '.vite/route-preload.json'), JSON.stringify({ routes: rebuilt }))
    utimesSync(join(dir, '.vite/route-preload.json'), new Date(), new Date(Date.now() + 5000)) // a later time, whatever the clock's resolution
    expect(preloadsOf(await (await fetch(`${base}/doctor`)).text())).toEqual(['/assets/doctor-list.page-NEW.js'])
  })
})

describe('precompressed assets', () => {
  let db: OpenDb
  let dir: string
  let running: RunningServer
  let base: string
  const script = `console.log(${JSON.stringify('y'.repeat(4000))})\n`

  beforeAll(async () => {
    db = await openTestDb()
    dir = mkdtempSync(join(tmpdir(), 'medicolle-precompressed-'))
    mkdirSync(join(dir, 'assets'))
    writeFileSync(join(dir, 'index.html'), index)
    writeFileSync(join(dir, 'assets/app-P1.js'), script)
    writeFileSync(join(dir, 'assets/app-P1.js.br'), brotliCompressSync(script))
    writeFileSync(join(dir, 'assets/app-P1.js.gz'), gzipSync(script))
    writeFileSync(join(dir, 'assets/plain-P2.js'), script)
    running = await createServer({ db, auth: testAuthenticator, port: 0, consoleDir: dir, log: () => {} }).listen()
    base = `http://127.0.0.1:${(running.server.address() as AddressInfo).port}`
  })

  afterAll(async () => {
    await running.close()
    await db.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it("sends the build's brotli or gzip copy, as a script cached for a year; gzips at the request when there is none", async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await fetch(`${base}/assets/app-P1.js`, { headers: { 'accept-encoding': encoding } })
      expect(res.status, encoding).toBe(200)
      expect(res.headers.get('content-encoding'), encoding).toBe(encoding)
      expect(res.headers.get('content-type'), encoding).toMatch(/javascript/)
      expect(res.headers.get('cache-control'), encoding).toBe('public, max-age=31536000, immutable')
      expect(res.headers.get('vary'), encoding).toMatch(/accept-encoding/i)
      expect(await res.text(), encoding).toBe(script) // fetch decodes it
    }
    const identity = await fetch(`${base}/assets/app-P1.js`, { headers: { 'accept-encoding': 'identity' } })
    expect(identity.headers.get('content-encoding')).toBeNull()
    expect(await identity.text()).toBe(script)
    const plain = await fetch(`${base}/assets/plain-P2.js`, { headers: { 'accept-encoding': 'gzip' } })
    expect(plain.headers.get('content-encoding')).toBe('gzip')
    expect(await plain.text()).toBe(script)
  })
})
