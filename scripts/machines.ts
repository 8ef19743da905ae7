/**
 * `npm run machines`: write every machine of the console for the Stately tools.
 *
 * For each machine exported by a `*.machine.ts` module of src/machines (the generic ones) or of an
 * area folder (src/areas/<area>/), into `.tmp/machines/`
 * (ignored by git):
 * - `<id>.json`: the machine's definition (`machine.toJSON()`): every state, transition with its
 *   guard, actions and targets, invocation and delay, exactly as XState resolved them;
 * - `<id>.stately.js`: `createMachine({...})` with the same states and transitions and the names
 *   of guards, actions, actors and delays (inline functions show as `inline`), to paste into the
 *   Stately editor (Import) or https://stately.ai/viz.
 * A machine factory (`make…Machine`) is written through one example instance (`factoryExamples`:
 * a new factory needs one, or the script fails).
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { AnyStateMachine } from 'xstate'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const machinesDir = join(root, 'src/machines')
export const areasDir = join(root, 'src/areas')
export const defaultOutDir = join(root, '.tmp/machines')

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'config' in value && 'toJSON' in value

type Json = null | boolean | number | string | ReadonlyArray<Json> | { readonly [key: string]: Json }
type Config = Record<string, unknown>

const toArray = (value: unknown): ReadonlyArray<unknown> =>
  value === undefined ? [] : Array.isArray(value) ? value : [value]

/** The name of a guard, action or actor reference; `inline` for an anonymous function. */
const nameOf = (ref: unknown): string => {
  if (typeof ref === 'string') return ref
  if ((typeof ref === 'object' || typeof ref === 'function') && ref !== null) {
    const type = (ref as { type?: unknown }).type
    if (typeof type === 'string') return type.replace(/^xstate\./, '')
  }
  return 'inline'
}

const names = (value: unknown): ReadonlyArray<string> => toArray(value).map(nameOf)

const compact = (entries: ReadonlyArray<readonly [string, Json | undefined]>): { [key: string]: Json } =>
  Object.fromEntries(entries.filter((e): e is [string, Json] => e[1] !== undefined))

const transitionOut = (t: unknown): Json => {
  if (typeof t === 'string') return { target: t }
  const c = (t ?? {}) as Config
  const actions = names(c.actions)
  return compact([
    ['target', c.target === undefined ? undefined : (c.target as Json)],
    ['guard', c.guard === undefined ? undefined : nameOf(c.guard)],
    ['actions', actions.length ? actions : undefined],
    ['reenter', c.reenter === true ? true : undefined],
    ['description', typeof c.description === 'string' ? c.description : undefined],
  ])
}

const transitionsOut = (value: unknown): Json | undefined => {
  const list = toArray(value)
  if (list.length === 0) return undefined
  return list.length === 1 ? transitionOut(list[0]) : list.map(transitionOut)
}

const mapOut = (value: unknown, f: (v: unknown) => Json | undefined): Json | undefined => {
  if (!value || typeof value !== 'object') return undefined
  const entries = Object.entries(value).map(([k, v]) => [k, f(v)] as const)
  return entries.length ? compact(entries) : undefined
}

const nodeOut = (c: Config): Json => {
  const entry = names(c.entry)
  const exit = names(c.exit)
  const tags = toArray(c.tags) as ReadonlyArray<string>
  const invoke = toArray(c.invoke).map((i) => {
    const inv = i as Config
    return compact([
      ['id', typeof inv.id === 'string' ? inv.id : undefined],
      ['src', nameOf(inv.src)],
      ['onDone', transitionsOut(inv.onDone)],
      ['onError', transitionsOut(inv.onError)],
    ])
  })
  return compact([
    ['id', typeof c.id === 'string' ? c.id : undefined],
    ['type', typeof c.type === 'string' ? c.type : undefined],
    ['initial', typeof c.initial === 'string' ? c.initial : undefined],
    ['description', typeof c.description === 'string' ? c.description : undefined],
    ['tags', tags.length ? tags : undefined],
    ['entry', entry.length ? entry : undefined],
    ['exit', exit.length ? exit : undefined],
    ['invoke', invoke.length ? (invoke.length === 1 ? invoke[0] : invoke) : undefined],
    ['always', transitionsOut(c.always)],
    ['after', mapOut(c.after, transitionsOut)],
    ['on', mapOut(c.on, transitionsOut)],
    ['onDone', transitionsOut(c.onDone)],
    ['states', mapOut(c.states, (s) => nodeOut(s as Config))],
  ])
}

