/**
 * Model-based tests of the machines the wiring configures (src/areas/<area>/<area>.wiring.ts,
 * src/app/wiring/*.wiring.ts), each in its own configuration: tests/machines/wiring-instances.test.ts.
 *
 * A wiring instance is a machine the wiring exports (`makeRecordMachine({ id, allows, … }).provide(…)`,
 * `doctorFormMachine.provide(…)` …) or a machine it provides as an actor of one (the doctor
 * record's MP grant dialog). Its model:
 * - the instance with ALL its actors replaced by test actors (`instance.provide({ actors })`:
 *   its guards, options, delays and actions stay); the invoked ones are then the harness's
 *   controllable promise stubs, the spawned ones the machine's own unprovided slots;
 * - the actions the wiring provided (showError, showDone, saveFile …) recorded, never run, and
 *   each of them observed at least once;
 * - the paths: a machine module's exported machine with the wiring's actors → that machine's
 *   specs (tests/machines/models), replayed on the instance; a factory's instance → paths
 *   derived from the instance's own options: a list's (tests/machines/models/list.model.ts), a bulk
 *   action's (bulk-action.model.ts: one machine whatever the area's actions and ids);
 *   a lookups machine's own parts, each loading, failing and retried; a record machine's
 *   actions (support/record-samples.ts), which of them its guards offer on which record, which
 *   open its dialog, which ask for confirmation and which end the record.
 *
 * A factory's instance is told by its shape (`shapeOf`: nodes, invokes, events, implementation
 * names) equal to a twin the factory makes with the instance's id (and parts). A record
 * machine's options (`allows`, `dialogs`, `confirms`, `removes`) are closures: they are read
 * through its own guards, on the sample records.
 *
 * A record machine's configuration may leave states out of reach (no dialog action: no
 * `inDialog`); those are found by exploring the instance's model with all its actions, checked
 * against what its options say, left out of the totals, and must never be reached.
 *
 * A machine added to a wiring later is covered at once when it is a machine with a spec or a
 * list or lookups instance; a record instance needs its samples (support/record-samples.ts), a
 * new factory's instance a model here: until then the test fails and says so.
 */
import { readdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { expect } from 'vitest'
import { fromPromise, type AnyActorLogic, type AnyEventObject, type AnyStateMachine } from 'xstate'
import type { AreaMachines } from '@src/app/area'
import { makeBulkActionMachine } from '@src/machines/bulk-action.machine'
import { makeTrashMachine } from '@src/machines/trash.machine'
import { makeBulkEditMachine } from '@src/machines/bulk-edit.machine'
import { makeListMachine } from '@src/machines/list.machine'
import { makeLookupsMachine } from '@src/machines/lookups.machine'
import { makeRecordMachine } from '@src/machines/record.machine'
import { Coverage, defineModelSpec, modelReach, stateIds, transitionKeys, type ModelSpec, type ModelStep, type OutOfReach } from './model'
import { recordSamples, type RecordSamples } from './record-samples'

const here = dirname(fileURLToPath(import.meta.url))
const modelsDir = join(here, '../models')

// ---------------------------------------------------------------------------------------------
// The instances

export const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' && value !== null && 'root' in value && 'config' in value && 'implementations' in value

export interface WiringInstance {
  /** `<wiring>.<name>` (`doctor.detail`), `<wiring>.<name>.<actor>` for a machine provided as an actor; every name it has. */
  readonly labels: ReadonlyArray<string>
  readonly machine: AnyStateMachine
}

/** Every machine the wiring exports (by wiring module and name), and every machine provided as an actor of one; each machine once. */
export const wiringInstances = (pages: AreaMachines): { readonly instances: ReadonlyArray<WiringInstance>; readonly notMachines: ReadonlyArray<string> } => {
  const byMachine = new Map<AnyStateMachine, Array<string>>()
  const notMachines: Array<string> = []
  const add = (label: string, value: unknown) => {
    if (!isMachine(value)) return void notMachines.push(label)
    const labels = byMachine.get(value)
    if (labels) return void labels.push(label)
    byMachine.set(value, [label])
    for (const [name, logic] of Object.entries(value.implementations.actors)) if (isMachine(logic)) add(`${label}.${name}`, logic)
  }
  for (const [wiring, machines] of Object.entries(pages)) for (const [name, machine] of Object.entries(machines)) add(`${wiring}.${name}`, machine)
  return { instances: [...byMachine].map(([machine, labels]) => ({ machine, labels })), notMachines }
}

// ---------------------------------------------------------------------------------------------
// The machine specs of tests/machines/models

/** Every spec of tests/machines/models/<name>.model.ts (`spec` or `specs`). */
export const loadModelSpecs = async (): Promise<ReadonlyArray<ModelSpec>> => {
  const files = readdirSync(modelsDir).filter((f) => f.endsWith('.model.ts')).sort()
  const modules = await Promise.all(
    files.map(async (f) => (await import(pathToFileURL(join(modelsDir, f)).href)) as { spec?: ModelSpec; specs?: ReadonlyArray<ModelSpec> }),
  )
  return modules.flatMap((m) => m.specs ?? (m.spec ? [m.spec] : []))
}

// ---------------------------------------------------------------------------------------------
// What the wiring changed

type Implementations = Readonly<Record<string, unknown>>
const actorsOf = (machine: AnyStateMachine): Implementations => machine.implementations.actors as Implementations
const actionsOf = (machine: AnyStateMachine): Implementations => machine.implementations.actions as Implementations

/**
 * The actions the wiring provided: those whose implementation is not the machine's own (the
 * unprovided machine, or for a factory's instance a twin the factory makes: same source text).
 */
export const providedActions = (instance: AnyStateMachine, reference: AnyStateMachine): ReadonlyArray<string> =>
  Object.entries(actionsOf(instance))
    .filter(([name, action]) => {
      const own = actionsOf(reference)[name]
      return typeof action === 'function' && action !== own && String(action) !== String(own)
    })
    .map(([name]) => name)

/** A slot the reference machine does not have: running it would mean a real actor of the wiring ran. */
const unexpectedActor = (name: string): AnyActorLogic =>
  fromPromise(async () => {
    throw new Error(`${name}: the wiring's own actor would run here`)
  })

/** The instance with every actor replaced: by the reference machine's own (unprovided) slot; the harness stubs the invoked ones. */
export const withTestActors = (instance: AnyStateMachine, reference: AnyStateMachine): AnyStateMachine =>
  instance.provide({
    actors: Object.fromEntries(Object.keys(actorsOf(instance)).map((name) => [name, (actorsOf(reference)[name] as AnyActorLogic | undefined) ?? unexpectedActor(name)])),
  } as never)

// ---------------------------------------------------------------------------------------------
// Recognising a factory's instance

interface NodeShape {
  readonly id: string
  readonly type: string
  readonly config: {
    readonly initial?: unknown
    readonly tags?: unknown
    readonly invoke?: unknown
    readonly on?: Readonly<Record<string, unknown>>
    readonly after?: Readonly<Record<string, unknown>>
    readonly always?: unknown
  }
  readonly states: Readonly<Record<string, NodeShape>>
}

const listOf = (value: unknown): ReadonlyArray<unknown> => (value === undefined ? [] : Array.isArray(value) ? value : [value])

/** The structure of a machine without its functions: nodes, tags, invokes, events, timers, and the names of its implementations. */
export const shapeOf = (machine: AnyStateMachine): string => {
  const nodes: Array<unknown> = []
  const walk = (node: NodeShape) => {
    const invokes = listOf(node.config.invoke).map((i) => [(i as { id?: unknown }).id, (i as { src?: unknown }).src])
    nodes.push([node.id, node.type, node.config.initial ?? null, listOf(node.config.tags), invokes, Object.keys(node.config.on ?? {}), Object.keys(node.config.after ?? {}), listOf(node.config.always).length])
    for (const child of Object.values(node.states)) walk(child)
  }
  walk(machine.root as unknown as NodeShape)
  const names = (impl: unknown) => Object.keys((impl ?? {}) as object).sort()
  const { actors, actions, guards, delays } = machine.implementations
  return JSON.stringify({ nodes, actors: names(actors), actions: names(actions), guards: names(guards), delays: names(delays) })
}

// ---------------------------------------------------------------------------------------------
// The model of one instance

export interface InstanceModel {
  /** How its paths were made. */
  readonly kind: string
  /** The instance with its actors replaced (what is replayed and measured). */
  readonly machine: AnyStateMachine
  readonly specs: ReadonlyArray<ModelSpec>
  /** The actions the wiring provided: each must be called on some path. */
  readonly provided: ReadonlyArray<string>
  /** The actions called on the paths so far (filled while the specs run). */
  readonly observed: Set<string>
  /** For a configured record machine: what its options leave out of reach (computed, and checked against them). */
  readonly outOfReach?: () => OutOfReach
  /** The configuration read from the instance, shown with its figures. */
  readonly configuration?: string
  /** What must hold once every path ran (a record machine: each action went its own way on some path). */
  readonly afterRuns?: () => void
}

/** A spec replayed on the instance: its actions provided by the wiring recorded, every action call observed. */
const onInstance = (spec: ModelSpec, machine: AnyStateMachine, label: string, provided: ReadonlyArray<string>, observed: Set<string>): ModelSpec => {
  const star = spec.checks?.['*']
  return {
    ...spec,
    machine,
    factory: undefined,
    label: `${label} [${spec.label ?? spec.machine.id}]`,
    record: [...new Set([...(spec.record ?? []), ...provided])],
    checks: {
      ...spec.checks,
      '*': (snapshot, run) => {
        for (const effect of run.effects) observed.add(effect.type)
        star?.(snapshot, run)
      },
    },
  }
}

interface FactoryModel {
  /** The factory's own machine with the instance's id (and parts): equal in shape for the factory's instances only. */
  readonly twin: (instance: AnyStateMachine) => AnyStateMachine
  readonly model: (instance: AnyStateMachine, twin: AnyStateMachine, label: string, specs: ReadonlyArray<ModelSpec>) => InstanceModel | string
}

/** The model of a wiring instance, or why there is none. */
export const instanceModel = (instance: WiringInstance, specs: ReadonlyArray<ModelSpec>): InstanceModel | string => {
  const label = instance.labels[0]!
  // an exported machine, provided by the wiring: that machine's own specs
  const own = specs.filter((s) => s.machine.config === instance.machine.config)
  if (own.length > 0) {
    const reference = own[0]!.machine
    const machine = withTestActors(instance.machine, reference)
    const provided = providedActions(instance.machine, reference)
    const observed = new Set<string>()
    return { kind: `the specs of ${reference.id}`, machine, provided, observed, specs: own.map((s) => onInstance(s, machine, label, provided, observed)) }
  }
  // a factory's instance
  for (const factory of factories) {
    let twin: AnyStateMachine
    try {
      twin = factory.twin(instance.machine)
    } catch {
      continue
    }
    if (shapeOf(twin) === shapeOf(instance.machine)) return factory.model(instance.machine, twin, label, specs)
  }
  return `${label} (${instance.machine.id}): no model: neither a machine with a spec in tests/machines/models nor a factory's instance tests/machines/support/wiring-models.ts knows`
}

// ---------------------------------------------------------------------------------------------
// Lists and bulk actions: the factory's specs, on the instance (a bulk action is one machine for
// any area's actions and ids)

const factorySpecsModel = (factory: ModelSpec['factory'], name: string): FactoryModel['model'] => (instance, twin, label, specs) => {
  const own = specs.filter((s) => s.factory === factory)
  if (own.length === 0) return `no spec of ${name} in tests/machines/models`
  const machine = withTestActors(instance, twin)
  const provided = providedActions(instance, twin)
  const observed = new Set<string>()
  return { kind: `the specs of ${name}`, machine, provided, observed, specs: own.map((s) => onInstance(s, machine, label, provided, observed)) }
}

const listModel = factorySpecsModel(makeListMachine, 'makeListMachine')
const bulkActionModel = factorySpecsModel(makeBulkActionMachine, 'makeBulkActionMachine')
const trashModel = factorySpecsModel(makeTrashMachine, 'makeTrashMachine')
const bulkEditModel = factorySpecsModel(makeBulkEditMachine, 'makeBulkEditMachine')

// ---------------------------------------------------------------------------------------------
// Lookups: the instance's own parts, each loading, failing and retried

const partsOf = (machine: AnyStateMachine): ReadonlyArray<string> => Object.keys((machine.root as unknown as NodeShape).states)

const lookupsModel: FactoryModel['model'] = (instance, twin, label) => {
  const parts = partsOf(instance)
  const machine = withTestActors(instance, twin)
  const provided = providedActions(instance, twin)
  const observed = new Set<string>()
  const failure = (part: string) => new Error(`${part}を読み込めませんでした`)
  const spec = defineModelSpec({
    machine,
    label: `${label} [lookups ${parts.join(', ')}]`,
    events: [
      ...parts.flatMap((part) => [
        { type: `xstate.done.actor.load.${part}`, output: [`${part} 1`] },
        { type: `xstate.error.actor.load.${part}`, error: failure(part) },
      ]),
      { type: 'lookups.retry' },
    ],
    record: provided,
    checks: {
      '*': (snapshot, run) => {
        for (const effect of run.effects) observed.add(effect.type)
        const value = snapshot.value as Readonly<Record<string, string>>
        const context = snapshot.context as { readonly data: Readonly<Record<string, unknown>>; readonly errors: Readonly<Record<string, string>> }
        for (const part of parts) {
          // a failed part says why, and only it; a ready one has its data and no error left; a loading one asked for itself
          if (value[part] === 'failed') expect(context.errors[part]).toBe(failure(part).message)
          if (value[part] === 'ready') {
            expect(context.data[part]).toEqual([`${part} 1`])
            expect(context.errors[part]).toBeUndefined()
          }
          if (value[part] === 'loading') expect(run.stubs[`load.${part}`]!.pending().input).toBe(part)
        }
        expect(snapshot.hasTag('busy')).toBe(Object.values(value).includes('loading'))
      },
    },
  })
  return { kind: 'the lookups factory, over its own parts', machine, provided, observed, specs: [spec], configuration: `parts ${parts.join(', ')}` }
}

// ---------------------------------------------------------------------------------------------
// Records: the instance's own actions, as its guards offer them

type Route = 'inDialog' | 'confirming' | 'acting'
type GuardFn = (args: { readonly context: unknown; readonly event: AnyEventObject }, params: unknown) => boolean

/** What a record machine's options say, read through its own guards (`allows`, `dialogs`, `confirms`, `removes`). */
export interface RecordConfiguration {
  readonly allowedOn: (record: unknown, action: string) => boolean
  /** Where `record.runAction` leads for each action (on a record that allows it). */
  readonly routes: ReadonlyMap<string, Route>
  readonly removes: ReadonlySet<string>
  /** Actions no sample record allows: the samples are not enough. */
  readonly neverAllowed: ReadonlyArray<string>
}

export const recordConfiguration = (machine: AnyStateMachine, samples: RecordSamples): RecordConfiguration => {
  const guards = machine.implementations.guards as Readonly<Record<string, GuardFn>>
  const guard = (name: string): GuardFn => {
    const g = guards[name]
    if (typeof g !== 'function') throw new Error(`${machine.id}: the record machine has no guard ${name}`)
    return g
  }
  const probe = (name: string, record: unknown, action: string) =>
    guard(name)({ context: { id: 'r-1', record, action }, event: { type: 'record.runAction', action } }, undefined)
  const allowedOn = (record: unknown, action: string) => probe('allowed', record, action)
  const routes = new Map<string, Route>()
  const neverAllowed: Array<string> = []
  for (const action of samples.actions) {
    const record = samples.records.find((r) => allowedOn(r, action))
    if (record === undefined) neverAllowed.push(action)
    else routes.set(action, probe('allowedInDialog', record, action) ? 'inDialog' : probe('allowedAfterConfirm', record, action) ? 'confirming' : 'acting')
  }
  const removes = new Set(samples.actions.filter((action) => guard('removes')({ context: { id: 'r-1', action }, event: { type: 'record.runAction', action } }, undefined)))
  return { allowedOn, routes, removes, neverAllowed }
}

const describeRoutes = (configuration: RecordConfiguration): string =>
  configuration.routes.size === 0
    ? 'no actions'
    : [...configuration.routes]
        .map(([action, route]) => `${action} ${{ inDialog: 'in its dialog', confirming: 'after confirming', acting: 'at once' }[route]}${configuration.removes.has(action) ? ', ends the record' : ''}`)
        .join('; ')

/** The states a record machine's options can reach (loading, loadFailed and viewing always). */
export const reachableRecordStates = (id: string, configuration: RecordConfiguration): ReadonlyArray<string> => {
  const routes = new Set(configuration.routes.values())
  const acts = [...configuration.routes].filter(([, route]) => route !== 'inDialog').map(([action]) => action)
  return [
    id,
    `${id}.loading`,
    `${id}.loadFailed`,
    `${id}.viewing`,
    `${id}.checking`,
    ...(routes.has('inDialog') ? [`${id}.inDialog`, `${id}.refreshing`] : []),
    ...(routes.has('confirming') ? [`${id}.confirming`] : []),
    ...(acts.length > 0 ? [`${id}.acting`] : []),
    ...(acts.some((a) => configuration.removes.has(a)) ? [`${id}.removed`] : []),
  ]
}

const recordModel: FactoryModel['model'] = (instance, twin, label) => {
  const samples = recordSamples[instance.id]
  if (!samples) return `${label} (${instance.id}): a record machine without actions and sample records in tests/machines/support/record-samples.ts`
  const configuration = recordConfiguration(instance, samples)
  if (configuration.neverAllowed.length > 0)
    return `${label} (${instance.id}): no sample record allows ${configuration.neverAllowed.join(', ')} (tests/machines/support/record-samples.ts)`
  const machine = withTestActors(instance, twin)
  const provided = providedActions(instance, twin)
  const observed = new Set<string>()
  /** Where each action went from `viewing` on the paths, and which actions ended the record there. */
  const taken = new Map<string, string>()
  const removedBy = new Set<string>()
  const failure = new Error('通信に失敗しました')
  const id = 'r-1'
  const { records, actions } = samples
  const act = (action: string) => ({ type: 'record.runAction', action })
  const eventsIn = (value: unknown): ReadonlyArray<AnyEventObject> => {
    switch (value) {
      case 'loading':
        return [...records.map((output) => ({ type: 'xstate.done.actor.loadRecord', output })), { type: 'xstate.error.actor.loadRecord', error: failure }]
      case 'loadFailed':
        return [{ type: 'record.reload' }]
      case 'viewing':
        return [...actions.map(act), { type: 'record.reload' }, { type: 'record.check' }]
      case 'checking':
        // the quiet check after a gap in the live stream: the record as it is now, or a failure; or staff act meanwhile
        return [
          ...records.map((output) => ({ type: 'xstate.done.actor.checkRecord', output })),
          { type: 'xstate.error.actor.checkRecord', error: failure },
          ...actions.map(act),
          { type: 'record.reload' },
        ]
      case 'confirming':
        return [{ type: 'dialog.accept' }, { type: 'dialog.cancel' }]
      case 'acting':
        // the server answers the record as it is now (null: gone, or nothing to show)
        return [...[...records, null].map((output) => ({ type: 'xstate.done.actor.runAction', output })), { type: 'xstate.error.actor.runAction', error: failure }]
      case 'inDialog':
        return [
          { type: 'xstate.done.actor.actionDialog', output: { done: true } },
          { type: 'xstate.done.actor.actionDialog', output: { done: false } },
          { type: 'xstate.error.actor.actionDialog', error: failure },
        ]
      case 'refreshing':
        return [...records.map((output) => ({ type: 'xstate.done.actor.refreshRecord', output })), { type: 'xstate.error.actor.refreshRecord', error: failure }]
      default:
        return []
    }
  }
  interface Context {
    readonly id: string
    readonly record?: unknown
    readonly action?: string
    readonly error?: string
  }
  /** The outcome actions a path must have called, in order: done for each success, error for each failure. */
  const outcomes = (steps: ReadonlyArray<ModelStep>): ReadonlyArray<{ readonly type: string; readonly params: unknown }> =>
    steps.slice(1).flatMap((step, i): ReadonlyArray<{ readonly type: string; readonly params: unknown }> => {
      const before = steps[i]!.state.context as Context
      const event = step.event as AnyEventObject & { readonly output?: { readonly done?: boolean } }
      if (event.type === 'xstate.done.actor.runAction' || (event.type === 'xstate.done.actor.actionDialog' && event.output?.done === true))
        return [{ type: 'showDone', params: { action: before.action, id: before.id } }]
      if (/^xstate\.error\.actor\.(runAction|actionDialog|refreshRecord)$/.test(event.type)) return [{ type: 'showError', params: { message: failure.message } }]
      return []
    })
  const spec = defineModelSpec({
    machine,
    label: `${label} [record: ${describeRoutes(configuration)}]`,
    input: { id },
    events: (snapshot) => eventsIn(snapshot.value),
    record: [...new Set(['showDone', 'showError', ...provided])],
    checks: {
      '*': (snapshot, run) => {
        for (const effect of run.effects) if (provided.includes(effect.type)) observed.add(effect.type)
        expect(run.effects.filter((e) => e.type === 'showDone' || e.type === 'showError')).toEqual(outcomes(run.steps))
        const steps = run.steps
        const last = steps[steps.length - 1]!
        const before = steps[steps.length - 2]?.state as { readonly value: unknown; readonly context: Context } | undefined
        const event = last.event as AnyEventObject & { readonly action?: string }
        if ((before?.value === 'viewing' || before?.value === 'checking') && event.type === 'record.runAction') {
          // an action its record allows goes to its dialog, to the confirmation exactly when `confirms` names it, or is carried out
          const allowed = configuration.allowedOn(before.context.record, event.action!)
          expect(snapshot.value, `record.runAction ${event.action}`).toBe(allowed ? configuration.routes.get(event.action!) : before.value)
          if (allowed) taken.set(event.action!, String(snapshot.value))
        }
        if (event.type === 'xstate.done.actor.runAction') {
          // an action that `removes` ends the record
          expect(snapshot.value, `${before?.context.action} done`).toBe(configuration.removes.has(before!.context.action!) ? 'removed' : 'viewing')
          if (snapshot.value === 'removed') removedBy.add(before!.context.action!)
        }
        if (snapshot.value === 'viewing') {
          // the page offers exactly the actions the record allows
          const record = (snapshot.context as Context).record
          for (const action of actions) expect(snapshot.can(act(action) as never), `offers ${action}`).toBe(configuration.allowedOn(record, action))
          expect(snapshot.hasTag('busy')).toBe(false)
        }
      },
      loading: (snapshot, run) => {
        expect(snapshot.hasTag('busy')).toBe(true)
        expect(run.stubs.loadRecord!.pending().input).toBe(id)
      },
      loadFailed: (snapshot) => expect((snapshot.context as Context).error).toBe(failure.message),
      confirming: (snapshot) => expect(snapshot.hasTag('dialog')).toBe(true),
      acting: (snapshot, run) => expect(run.stubs.runAction!.pending().input).toEqual({ id, action: (snapshot.context as Context).action }),
      inDialog: (snapshot, run) => {
        const context = snapshot.context as Context
        expect(run.stubs.actionDialog!.pending().input).toEqual({ id, record: context.record, action: context.action })
      },
      refreshing: (_, run) => expect(run.stubs.refreshRecord!.pending().input).toBe(id),
      checking: (snapshot, run) => {
        // quiet: not busy, the record shown stays, the actions it allows stay offered
        expect(snapshot.hasTag('busy')).toBe(false)
        expect(run.stubs.checkRecord!.pending().input).toBe(id)
        const record = (snapshot.context as Context).record
        for (const action of actions) expect(snapshot.can(act(action) as never), `offers ${action} while checking`).toBe(configuration.allowedOn(record, action))
      },
      removed: (snapshot) => expect(snapshot.status).toBe('done'),
    },
  })
  const outOfReach = (): OutOfReach => {
    const reach: Coverage = modelReach(machine, { events: spec.events, input: spec.input })
    const states = stateIds(machine).concat(machine.id).filter((s) => !reach.states.has(s))
    // what the model cannot reach is what the options say it cannot
    const expected = [machine.id, ...stateIds(machine)].filter((s) => !reachableRecordStates(machine.id, configuration).includes(s))
    expect(states.sort(), `${label}: states out of reach of its options`).toEqual(expected.sort())
    return {
      states,
      transitions: transitionKeys(machine).filter((t) => !reach.transitions.has(t)),
      because: describeRoutes(configuration),
    }
  }
  const afterRuns = () => {
    // every action of the record was offered, and went its own way, on some path; every one that `removes` ended the record
    expect(new Map([...taken].sort()), `${label}: where each action went`).toEqual(new Map([...configuration.routes].sort()))
    const removing = [...configuration.routes].filter(([a, route]) => route !== 'inDialog' && configuration.removes.has(a)).map(([a]) => a)
    expect([...removedBy].sort(), `${label}: the actions that ended the record`).toEqual(removing.sort())
  }
  return { kind: 'a record machine', machine, provided, observed, specs: [spec], outOfReach, configuration: describeRoutes(configuration), afterRuns }
}

const factories: ReadonlyArray<FactoryModel> = [
  { twin: (instance) => makeListMachine(instance.id), model: listModel },
  { twin: () => makeBulkActionMachine(), model: bulkActionModel },
  { twin: (instance) => makeTrashMachine(instance.id), model: trashModel },
  // the fields an instance offers are its declaration's: the twin offers the same
  {
    twin: (instance) => {
      const { fields, clearable } = instance.config.context as { readonly fields: ReadonlyArray<string>; readonly clearable: ReadonlyArray<string> }
      return makeBulkEditMachine(fields, clearable)
    },
    model: bulkEditModel,
  },
  { twin: (instance) => makeLookupsMachine(instance.id, partsOf(instance)), model: lookupsModel },
  { twin: (instance) => makeRecordMachine({ id: instance.id, allows: () => false, confirms: [], removes: [] }), model: recordModel },
]
