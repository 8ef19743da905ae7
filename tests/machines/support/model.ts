/**
 * Model-based test harness for every machine in src/machines.
 *
 * `createTestModel` (xstate/graph) walks a machine's transitions without running anything,
 * and cannot run invocations or delays. `modelOf` derives the abstract model from the REAL
 * machine: same states, guards, actions and eventless transitions, with every `invoke`
 * outcome and every `after` turned into the plain event the runtime would raise
 * (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`, `xstate.after.<delay>.<node id>`).
 * Every model path is then a list of user and runtime events.
 *
 * `modelPaths` takes the shortest path to every model state, then adds, for every model
 * transition those paths never take (a self-transition that only emits, a guarded candidate
 * whose target state was already reached another way), the shortest path to its source state
 * followed by that transition.
 *
 * `start` + `replay` replay a path on a REAL actor (the real machine, its promise actors
 * replaced by controllable `PromiseStub`s, a `SimulatedClock`): user events are sent,
 * done/error events settle the pending call of the stub for that invoke id, and the event of a
 * timer the actor set (`after`, a delayed `raise`) moves the clock to the moment it is due. After every step the real snapshot must
 * equal the model's (value and context), and every invoke of the active states has exactly
 * one live call (none leaked, none missing).
 *
 * Coverage is measured on the real actor: XState's inspection API reports every microstep
 * with the transitions it took (eventless `always` ones included). `expectFullCoverage`
 * compares them with every state node and every transition candidate of the machine.
 *
 * A model spec (tests/machines/models/<module>.model.ts) says how to drive one machine:
 * `runSpec` replays all its paths; tests/machines/model-coverage.test.ts runs every spec, and
 * tests/machines/wiring-instances.test.ts runs them again on every machine the wiring configures
 * (support/wiring-models.ts).
 */
import { expect } from 'vitest'
import { createTestModel } from 'xstate/graph'
import {
  createActor,
  createMachine,
  fromPromise,
  SimulatedClock,
  type Actor,
  type AnyActorLogic,
  type AnyEventObject,
  type AnyStateMachine,
  type InspectionEvent,
  type SnapshotFrom,
} from 'xstate'

// ---------------------------------------------------------------------------------------------
// Controllable promise actors

export interface Deferred<T> {
  readonly promise: Promise<T>
  resolve(value: T): void
  reject(error: unknown): void
}

export const deferred = <T>(): Deferred<T> => {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

export interface StubCall<O, I> {
  readonly input: I
  readonly deferred: Deferred<O>
  readonly signal: AbortSignal
  settled: boolean
}

/** A promise actor whose every call waits until the test settles it. */
export class PromiseStub<O, I = unknown> {
  readonly calls: Array<StubCall<O, I>> = []
  readonly logic = fromPromise<O, I>(({ input, signal }) => this.call(input, signal))

  call(input: I, signal: AbortSignal): Promise<O> {
    const call: StubCall<O, I> = { input, deferred: deferred<O>(), signal, settled: false }
    this.calls.push(call)
    return call.deferred.promise
  }

  /** Calls neither settled nor abandoned (their actor stopped). */
  live(): Array<StubCall<O, I>> {
    return this.calls.filter((c) => !c.settled && !c.signal.aborted)
  }

  pending(): StubCall<O, I> {
    const call = [...this.calls].reverse().find((c) => !c.settled && !c.signal.aborted)
    if (!call) throw new Error('no pending call on this stub')
    return call
  }

  resolve(value: O): void {
    const call = this.pending()
    call.settled = true
    call.deferred.resolve(value)
  }

  reject(error: unknown): void {
    const call = this.pending()
    call.settled = true
    call.deferred.reject(error)
  }
}

/** Let promise callbacks run (no real time passes: one macrotask turn). */
export const flush = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))

// ---------------------------------------------------------------------------------------------
// Machine structure

