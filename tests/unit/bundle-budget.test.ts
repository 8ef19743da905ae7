/**
 * The bundle checks (scripts/bundle-budget.mjs, run by `npm test` after the build): what they count
 * — /sign-in: the entry script and its static imports (the first paint; not the dynamic imports,
 * such as the console the first input loads); /doctor: those and the route's chunks as the build's
 * route preload list names them, with their static imports — and that each fails the run over its
 * ceiling, and /doctor also when the preload list misses a chunk its files import.
 */
import { execFileSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
// @ts-expect-error -- a plain .mjs script without typings
import { firstInputFiles, routeFiles, signInFiles, staticImports } from '../../scripts/bundle-budget.mjs'

const dist = mkdtempSync(path.join(os.tmpdir(), 'bundle-budget-'))
// the same build whose route preload list forgot a chunk /doctor's files import (table-EEE.js)
const gappy = mkdtempSync(path.join(os.tmpdir(), 'bundle-budget-gap-'))
afterAll(() => {
  rmSync(dist, { recursive: true, force: true })
  rmSync(gappy, { recursive: true, force: true })
})

/** Incompressible text of about `kb` KB (so gzip keeps roughly that size). */
const noise = (kb: number) => Array.from({ length: kb * 64 }, (_, i) => `/*${((i * 2654435761) >>> 0).toString(36)}${Math.random().toString(36).slice(2)}*/`).join('')

const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true })
  writeFileSync(path.join(dist, file), text)
}

write('index.html', '<!doctype html><script type="module" crossorigin src="/assets/index-AAA.js"></script>')
write('assets/index-AAA.js', `import{a as b}from"./react-BBB.js";import"./xstate-CCC.js";const c=()=>import("./console-HHH.js");${noise(2)}`)
write('assets/react-BBB.js', `export const a=1;${noise(2)}`)
write('assets/xstate-CCC.js', `export{a}from"./react-BBB.js";${noise(1)}`)
write('assets/console-HHH.js', `import{a}from"./react-BBB.js";import"./router-III.js";const p=()=>import("./doctor-list.page-DDD.js");const s=()=>import("./sign-in.lazy-FFF.js");${noise(20)}`)
write('assets/router-III.js', noise(20))
write('assets/doctor-list.page-DDD.js', `import"./table-EEE.js";${noise(50)}`)
write('assets/table-EEE.js', noise(50))
write('assets/sign-in.lazy-FFF.js', `import{x}from"./form-GGG.js";${noise(1)}`)
write('assets/form-GGG.js', `export const x=1;${noise(1)}`)
write('assets/record-JJJ.js', noise(30)) // a detail page's: not /doctor's
/** The route preload list (what the server names in index.html for /doctor: scripts/route-preload.ts). */
const preloads = (doctor: ReadonlyArray<string>) =>
  JSON.stringify({ routes: [{ path: '/doctor', scripts: doctor.map((f) => `/assets/${f}`), styles: [] }, { path: '/doctor/$doctorId', scripts: ['/assets/console-HHH.js', '/assets/record-JJJ.js'], styles: [] }] })
write('.vite/route-preload.json', preloads(['console-HHH.js', 'router-III.js', 'doctor-list.page-DDD.js', 'table-EEE.js']))
cpSync(dist, gappy, { recursive: true })
writeFileSync(path.join(gappy, '.vite/route-preload.json'), preloads(['console-HHH.js', 'router-III.js', 'doctor-list.page-DDD.js']))

const run = (...args: string[]) => runOn(dist, ...args)
const runOn = (dir: string, ...args: string[]) => {
  try {
    return { code: 0, out: execFileSync('node', ['scripts/bundle-budget.mjs', dir, ...args], { encoding: 'utf8', stdio: 'pipe' }) }
  } catch (error) {
    const e = error as { status: number; stderr: string }
    return { code: e.status, out: e.stderr }
  }
}

describe('/sign-in bundle budget', () => {
  it('reads static imports, not dynamic ones', () => {
    expect(staticImports('import{a as b}from"./x.js";import"./y.js";export{c}from"./z.js";const l=()=>import("./lazy.js")')).toEqual(['./x.js', './y.js', './z.js'])
  })

  it('counts the entry and its static imports (the first paint); never the console the first input loads', () => {
    expect([...signInFiles(dist)].sort()).toEqual(['assets/index-AAA.js', 'assets/react-BBB.js', 'assets/xstate-CCC.js'])
  })

  it('lists what the first input adds: the console and the sign-in route with their static imports, not a page /sign-in does not open', () => {
    expect([...firstInputFiles(dist)].sort()).toEqual(['assets/console-HHH.js', 'assets/form-GGG.js', 'assets/router-III.js', 'assets/sign-in.lazy-FFF.js'])
  })

  it('passes under the ceiling and fails the run over it', () => {
    const under = run('--budget', '100')
    expect(under.code).toBe(0)
    expect(under.out).toMatch(/✔ \/sign-in loads [\d.]+ KB gzipped JavaScript in 3 files/)
    const over = run('--budget', '3')
    expect(over.code).toBe(1)
    expect(over.out).toContain('over budget')
  })
})

describe('/doctor bundle budget (issue 42)', () => {
  it('counts the entry and the route\'s chunks from the route preload list, with their static imports; not another route\'s', () => {
    const { files, missing } = routeFiles(dist, '/doctor')
    expect([...files].sort()).toEqual([
      'assets/console-HHH.js',
      'assets/doctor-list.page-DDD.js',
      'assets/index-AAA.js',
      'assets/react-BBB.js',
      'assets/router-III.js',
      'assets/table-EEE.js',
      'assets/xstate-CCC.js',
    ])
    expect(missing).toEqual([])
  })

  it('passes under the ceiling and fails the run over it', () => {
    const under = run('--doctor-budget', '200')
    expect(under.code).toBe(0)
    expect(under.out).toMatch(/✔ \/doctor loads [\d.]+ KB gzipped JavaScript in 7 files \(ceiling 200 KB; goal 250 KB, met\)/)
    const over = run('--doctor-budget', '100')
    expect(over.code).toBe(1)
    expect(over.out).toMatch(/✘ \/doctor loads [\d.]+ KB gzipped JavaScript in 7 files .*over budget/)
  })

  it('fails the run when the route preload list misses a chunk the route imports statically (one more round trip)', () => {
    expect(routeFiles(gappy, '/doctor').missing).toEqual(['assets/table-EEE.js'])
    const gap = runOn(gappy, '--doctor-budget', '200')
    expect(gap.code).toBe(1)
    expect(gap.out).toContain('the route preload list misses assets/table-EEE.js')
  })
})