/** A `createMachine({...})` call the Stately editor imports. */
export const statelySource = (machine: AnyStateMachine): string =>
  `createMachine(${JSON.stringify({ ...(nodeOut(machine.config as Config) as object), id: machine.id }, null, 2)})\n`

type Factory = (...args: Array<any>) => AnyStateMachine

/**
 * One instance per machine factory, by export name. The states and transitions do not depend on
 * the options, except the lookups' regions (one per part) and the record's guards.
 */
export const factoryExamples: Record<string, (make: Factory) => AnyStateMachine> = {
  makeRecordMachine: (make) =>
    make({ id: 'record', allows: () => true, confirms: ['freeze'], removes: ['delete'], dialogs: ['grantMp'] }),
  makeListMachine: (make) => make('list'),
  makeBulkActionMachine: (make) => make(),
  makeTrashMachine: (make) => make('trash'),
  makeBulkEditMachine: (make) => make(['prefecture', 'organizationId']),
  makeLookupsMachine: (make) => make('lookups', ['organizations', 'belongs', 'expertise']),
  makeEntityFormMachine: (make) =>
    make(
      'entityForm',
      () => ({ ok: false, errors: {} }),
      (entity: unknown) => entity,
    ),
}

/** The machine modules: src/machines' and every area's, by path. */
const machineModules = (): Array<string> => [
  ...readdirSync(machinesDir).filter((f) => f.endsWith('.machine.ts')).sort().map((f) => join(machinesDir, f)),
  ...readdirSync(areasDir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.machine.ts')).sort().map((f) => join(areasDir, f)),
]

/** Every machine exported by src/machines and the areas (a factory through its example), by export name, once each. */
export const loadMachines = async (): Promise<Array<{ readonly name: string; readonly machine: AnyStateMachine }>> => {
  const found: Array<{ name: string; machine: AnyStateMachine }> = []
  for (const file of machineModules()) {
    const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>
    for (const [name, value] of Object.entries(mod)) {
      if (isMachine(value) && !found.some((f) => f.machine === value)) found.push({ name, machine: value })
      if (typeof value === 'function' && /^make\w*Machine$/.test(name)) {
        const example = factoryExamples[name]
        if (!example) throw new Error(`${file}: give the factory ${name} an example in scripts/machines.ts (factoryExamples)`)
        found.push({ name, machine: example(value as Factory) })
      }
    }
  }
  return found
}

/** Write `<id>.json` and `<id>.stately.js` per machine (replacing earlier ones); returns the files written. */
export const writeMachineDefinitions = async (outDir = defaultOutDir): Promise<Array<string>> => {
  mkdirSync(outDir, { recursive: true })
  // files of machines that no longer exist go
  for (const file of readdirSync(outDir)) if (/\.(json|stately\.js)$/.test(file)) rmSync(join(outDir, file))
  const machines = await loadMachines()
  const written: Array<string> = []
  const used = new Set<string>()
  for (const { name, machine } of machines) {
    const base = used.has(machine.id) ? `${machine.id}.${name}` : machine.id
    used.add(base)
    const json = join(outDir, `${base}.json`)
    const stately = join(outDir, `${base}.stately.js`)
    writeFileSync(json, `${JSON.stringify(machine.toJSON(), null, 2)}\n`)
    writeFileSync(stately, statelySource(machine))
    written.push(json, stately)
  }
  return written
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const files = await writeMachineDefinitions()
  for (const file of files) console.log(file.slice(root.length + 1))
  console.log(`${files.length / 2} machines written to .tmp/machines/`)
}
