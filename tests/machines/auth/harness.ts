/**
 * Model-based test harness for the auth machines.
 *
 * `createTestModel` (xstate/graph) walks a machine's transitions without running
 * anything, and refuses machines with invocations or delays. `modelOf` derives the
 * abstract model from the real machine: same states, guards and actions, with every
 * `invoke` outcome and every `after` turned into the plain event that the runtime would
 * raise (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`, `xstate.after.<delay>.<node>`).
 * Every path the model yields is then a list of user and runtime events. `drive` replays such a path on a REAL actor:
 * user events are sent, done/error events settle the pending call of a controllable
 * promise stub, delay events move a `SimulatedClock` to the exact moment the timer is
 * due. After every step the real snapshot must equal the model's (value and context).
 */
import { expect } from 'vitest'
import { createTestModel } from 'xstate/graph'
import {
  createActor,
  createMachine,
  fromPromise,
  SimulatedClock,
  type Actor,
  type AnyEventObject,
  type AnyStateMachine,
  type SnapshotFrom,
} from 'xstate'

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
  readonly logic = fromPromise<O, I>(({ input, signal }) => {
    const call: StubCall<O, I> = { input, deferred: deferred<O>(), signal, settled: false }
    this.calls.push(call)
    return call.deferred.promise
  })

  pending(): StubCall<O, I> {
    const call = [...this.calls].reverse().find((c) => !c.settled)
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

interface LooseSnapshot {
  readonly value: unknown
  readonly context: unknown
  readonly status: string
  readonly _nodes: ReadonlyArray<{ readonly id: string }>
}

export interface DriveOptions<M extends AnyStateMachine> {
  readonly machine: M
  readonly input?: unknown
  /** Stubs by invoke id. */
  readonly stubs: Record<string, PromiseStub<any, any>>
  /** The machine's named delays in ms. */
  readonly delays: Record<string, number>
  /** Custom ways to produce some events (e.g. through a callback actor's sendBack). */
  readonly exec?: Record<string, (event: AnyEventObject) => void>
}

export interface Driven<M extends AnyStateMachine> {
  readonly actor: Actor<M>
  readonly clock: SimulatedClock
  step(event: AnyEventObject): Promise<void>
}

export const start = <M extends AnyStateMachine>(options: DriveOptions<M>): Driven<M> => {
  const clock = new SimulatedClock()
  const actor = createActor(options.machine, { clock, input: options.input } as never) as Actor<M>
  const enteredAt = new Map<string, number>()
  let active = new Set<string>()
  const track = () => {
    const snapshot = actor.getSnapshot() as unknown as LooseSnapshot
    const now = new Set(snapshot._nodes.map((n) => n.id))
    for (const id of now) if (!active.has(id)) enteredAt.set(id, clock.now())
    active = now
  }
  actor.start()
  track()

  const step = async (event: AnyEventObject) => {
    const type = event.type
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
    } else if (type.startsWith('xstate.after.')) {
      const rest = type.slice('xstate.after.'.length)
      const dot = rest.indexOf('.')
      const delayName = rest.slice(0, dot)
      const nodeId = rest.slice(dot + 1)
      const delay = options.delays[delayName] ?? Number(delayName)
      const since = enteredAt.get(nodeId)
      if (since === undefined || Number.isNaN(delay)) throw new Error(`cannot time ${type}`)
      clock.set(since + delay)
      await flush()
    } else if (options.exec?.[type]) {
      options.exec[type](event)
      await flush()
    } else {
      actor.send(event as never)
      await flush()
    }
    track()
  }
  return { actor, clock, step }
}

interface ModelStep {
  readonly event: AnyEventObject
  readonly state: { readonly value: unknown; readonly context: unknown; readonly status?: string }
}

/** Replay one model path on the real actor, checking state value and context after every step. */
export const replay = async <M extends AnyStateMachine>(
  driven: Driven<M>,
  steps: ReadonlyArray<ModelStep>,
  /** What must hold in each state, beyond value and context (keyed by state value). */
  checks: Record<string, (snapshot: SnapshotFrom<M>) => void> = {},
): Promise<void> => {
  for (const [index, s] of steps.entries()) {
    await driven.step(s.event)
    const snapshot = driven.actor.getSnapshot() as unknown as LooseSnapshot
    expect(snapshot.value, `state after step ${index} (${s.event.type})`).toEqual(s.state.value)
    expect(snapshot.context, `context after step ${index} (${s.event.type})`).toEqual(s.state.context)
    const key = typeof snapshot.value === 'string' ? snapshot.value : JSON.stringify(snapshot.value)
    const check = checks[key]
    if (!check) throw new Error(`no checks for state ${key}`)
    check(snapshot as unknown as SnapshotFrom<M>)
  }
}

/** Every state node id of a machine (to check that the model paths visit them all). */
export const stateIds = (machine: AnyStateMachine): Array<string> => {
  const ids: Array<string> = []
  const walk = (node: { id: string; states: Record<string, unknown> }) => {
    for (const child of Object.values(node.states) as Array<{ id: string; states: Record<string, unknown> }>) {
      ids.push(child.id)
      walk(child)
    }
  }
  walk(machine.root as never)
  return ids
}

/** Node ids visited along a list of model steps. */
export const visited = (paths: ReadonlyArray<{ steps: ReadonlyArray<{ state: unknown }> }>): Set<string> =>
  new Set(
    paths.flatMap((p) =>
      p.steps.flatMap((s) => (s.state as { _nodes: Array<{ id: string }> })._nodes.map((n) => n.id)),
    ),
  )

interface NodeLike {
  readonly id: string
  readonly config: Record<string, any>
  readonly states: Record<string, NodeLike>
}

const toArray = <T>(value: T | ReadonlyArray<T> | undefined): ReadonlyArray<T> =>
  value === undefined ? [] : Array.isArray(value) ? (value as ReadonlyArray<T>) : [value as T]

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

/**
 * The shortest model paths to every transition (createTestModel tells states apart by
 * the transition that led to them). A machine that reached a final state is done: the
 * runtime ignores anything after that, so the traversal stops there too.
 */
export const modelPaths = <M extends AnyStateMachine>(
  machine: M,
  options: { readonly events: ReadonlyArray<AnyEventObject>; readonly input?: unknown },
) =>
  createTestModel(modelOf(machine), {
    events: options.events as never,
    input: options.input as never,
    stopWhen: (snapshot) => (snapshot as unknown as LooseSnapshot).status === 'done',
  }).getShortestPaths()