interface NodeLike {
  readonly id: string
  readonly key: string
  readonly config: Record<string, any>
  readonly states: Record<string, NodeLike>
  readonly transitions: Map<string, ReadonlyArray<TransitionLike>>
  readonly always?: ReadonlyArray<TransitionLike>
}

interface TransitionLike {
  readonly source: NodeLike
  readonly eventType: string | null
}

interface LooseSnapshot {
  readonly value: unknown
  readonly context: unknown
  readonly status: string
  readonly _nodes: ReadonlyArray<NodeLike>
}

const toArray = <T>(value: T | ReadonlyArray<T> | undefined): ReadonlyArray<T> =>
  value === undefined ? [] : Array.isArray(value) ? (value as ReadonlyArray<T>) : [value as T]

const allNodes = (machine: AnyStateMachine): Array<NodeLike> => {
  const nodes: Array<NodeLike> = []
  const walk = (node: NodeLike) => {
    nodes.push(node)
    for (const child of Object.values(node.states)) walk(child)
  }
  walk(machine.root as unknown as NodeLike)
  return nodes
}

/** Every state node id of a machine below its root. */
export const stateIds = (machine: AnyStateMachine): Array<string> =>
  allNodes(machine)
    .slice(1)
    .map((n) => n.id)

/** Node ids visited along a list of model steps. */
export const visited = (paths: ReadonlyArray<{ steps: ReadonlyArray<{ state: unknown }> }>): Set<string> =>
  new Set(paths.flatMap((p) => p.steps.flatMap((s) => (s.state as LooseSnapshot)._nodes.map((n) => n.id))))

/** A transition candidate's name: source node, event, and its place among that event's candidates. */
const transitionKey = (t: TransitionLike): string | undefined => {
  const source = t.source
  if (t.eventType === null || t.eventType === undefined) return undefined
  const always = source.always ?? []
  const alwaysIndex = always.indexOf(t)
  if (alwaysIndex >= 0) return `#${source.id} always[${alwaysIndex}]`
  const list = source.transitions.get(t.eventType) ?? []
  const index = list.indexOf(t)
  if (index < 0) return undefined
  return list.length > 1 ? `#${source.id} ${t.eventType}[${index}]` : `#${source.id} ${t.eventType}`
}

/** Every transition candidate of every state node (each candidate of a guarded list counted). */
export const transitionKeys = (machine: AnyStateMachine): Array<string> =>
  allNodes(machine).flatMap((node) => [
    ...[...node.transitions.values()].flatMap((list) => list.map((t) => transitionKey(t)!)),
    ...(node.always ?? []).map((t) => transitionKey(t)!),
  ])

/** What one run (or many) reached: state node ids and transition keys. */
export class Coverage {
  readonly states = new Set<string>()
  readonly transitions = new Set<string>()

  /** An `inspect` observer for `createActor` that records the root machine's microsteps. */
  readonly inspect = (event: InspectionEvent): void => {
    if (event.type === '@xstate.snapshot' || event.type === '@xstate.microstep') {
      if (event.actorRef.sessionId !== event.rootId) return
      const snapshot = event.snapshot as unknown as Partial<LooseSnapshot>
      for (const node of snapshot._nodes ?? []) this.states.add(node.id)
    }
    if (event.type === '@xstate.microstep') {
      if (event.actorRef.sessionId !== event.rootId) return
      for (const t of event._transitions as unknown as ReadonlyArray<TransitionLike>) {
        const key = transitionKey(t)
        if (!key) continue
        this.transitions.add(key)
        // a transient state (left at once by `always`) shows in no snapshot: its transition proves it was entered
        for (let node: NodeLike | undefined = t.source; node; node = (node as { parent?: NodeLike }).parent) {
          this.states.add(node.id)
        }
      }
    }
  }

  addAll(other: Coverage): void {
    for (const s of other.states) this.states.add(s)
    for (const t of other.transitions) this.transitions.add(t)
  }
}

