/**
 * Every machine in src/machines and in the area folders (src/areas/<area>/*.machine.ts) has a
 * model-based test that reaches all its states and transitions.
 *
 * Each `<name>.machine.ts` module is loaded; every machine it exports (a value with
 * `.root` and `.config`) and every machine factory (`make…Machine`) must be covered by a spec in
 * `tests/machines/models/<name>.model.ts` (export `spec`, or `specs` for several). Each spec's
 * model paths are replayed on the real machine, and the states and transitions the real actor
 * took are counted: the run prints `model coverage <label>: states a/b, transitions c/d` and
 * fails when any is below 100%.
 */
import { readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import type { AnyStateMachine } from 'xstate'
import { Coverage, expectFullCoverage, runSpec, type ModelSpec } from './support/model'

const here = dirname(fileURLToPath(import.meta.url))
const machinesDir = join(here, '../../src/machines')
const areasDir = join(here, '../../src/areas')
const modelsDir = join(here, 'models')

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'config' in value
const isFactory = (name: string, value: unknown): value is (...args: Array<never>) => AnyStateMachine =>
  typeof value === 'function' && /^make\w*Machine$/.test(name)

interface ModuleEntry {
  readonly name: string
  readonly machines: ReadonlyArray<readonly [string, AnyStateMachine]>
  readonly factories: ReadonlyArray<readonly [string, (...args: Array<never>) => AnyStateMachine]>
  readonly specs: ReadonlyArray<ModelSpec> | undefined
}

/** Every machine module: the generic ones (src/machines) and each area's own (src/areas/<area>/). */
const machineFiles = new Map<string, string>([
  ...readdirSync(machinesDir).filter((f) => f.endsWith('.machine.ts')).map((f) => [f, join(machinesDir, f)] as const),
  ...readdirSync(areasDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.machine.ts'))
    .map((f) => [f.replace(/^.*\//, ''), join(areasDir, f)] as const),
])
const moduleNames = [...machineFiles.keys()].map((f) => f.slice(0, -'.machine.ts'.length)).sort()
const modelFiles = new Set(readdirSync(modelsDir).filter((f) => f.endsWith('.model.ts')))

const entries: Array<ModuleEntry> = await Promise.all(
  moduleNames.map(async (name) => {
    const mod = (await import(pathToFileURL(machineFiles.get(`${name}.machine.ts`) ?? '').href)) as Record<string, unknown>
    const machines = Object.entries(mod).filter((e): e is [string, AnyStateMachine] => isMachine(e[1]))
    const factories = Object.entries(mod).filter((e): e is [string, (...args: Array<never>) => AnyStateMachine] =>
      isFactory(e[0], e[1]),
    )
    let specs: ReadonlyArray<ModelSpec> | undefined
    if (modelFiles.has(`${name}.model.ts`)) {
      const model = (await import(pathToFileURL(join(modelsDir, `${name}.model.ts`)).href)) as {
        spec?: ModelSpec
        specs?: ReadonlyArray<ModelSpec>
      }
      specs = model.specs ?? (model.spec ? [model.spec] : [])
    }
    return { name, machines, factories, specs }
  }),
)

describe('model-based coverage of every machine in src/machines and src/areas', () => {
  it('finds the machines', () => {
    // 18 machine modules in src/machines, 15 in the areas (counted when the areas moved, issue 29)
    expect(entries.length).toBeGreaterThanOrEqual(33)
    expect(entries.every((e) => e.machines.length + e.factories.length > 0)).toBe(true)
  })

  it('every exported machine and machine factory has a model spec', () => {
    const missing = entries.flatMap((e) => [
      ...e.machines
        .filter(([, m]) => !(e.specs ?? []).some((s) => s.machine === m))
        .map(([exportName]) => `${e.name}.machine.ts: ${exportName} (tests/machines/models/${e.name}.model.ts)`),
      ...e.factories
        .filter(([, f]) => !(e.specs ?? []).some((s) => s.factory === f))
        .map(([exportName]) => `${e.name}.machine.ts: ${exportName} (tests/machines/models/${e.name}.model.ts)`),
    ])
    expect(missing, 'machines without a model spec').toEqual([])
  })

  for (const entry of entries) {
    // a machine may have several specs (e.g. other inputs): its coverage is that of all of them
    const machines = [...new Set((entry.specs ?? []).map((s) => s.machine))]
    for (const machine of machines) {
      const specs = (entry.specs ?? []).filter((s) => s.machine === machine)
      it(`${entry.name}: ${machine.id} reaches all its states and transitions on the real machine`, async () => {
        const total = new Coverage()
        for (const spec of specs) {
          const { paths, coverage } = await runSpec(spec)
          expect(paths).toBeGreaterThan(0)
          total.addAll(coverage)
        }
        expectFullCoverage(`${entry.name} (${machine.id})`, machine, total)
      })
    }
  }
})
