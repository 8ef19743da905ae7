/**
 * `npm run bench:bundle`: the JavaScript a route loads in headless Chromium, production build:
 * its gzip size (each response body gzipped at level 9, summed) and its file count.
 *
 * Builds the console (its own output directory, .tmp/bench-bundle: never the app's dist), serves
 * it on a free loopback port (index.html for every page path, like the reference server), and
 *   /sign-in  navigates there in a fresh browser context and counts every JavaScript response
 *            until the sign-in form is shown and the network is idle (the first paint, drawn by
 *            the entry: src/app/first-paint.tsx);
 *   /sign-in, first key  then types one key in the field (which loads the console) and counts
 *            what that adds until the console has taken over and the network is idle;
 *   /doctor   in a fresh context, opens an unknown path (the entry chunk and the 404 page: what
 *            every route loads first) and then imports the chunks the /doctor route loads when
 *            signed in (the main layout, the list page, its props with the doctor wiring), as
 *            the router does: the browser fetches them and their static imports. No sign-in is
 *            needed: what is counted is what the route's modules pull in before the first paint
 *            (what loads on demand afterwards — a dialog's code, the live stream once signed in —
 *            is not: docs/architecture.md "Route chunks").
 *   CSV import worker  in a fresh context, starts the CSV parse worker (csv-parse.worker-*.js, what
 *            an import page starts when a file is chosen: src/services/csv.service.ts) and counts
 *            the worker script and its imports until the network is idle.
 * Each figure is checked against scripts/bundle-budget.mjs's static reading of the same build
 * (the files must be the same: for /doctor, `routeFiles`, which `npm test` holds to its budget);
 * /doctor also against the build's route preload list (.vite/route-preload.json: what the server
 * tells the entry to fetch at once, issue 31). Prints a table; no assertions on sizes (`npm test`
 * runs the budget checks).
 */
import type { Browser, Page } from '@playwright/test'
import { launchBenchChromium } from './support/chromium'
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'
// @ts-expect-error -- a plain .mjs script without typings
import { closure, firstInputFiles, routeFiles, signInFiles } from '../scripts/bundle-budget.mjs'

const here = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(here, '..')
const outDir = path.resolve(root, '.tmp/bench-bundle')

const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.woff2': 'font/woff2', '.woff': 'font/woff', '.ttf': 'font/ttf' }