export interface CoverageFigures {
  readonly states: { readonly reached: number; readonly total: number; readonly missed: ReadonlyArray<string> }
  readonly transitions: { readonly reached: number; readonly total: number; readonly missed: ReadonlyArray<string> }
}

/**
 * What a configured machine cannot reach by construction (a record machine whose options name no
 * dialog action never enters `inDialog`): left out of the totals, and never reached.
 */
export interface OutOfReach {
  readonly states: ReadonlyArray<string>
  readonly transitions: ReadonlyArray<string>
  /** Why, in a few words (shown with the figures). */
  readonly because: string
}

export const coverageOf = (machine: AnyStateMachine, coverage: Coverage, outOfReach?: OutOfReach): CoverageFigures => {
  const states = allNodes(machine)
    .map((n) => n.id)
    .filter((s) => !outOfReach?.states.includes(s))
  const transitions = transitionKeys(machine).filter((t) => !outOfReach?.transitions.includes(t))
  const missedStates = states.filter((s) => !coverage.states.has(s))
  const missedTransitions = transitions.filter((t) => !coverage.transitions.has(t))
  return {
    states: { reached: states.length - missedStates.length, total: states.length, missed: missedStates },
    transitions: {
      reached: transitions.length - missedTransitions.length,
      total: transitions.length,
      missed: missedTransitions,
    },
  }
}

/** Print `model coverage <label>: states a/b, transitions c/d` and fail listing what was missed. */
export const expectFullCoverage = (label: string, machine: AnyStateMachine, coverage: Coverage, outOfReach?: OutOfReach): CoverageFigures => {
  const figures = coverageOf(machine, coverage, outOfReach)
  const left = outOfReach && outOfReach.states.length + outOfReach.transitions.length > 0 ? outOfReach : undefined
  console.log(
    `model coverage ${label}: states ${figures.states.reached}/${figures.states.total}, ` +
      `transitions ${figures.transitions.reached}/${figures.transitions.total}` +
      (left ? ` (out of its reach: ${left.states.length} states, ${left.transitions.length} transitions; ${left.because})` : ''),
  )
  if (outOfReach) {
    // what was left out because the configuration cannot reach it must indeed never be reached
    const reached = [...outOfReach.states.filter((s) => coverage.states.has(s)), ...outOfReach.transitions.filter((t) => coverage.transitions.has(t))]
    expect(reached, `${label}: reached, though counted out of its reach`).toEqual([])
  }
  expect({ states: figures.states.missed, transitions: figures.transitions.missed }, `${label}: never reached`).toEqual({
    states: [],
    transitions: [],
  })
  return figures
}

// ---------------------------------------------------------------------------------------------
// The abstract model

const stripNode = (node: NodeLike): Record<string, unknown> => {
  const { invoke, after, states: _states, on, ...rest } = node.config
  const runtimeEvents: Record<string, unknown> = {}
  for (const inv of toArray<Record<string, any>>(invoke)) {
    if (typeof inv.id !== 'string') throw new Error(`give the invoke in ${node.id} an id`)
    if (inv.onDone) runtimeEvents[`xstate.done.actor.${inv.id}`] = inv.onDone
    if (inv.onError) runtimeEvents[`xstate.error.actor.${inv.id}`] = inv.onError
  }
  for (const [delay, transition] of Object.entries(after ?? {})) {
    runtimeEvents[`xstate.after.${delay}.${node.id}`] = transition
  }
  const children = Object.entries(node.states)
  return {
    ...rest,
    on: { ...(on ?? {}), ...runtimeEvents },
    ...(children.length ? { states: Object.fromEntries(children.map(([k, n]) => [k, stripNode(n)])) } : {}),
  }
}

/** The abstract model of a machine: no invocations, no timers; their outcomes are plain events. */
export const modelOf = <M extends AnyStateMachine>(machine: M): M =>
  createMachine(
    { ...stripNode(machine.root as unknown as NodeLike), id: machine.id } as never,
    machine.implementations as never,
  ) as unknown as M

