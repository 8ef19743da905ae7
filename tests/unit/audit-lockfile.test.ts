/**
 * scripts/audit-lockfile.mjs (`npm run audit:lockfile`): every locked package against the registry's
 * bulk advisory data. Against a registry on 127.0.0.1 that answers advisories, an advisory covering a
 * locked version fails the run (exit 1) and names it; one covering other versions does not. A
 * registry that refuses the endpoint (as the project's does: 405) or does not answer is reported
 * 'not checked' (exit 0; 2 with --strict), never taken for a clean result.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs script without declarations
import { askRegistry, lockedPackages, openAdvisories } from '../../scripts/audit-lockfile.mjs'

const lock = {
  lockfileVersion: 3,
  packages: {
    '': { name: 'app', version: '1.0.0' },
    'node_modules/left-pad': { version: '1.3.0' },
    'node_modules/a/node_modules/left-pad': { version: '1.1.0' },
    'node_modules/@scope/pkg': { version: '2.0.0' },
    'node_modules/linked': { link: true, resolved: 'packages/linked' },
  },
}
const dir = mkdtempSync(join(tmpdir(), 'audit-lockfile-'))
const lockfile = join(dir, 'package-lock.json')
writeFileSync(lockfile, JSON.stringify(lock))

const advisories = {
  'left-pad': [{ id: 1, url: 'https://example.invalid/GHSA-1', title: 'Pads too much', severity: 'high', vulnerable_versions: '<1.2.0' }],
  '@scope/pkg': [{ id: 2, url: 'https://example.invalid/GHSA-2', title: 'Old only', severity: 'low', vulnerable_versions: '<1.0.0' }],
}

let server: Server
let registry: string
const received: Array<unknown> = []
beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Array<Buffer> = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      if (req.url?.startsWith('/refusing/')) {
        res.writeHead(405, { allow: 'GET,HEAD' }).end()
        return
      }
      received.push(JSON.parse(gunzipSync(Buffer.concat(chunks)).toString('utf8')))
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(advisories))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  registry = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const run = async (...args: Array<string>) => {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ['scripts/audit-lockfile.mjs', '--lockfile', lockfile, ...args])
    return { code: 0, stdout }
  } catch (error) {
    const e = error as { code: number; stdout: string }
    return { code: e.code, stdout: e.stdout }
  }
}

describe('audit:lockfile', () => {
  it('sends every locked name with each of its versions (no root, no links)', async () => {
    const packages = lockedPackages(lock)
    expect(Object.fromEntries(packages)).toEqual({ 'left-pad': ['1.1.0', '1.3.0'], '@scope/pkg': ['2.0.0'] })
    const result = await askRegistry(registry, packages)
    expect(result.checked).toBe(true)
    expect(received.at(-1)).toEqual({ 'left-pad': ['1.1.0', '1.3.0'], '@scope/pkg': ['2.0.0'] })
    expect(openAdvisories(packages, result.answer)).toEqual([
      { name: 'left-pad', version: '1.1.0', id: 1, url: 'https://example.invalid/GHSA-1', title: 'Pads too much', severity: 'high', range: '<1.2.0' },
    ])
  })

  it('an open advisory fails the run and is named', async () => {
    const { code, stdout } = await run('--registry', registry)
    expect(code).toBe(1)
    expect(stdout).toContain('1 open advisory in 2 locked packages')
    expect(stdout).toContain('left-pad@1.1.0 (high) Pads too much — <1.2.0')
  })

  it('a registry that refuses the endpoint: not checked, exit 0 (2 with --strict)', async () => {
    const refused = await run('--registry', `${registry}/refusing`)
    expect(refused.code).toBe(0)
    expect(refused.stdout).toMatch(/^audit:lockfile: not checked — 2 packages \(3 versions\) locked; the registry gave no advisory data: .* answered 405/)
    expect((await run('--registry', `${registry}/refusing`, '--strict')).code).toBe(2)
  })

  it('a registry that does not answer at all: not checked, not passed', async () => {
    const result = await askRegistry('http://127.0.0.1:9', lockedPackages(lock), { timeoutMs: 2000 })
    expect(result.checked).toBe(false)
    expect(result.reason).toMatch(/did not answer/)
  })
})