const serve = (dir: string) =>
  new Promise<{ server: Server; url: string }>((resolve) => {
    const server = createServer((req, res) => {
      const name = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
      const file = path.join(dir, name)
      const isFile = file.startsWith(dir) && existsSync(file) && statSync(file).isFile()
      if (!isFile && path.extname(name)) {
        res.writeHead(404).end()
        return
      }
      const served = isFile ? file : path.join(dir, 'index.html')
      res.writeHead(200, { 'content-type': types[path.extname(served)] ?? 'application/octet-stream' })
      createReadStream(served).pipe(res)
    })
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      resolve({ server, url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` })
    })
  })

interface Loaded {
  readonly files: ReadonlyArray<string>
  readonly gzip: number
}

/** Every JavaScript response of the page (path → gzipped size), from now on. */
const recordScripts = (page: Page) => {
  const sizes = new Map<string, Promise<number>>()
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (!url.pathname.endsWith('.js') || response.status() !== 200) return
    sizes.set(url.pathname.slice(1), response.body().then((body) => gzipSync(body, { level: 9 }).length))
  })
  return async (): Promise<Loaded> => {
    const files = [...sizes.keys()].sort()
    const gzip = (await Promise.all(sizes.values())).reduce((sum, n) => sum + n, 0)
    return { files, gzip }
  }
}

const chunk = (prefix: string): string => {
  const file = readdirSync(path.join(outDir, 'assets')).find((f) => f.startsWith(`${prefix}-`) && f.endsWith('.js'))
  if (!file) throw new Error(`no ${prefix}-*.js chunk in ${outDir}/assets`)
  return `assets/${file}`
}

/** The chunks /doctor loads (signed in) on top of the entry: see src/areas/doctor/doctor.area.ts and src/app/routes/layouts.tsx. */
const doctorChunks = () => [chunk('main-shell'), chunk('doctor-list.page'), chunk('doctor.lazy')]

const loadSignIn = async (browser: Browser, base: string): Promise<{ readonly first: Loaded; readonly typed: Loaded }> => {
  const context = await browser.newContext()
  const page = await context.newPage()
  const done = recordScripts(page)
  await page.goto(`${base}/sign-in`, { waitUntil: 'networkidle' })
  await page.getByRole('button', { name: 'ログインリンクを送信' }).waitFor({ timeout: 30_000 })
  await page.waitForLoadState('networkidle')
  const first = await done()
  await page.getByLabel('メールアドレス').press('a')
  await page.locator('.first-paint-console').and(page.locator('[style*="contents"]')).waitFor({ state: 'attached', timeout: 30_000 })
  await page.waitForLoadState('networkidle')
  const all = await done()
  await context.close()
  const typedFiles = all.files.filter((f) => !first.files.includes(f))
  return { first, typed: { files: typedFiles, gzip: all.gzip - first.gzip } }
}

const loadDoctor = async (browser: Browser, base: string): Promise<Loaded> => {
  const context = await browser.newContext()
  const page = await context.newPage()
  const done = recordScripts(page)
  await page.goto(`${base}/bench-no-such-page`, { waitUntil: 'networkidle' })
  await page.evaluate(async (chunks) => {
    await Promise.all(chunks.map((c) => import(/* @vite-ignore */ `/${c}`)))
  }, doctorChunks())
  await page.waitForLoadState('networkidle')
  const loaded = await done()
  await context.close()
  return loaded
}

/** The CSV parse worker, started as the import pages start it (a module worker). */
const loadCsvWorker = async (browser: Browser, base: string): Promise<Loaded> => {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(`${base}/bench-no-such-page`, { waitUntil: 'networkidle' })
  const done = recordScripts(page)
  await page.evaluate(
    (url) =>
      new Promise<void>((resolve, reject) => {
        // the worker answers an empty file (its head, or a failure): proof that it loaded and ran
        const worker = new Worker(url, { type: 'module' })
        worker.onmessage = () => resolve()
        worker.onerror = (e) => reject(new Error(e.message))
        worker.postMessage({ type: 'open', bytes: new ArrayBuffer(0), kind: 'doctor', name: 'bench.csv' })
      }),
    `/${chunk('csv-parse.worker')}`,
  )
  await page.waitForLoadState('networkidle')
  const loaded = await done()
  await context.close()
  return loaded
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

const sameFiles = (a: ReadonlyArray<string>, b: Iterable<string>) => {
  const sb = [...new Set(b)].sort()
  return a.length === sb.length && a.every((f, i) => f === sb[i])
}

const main = async () => {
  console.log(`bench:bundle — ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}`)
  await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true } })
  const { server, url } = await serve(outDir)
  const browser = await launchBenchChromium()
  try {
    const signIn = await loadSignIn(browser, url)
    const doctor = await loadDoctor(browser, url)
    const csvWorker = await loadCsvWorker(browser, url)
    const entry = /<script type="module"[^>]*\ssrc="\/([^"]+\.js)"/.exec(readFileSync(path.join(outDir, 'index.html'), 'utf8'))?.[1] ?? ''
    const expected = {
      '/sign-in': signInFiles(outDir) as Set<string>,
      '/sign-in, first key (added)': firstInputFiles(outDir) as Set<string>,
      '/doctor': (routeFiles(outDir, '/doctor') as { files: Set<string> }).files,
      'CSV import worker': closure(outDir, chunk('csv-parse.worker')) as Set<string>,
    }
    // what the reference server tells the entry to fetch at once for /doctor (.vite/route-preload.json,
    // server/src/console-preload.ts, src/app/route-chunks.ts): with the entry's own files it must be
    // exactly what the route loads — a file missing there is one more round trip before the first paint
    const preload = JSON.parse(readFileSync(path.join(outDir, '.vite/route-preload.json'), 'utf8')) as { routes: ReadonlyArray<{ path: string; scripts: ReadonlyArray<string> }> }
    const listed = (route: string) => {
      const found = preload.routes.find((r) => r.path === route)
      return found ? new Set([...closure(outDir, entry), ...found.scripts.map((s) => s.slice(1))]) : undefined
    }
    const rows = [['/sign-in', signIn.first], ['/sign-in, first key (added)', signIn.typed], ['/doctor', doctor], ['CSV import worker', csvWorker]] as const
    console.log('\n| route | JavaScript (gzip) | files | same files as the static reading | same files as the route preload list |')
    console.log('|---|---:|---:|---|---|')
    for (const [route, loaded] of rows) {
      const list = route === '/doctor' ? listed('/doctor') : undefined
      console.log(`| ${route} | ${kb(loaded.gzip)} | ${loaded.files.length} | ${sameFiles(loaded.files, expected[route]) ? 'yes' : 'NO'} | ${list === undefined ? '–' : sameFiles(loaded.files, list) ? 'yes' : 'NO'} |`)
    }
    if (process.argv.includes('--list')) for (const [route, loaded] of rows) console.log(`\n${route}:\n  ${loaded.files.join('\n  ')}`)
  } finally {
    await browser.close()
    server.close()
  }
}

await main()