export interface ModelStep {
  readonly event: AnyEventObject
  readonly state: { readonly value: unknown; readonly context: unknown; readonly status?: string }
}

export interface ModelPath {
  readonly description: string
  readonly steps: ReadonlyArray<ModelStep>
  readonly state: unknown
}

export interface PathOptions<M extends AnyStateMachine> {
  readonly events: ReadonlyArray<AnyEventObject> | ((snapshot: SnapshotFrom<M>) => ReadonlyArray<AnyEventObject>)
  readonly input?: unknown
  /** Do not explore beyond such model states (keeps a growing context finite). */
  readonly stopWhen?: (snapshot: SnapshotFrom<M>) => boolean
}

/** The model with its custom actions (effects on the outside world) as no-ops; built-in ones (assign, emit, raise) kept. */
const quietModels = new WeakMap<AnyStateMachine, AnyStateMachine>()
const quiet = (model: AnyStateMachine): AnyStateMachine => {
  let quieted = quietModels.get(model)
  if (!quieted) {
    const actions = Object.fromEntries(
      Object.entries((model.implementations.actions ?? {}) as Record<string, unknown>)
        .filter(([, action]) => typeof action === 'function' && !('resolve' in action))
        .map(([name]) => [name, () => {}]),
    )
    quieted = model.provide({ actions } as never)
    quietModels.set(model, quieted)
  }
  return quieted
}

/** The transitions one model event takes from a model state (run on a restored model actor). */
const modelTransitions = (model: AnyStateMachine, state: unknown, event: AnyEventObject): Array<string> => {
  const coverage = new Coverage()
  const actor = createActor(quiet(model), {
    snapshot: model.getPersistedSnapshot(state as never),
    inspect: coverage.inspect,
  })
  actor.start()
  actor.send(event)
  actor.stop()
  return [...coverage.transitions]
}

const describePath = (state: unknown, steps: ReadonlyArray<ModelStep>): string => {
  const value = (state as LooseSnapshot).value
  const events = steps
    .slice(1)
    .map((s) => s.event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:').replace(/^xstate\.after\./, 'after:'))
  return `reaches ${JSON.stringify(value)} by ${events.length ? events.join(' → ') : 'starting'}`
}

/**
 * Paths over the model that reach every model state and take every model transition: the
 * shortest path to each state, plus a path for each transition those paths miss. A machine
 * that reached a final state is done: the runtime ignores anything after, so the walk stops.
 */
export const modelPaths = <M extends AnyStateMachine>(machine: M, options: PathOptions<M>): Array<ModelPath> => {
  const model = modelOf(machine)
  const stopWhen = (snapshot: SnapshotFrom<M>) =>
    (snapshot as unknown as LooseSnapshot).status === 'done' || (options.stopWhen?.(snapshot) ?? false)
  const testModel = createTestModel(model, {
    events: options.events as never,
    input: options.input as never,
    stopWhen: stopWhen as never,
  })
  const serialize = testModel.options.serializeState as (s: unknown, e?: unknown, prev?: unknown) => string
  const all = testModel.getShortestPaths({ allowDuplicatePaths: true })
  const keyOf = (steps: ReadonlyArray<ModelStep>) => {
    const last = steps[steps.length - 1]!
    return steps.length === 1 ? serialize(last.state) : serialize(last.state, last.event, steps[steps.length - 2]!.state)
  }
  const toStateKey = new Map(all.map((p) => [keyOf(p.steps as never), p]))
  const chosen: Array<ModelPath> = testModel
    .getShortestPaths()
    .map((p) => ({ description: describePath(p.state, p.steps as never), steps: p.steps as never, state: p.state }))

  // which model transitions each edge takes
  const adjacency = testModel.getAdjacencyMap()
  const covered = new Set<string>()
  const edgeKeys = new Map<string, Array<string>>()
  const edgeOf = (stateKey: string, event: AnyEventObject) => `${stateKey}\u0000${JSON.stringify(event)}`
  const transitionsOfEdge = (stateKey: string, state: unknown, event: AnyEventObject) => {
    const key = edgeOf(stateKey, event)
    let keys = edgeKeys.get(key)
    if (!keys) {
      keys = modelTransitions(model, state, event)
      edgeKeys.set(key, keys)
    }
    return keys
  }
  for (const path of chosen) {
    for (let i = 1; i < path.steps.length; i++) {
      const prefix = path.steps.slice(0, i)
      for (const k of transitionsOfEdge(keyOf(prefix), path.steps[i - 1]!.state, path.steps[i]!.event)) covered.add(k)
    }
  }
  for (const [stateKey, { state, transitions }] of Object.entries(adjacency)) {
    const prefix = toStateKey.get(stateKey)
    if (!prefix) continue
    for (const { event, state: next } of Object.values(transitions) as Array<{ event: AnyEventObject; state: unknown }>) {
      const keys = transitionsOfEdge(stateKey, state, event as AnyEventObject)
      if (keys.every((k) => covered.has(k))) continue
      for (const k of keys) covered.add(k)
      const steps = [...(prefix.steps as unknown as Array<ModelStep>), { event: event as AnyEventObject, state: next as never }]
      chosen.push({ description: describePath(next, steps), steps, state: next })
    }
  }
  return chosen
}

/**
 * Every state node and transition the model reaches over ALL its explored edges (not only the
 * chosen paths): with a configured machine's own guards, what its configuration can reach.
 */
export const modelReach = <M extends AnyStateMachine>(machine: M, options: PathOptions<M>): Coverage => {
  const model = modelOf(machine)
  const stopWhen = (snapshot: SnapshotFrom<M>) =>
    (snapshot as unknown as LooseSnapshot).status === 'done' || (options.stopWhen?.(snapshot) ?? false)
  const testModel = createTestModel(model, {
    events: options.events as never,
    input: options.input as never,
    stopWhen: stopWhen as never,
  })
  const reach = new Coverage()
  for (const { state, transitions } of Object.values(testModel.getAdjacencyMap())) {
    for (const node of (state as unknown as LooseSnapshot)._nodes) reach.states.add(node.id)
    for (const { event, state: next } of Object.values(transitions) as Array<{ event: AnyEventObject; state: unknown }>) {
      for (const node of (next as LooseSnapshot)._nodes) reach.states.add(node.id)
      const coverage = new Coverage()
      const actor = createActor(quiet(model), { snapshot: model.getPersistedSnapshot(state as never), inspect: coverage.inspect })
      actor.start()
      actor.send(event)
      actor.stop()
      reach.addAll(coverage)
    }
  }
  return reach
}

// ---------------------------------------------------------------------------------------------
// Driving the real actor

export interface DriveOptions<M extends AnyStateMachine> {
  readonly machine: M
  readonly input?: unknown
  /** Stubs by invoke id. */
  readonly stubs: Record<string, PromiseStub<any, any>>
  /** Not needed any more: timers are read from the actor's scheduler. */
  readonly delays?: Record<string, number>
  /** Custom ways to produce some events (e.g. through a callback actor's sendBack). */
  readonly exec?: Record<string, (event: AnyEventObject) => void>
  /** Inspection observer (coverage). */
  readonly inspect?: (event: InspectionEvent) => void
}

export interface Driven<M extends AnyStateMachine> {
  readonly actor: Actor<M>
  readonly clock: SimulatedClock
  step(event: AnyEventObject): Promise<void>
}

export const start = <M extends AnyStateMachine>(options: DriveOptions<M>): Driven<M> => {
  const clock = new SimulatedClock()
  const actor = createActor(options.machine, {
    clock,
    input: options.input,
    ...(options.inspect ? { inspect: options.inspect } : {}),
  } as never) as Actor<M>

  // Every timer the actor sets (`after`, delayed `raise`/`sendTo`): its event and when it is due.
  const system = actor.system as unknown as {
    scheduler: {
      schedule(source: { sessionId: string }, target: unknown, event: AnyEventObject, delay: number, id?: string): void
      cancel(source: { sessionId: string }, id: string): void
    }
    getSnapshot(): { _scheduledEvents: Record<string, unknown> }
  }
  const timers = new Map<string, { readonly type: string; readonly due: number }>()
  const { schedule, cancel } = system.scheduler
  system.scheduler.schedule = (source, target, event, delay, id = Math.random().toString(36).slice(2)) => {
    timers.set(`${source.sessionId}.${id}`, { type: event.type, due: clock.now() + delay })
    schedule.call(system.scheduler, source, target, event, delay, id)
  }
  system.scheduler.cancel = (source, id) => {
    timers.delete(`${source.sessionId}.${id}`)
    cancel.call(system.scheduler, source, id)
  }
  const dueOf = (type: string): number | undefined => {
    const pending = system.getSnapshot()._scheduledEvents
    const due = [...timers].filter(([key, t]) => key in pending && t.type === type).map(([, t]) => t.due)
    return due.length ? Math.min(...due) : undefined
  }
  actor.start()

  const step = async (event: AnyEventObject) => {
    const type = event.type
    const due = dueOf(type)
    if (type === 'xstate.init') {
      // the initial state: nothing to do
    } else if (type.startsWith('xstate.done.actor.')) {
      const stub = options.stubs[type.slice('xstate.done.actor.'.length)]
      if (!stub) throw new Error(`no stub for ${type}`)
      stub.resolve((event as { output?: unknown }).output)
      await flush()
    } else if (type.startsWith('xstate.error.actor.')) {
      const stub = options.stubs[type.slice('xstate.error.actor.'.length)]
      if (!stub) throw new Error(`no stub for ${type}`)
      stub.reject((event as { error?: unknown }).error)
      await flush()
    } else if (due !== undefined) {
      // a timer's event: time passes until it is due, to the millisecond
      clock.set(due)
      await flush()
    } else if (type.startsWith('xstate.after.')) {
      throw new Error(`the model took ${type} but the machine set no such timer`)
    } else if (options.exec?.[type]) {
      options.exec[type](event)
      await flush()
    } else {
      actor.send(event as never)
      await flush()
    }
  }
  return { actor, clock, step }
}

const stateKeyOf = (value: unknown): string => (typeof value === 'string' ? value : JSON.stringify(value))

/** Replay one model path on the real actor, checking state value and context after every step. */
export const replay = async <M extends AnyStateMachine>(
  driven: Driven<M>,
  steps: ReadonlyArray<ModelStep>,
  /** What must hold in each state, beyond value and context (keyed by state value; '*' for every state). */
  checks: Record<string, (snapshot: SnapshotFrom<M>) => void> = {},
  options: {
    readonly requireChecks?: boolean
    readonly onStep?: (step: ModelStep) => void
    /** Errors the actor reported (none may appear). */
    readonly errors?: ReadonlyArray<unknown>
  } = { requireChecks: true },
): Promise<void> => {
  for (const [index, s] of steps.entries()) {
    options.onStep?.(s)
    await driven.step(s.event)
    expect(options.errors ?? [], `errors of the actor after step ${index} (${s.event.type})`).toEqual([])
    const snapshot = driven.actor.getSnapshot() as unknown as LooseSnapshot
    expect(snapshot.value, `state after step ${index} (${s.event.type})`).toEqual(s.state.value)
    expect(snapshot.context, `context after step ${index} (${s.event.type})`).toEqual(s.state.context)
    const key = stateKeyOf(snapshot.value)
    const check = checks[key]
    if (!check && options.requireChecks !== false) throw new Error(`no checks for state ${key}`)
    checks['*']?.(snapshot as unknown as SnapshotFrom<M>)
    check?.(snapshot as unknown as SnapshotFrom<M>)
  }
}

// ---------------------------------------------------------------------------------------------
// Model specs

/** One replay of a spec's path: the real actor and what it did. */
export interface SpecRun<M extends AnyStateMachine = AnyStateMachine> {
  readonly actor: Actor<M>
  readonly clock: SimulatedClock
  /** Promise stubs by invoke id. */
  readonly stubs: Record<string, PromiseStub<any, any>>
  /** Events the actor emitted (`emit`). */
  readonly emitted: Array<AnyEventObject>
  /** Calls of the actions listed in `record`, in order. */
  readonly effects: Array<{ readonly type: string; readonly params: unknown }>
  /** The model steps replayed so far (the last is the current one). */
  readonly steps: ReadonlyArray<ModelStep>
}

export interface SpecSetup {
  /** Non-promise actors by src (callback actors, ...). Promise actors are stubbed by the harness. */
  readonly actors?: Record<string, AnyActorLogic>
  /** Custom ways to produce some events (e.g. a callback actor's sendBack). */
  readonly exec?: Record<string, (event: AnyEventObject) => void>
}

export interface ModelSpec<M extends AnyStateMachine = AnyStateMachine> {
  /** The real machine; for a factory, one instance of it. */
  readonly machine: M
  /** The factory `machine` was made by, when the module exports a factory. */
  readonly factory?: (...args: Array<never>) => AnyStateMachine
  /** Shown in the coverage line; default: the machine's id. */
  readonly label?: string
  readonly input?: unknown
  /** Events the model may take (user and runtime events); per model state when a function. */
  readonly events: PathOptions<M>['events']
  readonly stopWhen?: PathOptions<M>['stopWhen']
  /** Actions replaced by recorders (their calls land in `run.effects`). */
  readonly record?: ReadonlyArray<string>
  /** Built fresh for every path. */
  readonly setup?: () => SpecSetup
  /** What must hold in a state beyond value and context (keyed by state value; '*' for every state). */
  readonly checks?: Record<string, (snapshot: SnapshotFrom<M>, run: SpecRun<M>) => void>
}

interface InvokeInfo {
  readonly id: string
  readonly src: string
  readonly node: string
}

const invokesOf = (machine: AnyStateMachine): Array<InvokeInfo> =>
  allNodes(machine).flatMap((node) =>
    toArray<Record<string, any>>(node.config.invoke).map((inv) => {
      if (typeof inv.id !== 'string') throw new Error(`give the invoke in ${node.id} an id`)
      if (typeof inv.src !== 'string') throw new Error(`give the invoke ${inv.id} a named src`)
      return { id: inv.id, src: inv.src, node: node.id }
    }),
  )

/** Start the real machine for one path: promise stubs per invoke id, recorders, clock, inspection. */
export const startSpec = <M extends AnyStateMachine>(spec: ModelSpec<M>, coverage?: Coverage) => {
  const custom = spec.setup?.() ?? {}
  const invokes = invokesOf(spec.machine)
  const stubs: Record<string, PromiseStub<any, any>> = {}
  const actors: Record<string, AnyActorLogic> = { ...(custom.actors ?? {}) }
  for (const inv of invokes) {
    if (custom.actors?.[inv.src]) continue
    stubs[inv.id] = new PromiseStub()
    actors[inv.src] ??= fromPromise(({ input, signal, self }) => {
      const stub = stubs[self.id]
      if (!stub) throw new Error(`no stub for invoke ${self.id}`)
      return stub.call(input, signal)
    })
  }
  const effects: Array<{ type: string; params: unknown }> = []
  const actions = Object.fromEntries(
    (spec.record ?? []).map((name) => [name, (_: unknown, params: unknown) => void effects.push({ type: name, params })]),
  )
  const machine = spec.machine.provide({ actors, actions } as never) as M
  const driven = start({ machine, input: spec.input, stubs, exec: custom.exec, inspect: coverage?.inspect })
  const emitted: Array<AnyEventObject> = []
  driven.actor.on('*', (event) => void emitted.push(event as AnyEventObject))
  // an action or actor that throws (a placeholder left unprovided) fails the path, not the process
  const errors: Array<unknown> = []
  driven.actor.subscribe({ error: (error) => void errors.push(error) })
  return { driven, stubs, effects, emitted, invokes, errors }
}

/** The generated paths of a spec. */
export const specPaths = <M extends AnyStateMachine>(spec: ModelSpec<M>): Array<ModelPath> =>
  modelPaths(spec.machine, { events: spec.events, input: spec.input, stopWhen: spec.stopWhen })

/** Replay one path of a spec on the real machine, adding what it reached to `coverage`. */
export const replaySpecPath = async <M extends AnyStateMachine>(
  spec: ModelSpec<M>,
  path: ModelPath,
  coverage: Coverage,
): Promise<void> => {
  const { driven, stubs, effects, emitted, invokes, errors } = startSpec(spec, coverage)
  const done: Array<ModelStep> = []
  const run: SpecRun<M> = { actor: driven.actor, clock: driven.clock, stubs, effects, emitted, steps: done }
  const wrap = (check: (s: SnapshotFrom<M>, r: SpecRun<M>) => void) => (s: SnapshotFrom<M>) => check(s, run)
  const checks: Record<string, (snapshot: SnapshotFrom<M>) => void> = Object.fromEntries(
    Object.entries(spec.checks ?? {}).map(([k, check]) => [k, wrap(check)]),
  )
  const userStar = checks['*']
  /** The call each active invoke made when its state was entered (this visit). */
  const visitCall = new Map<string, number>()
  checks['*'] = (snapshot) => {
    // every invoke of an active state has exactly one live call, or its one call of this visit
    // settled while the state stays (an outcome that only acts, e.g. the import's record); every other stub none
    const active = new Set((snapshot as unknown as LooseSnapshot)._nodes.map((n) => n.id))
    const live = (snapshot as unknown as LooseSnapshot).status === 'active'
    for (const inv of invokes) {
      const stub = stubs[inv.id]
      if (!stub) continue
      const where = `live calls of ${inv.id} in ${stateKeyOf((snapshot as unknown as LooseSnapshot).value)}`
      if (!(live && active.has(inv.node))) {
        visitCall.delete(inv.id)
        expect(stub.live(), where).toHaveLength(0)
        continue
      }
      if (!visitCall.has(inv.id)) visitCall.set(inv.id, stub.calls.length - 1)
      const settledHere = stub.calls[visitCall.get(inv.id)!]?.settled === true && stub.calls.length - 1 === visitCall.get(inv.id)
      expect(stub.live(), where).toHaveLength(settledHere ? 0 : 1)
    }
    userStar?.(snapshot)
  }
  await replay(driven, path.steps, checks, { requireChecks: false, onStep: (s) => void done.push(s), errors })
  driven.actor.stop()
}

/** Typed identity: a spec over a machine. */
export const defineModelSpec = <M extends AnyStateMachine>(spec: ModelSpec<M>): ModelSpec<M> => spec

/** Replay every path of a spec on the real machine; the coverage of all of them together. */
export const runSpec = async <M extends AnyStateMachine>(
  spec: ModelSpec<M>,
): Promise<{ readonly paths: number; readonly coverage: Coverage }> => {
  const coverage = new Coverage()
  const paths = specPaths(spec)
  for (const path of paths) {
    try {
      await replaySpecPath(spec, path, coverage)
    } catch (error) {
      if (error instanceof Error) error.message = `${spec.label ?? spec.machine.id}, path ${path.description}:\n${error.message}`
      throw error
    }
  }
  return { paths: paths.length, coverage }
}
