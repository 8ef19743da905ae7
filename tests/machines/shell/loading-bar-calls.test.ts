/**
 * The loading bar over the HTTP layer's pending work (SPEC 9: throttle 200 ms, duration 5000 ms;
 * src/services/http/pending-work.ts): the bar is driven by API calls only, never by sending it
 * `work.*` by hand.
 *
 * Model-based: a small model says what staff should see while calls are held by the server
 * (`loadingBarOverCalls` below: hidden, waiting, showing, finishing; how many foreground and
 * background calls are held; how many progress ticks passed). `modelPaths` (tests/machines/support/model.ts)
 * takes the shortest path to every model state and every model transition; each path is replayed
 * on the REAL system: the real loading-bar machine on a `SimulatedClock`, fed by `workOn` (the
 * app's `beginWork`, src/app/loading.ts) through `pendingWorkLayer` (what the app's runtime is
 * given), and the real `ApiClient` calling a real HTTP server (node:http) that holds every request
 * until the path answers, fails or abandons it:
 * - `call.start`: a foreground call (`api.admin.doctors.search`), held;
 * - `call.background`: a call whose catalogue entry is background (`api.admin.presence.beat`), held;
 * - `call.log`: the log proxy (`Log.send`, `general.logProxy.post`), held;
 * - `call.quiet`: a foreground call run `inBackground` (what the bridge does for a quiet re-check), held;
 * - `call.answer` / `call.fail` (HTTP 500) / `call.interrupt` (its fiber interrupted: the page was
 *   left): the oldest held foreground call ends; `background.end`: the oldest background one does;
 * - `clock.throttle` / `clock.tick` / `clock.finish`: the simulated clock reaches the bar's timer.
 * After every step the real bar must match the model (shown or not, pending count, progress), the
 * server must hold exactly the calls the model holds, and the bar never hears an unbalanced end.
 * The real bar's coverage (every state and transition reached through calls alone) is printed like
 * every model test's; the only transitions out of reach are the bar's report of a `work.end`
 * without a `work.start`, which the HTTP layer never sends (and they are checked never reached).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { Cause, Effect, Exit, Fiber, Layer, ManagedRuntime, Option } from 'effect'
import { FetchHttpClient } from 'effect/http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { assign, createActor, getNextSnapshot, getInitialSnapshot, setup, SimulatedClock, type SnapshotFrom } from 'xstate'
import { workOn } from '@src/app/loading'
import {
  estimatedProgress,
  loadingBarMachine,
  loadingFinishMs,
  loadingThrottleMs,
  progressTickMs,
} from '@src/machines/loading-bar.machine'
import { pendingWorkLayer } from '@src/services/app-layer'
import { api } from '@src/services/http/api'
import { ApiClient } from '@src/services/http/api-client.service'
import { ApiConfig } from '@src/services/http/api-config.service'
import { ApiHooks } from '@src/services/http/api-hooks.service'
import { IdToken } from '@src/services/http/id-token'
import { Log } from '@src/services/log.service'
import { inBackground } from '@src/services/operation'
import { Coverage, expectFullCoverage, modelPaths, type ModelStep } from '../support/model'

// ---------------------------------------------------------------------------------------------
// The model: what staff see, from the calls held

interface ModelContext {
  /** Foreground calls held by the server. */
  readonly foreground: number
  /** Background calls held (catalogue-background, log proxy, run in the background). */
  readonly background: number
  /** Progress ticks (100 ms) since the bar showed. */
  readonly ticks: number
}

type ModelEvent =
  | { readonly type: 'call.start' | 'call.background' | 'call.log' | 'call.quiet' }
  | { readonly type: 'call.answer' | 'call.fail' | 'call.interrupt' | 'background.end' }
  | { readonly type: 'clock.throttle' | 'clock.tick' | 'clock.finish' }

const endsForeground = (afterLast: 'hidden' | 'finishing') => [
  { guard: 'lastForeground', target: afterLast, actions: 'endForeground' },
  { actions: 'endForeground' },
] as const

const loadingBarOverCalls = setup({
  types: { context: {} as ModelContext, events: {} as ModelEvent },
  guards: {
    lastForeground: ({ context }) => context.foreground === 1,
    hasBackground: ({ context }) => context.background > 0,
  },
  actions: {
    startForeground: assign({ foreground: ({ context }) => context.foreground + 1 }),
    endForeground: assign({ foreground: ({ context }) => context.foreground - 1 }),
    startBackground: assign({ background: ({ context }) => context.background + 1 }),
    endBackground: assign({ background: ({ context }) => context.background - 1 }),
    tick: assign({ ticks: ({ context }) => context.ticks + 1 }),
    resetTicks: assign({ ticks: 0 }),
  },
}).createMachine({
  id: 'loadingBarOverCalls',
  context: { foreground: 0, background: 0, ticks: 0 },
  initial: 'hidden',
  // background calls start and end whatever the bar does, and change nothing of it
  on: {
    'call.background': { actions: 'startBackground' },
    'call.log': { actions: 'startBackground' },
    'call.quiet': { actions: 'startBackground' },
    'background.end': { guard: 'hasBackground', actions: 'endBackground' },
  },
  states: {
    hidden: { on: { 'call.start': { target: 'waiting', actions: 'startForeground' } } },
    waiting: {
      on: {
        'call.start': { actions: 'startForeground' },
        'call.answer': endsForeground('hidden'),
        'call.fail': endsForeground('hidden'),
        'call.interrupt': endsForeground('hidden'),
        'clock.throttle': { target: 'showing', actions: 'resetTicks' },
      },
    },
    showing: {
      on: {
        'call.start': { actions: 'startForeground' },
        'call.answer': endsForeground('finishing'),
        'call.fail': endsForeground('finishing'),
        'call.interrupt': endsForeground('finishing'),
        'clock.tick': { actions: 'tick' },
      },
    },
    finishing: {
      on: {
        'call.start': { target: 'showing', actions: ['startForeground', 'resetTicks'] },
        'clock.finish': { target: 'hidden', actions: 'resetTicks' },
      },
    },
  },
})

type ModelSnapshot = SnapshotFrom<typeof loadingBarOverCalls>

const eventsFor = (snapshot: ModelSnapshot): ReadonlyArray<ModelEvent> => [
  { type: 'call.start' },
  { type: 'call.background' },
  { type: 'call.log' },
  { type: 'call.quiet' },
  ...(snapshot.context.foreground > 0 ? ([{ type: 'call.answer' }, { type: 'call.fail' }, { type: 'call.interrupt' }] as const) : []),
  ...(snapshot.context.background > 0 ? ([{ type: 'background.end' }] as const) : []),
  ...(snapshot.matches('waiting') ? ([{ type: 'clock.throttle' }] as const) : []),
  ...(snapshot.matches('showing') ? ([{ type: 'clock.tick' }] as const) : []),
  ...(snapshot.matches('finishing') ? ([{ type: 'clock.finish' }] as const) : []),
]

/** A finite slice: up to 3 foreground and 2 background calls held, 2 progress ticks. */
const stopWhen = (snapshot: ModelSnapshot): boolean =>
  snapshot.context.foreground >= 3 || snapshot.context.background >= 2 || snapshot.context.ticks >= 2

/** The bar's state for each model state. */
const barValue: Record<string, unknown> = { hidden: 'idle', waiting: { busy: 'waiting' }, showing: { busy: 'showing' }, finishing: 'finishing' }

// ---------------------------------------------------------------------------------------------
// The real system: a server that holds every request, the HTTP client, the bar

interface HeldRequest {
  readonly path: string
  readonly response: ServerResponse
  /** The client went away (an interrupted call) or it was answered. */
  closed: boolean
}

const held: Array<HeldRequest> = []
const server = createServer((request: IncomingMessage, response: ServerResponse) => {
  request.resume()
  request.on('end', () => {
    const entry: HeldRequest = { path: new URL(request.url ?? '/', 'http://127.0.0.1').pathname, response, closed: false }
    response.on('close', () => void (entry.closed = true))
    held.push(entry)
  })
})
let origin = ''

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

const open = () => held.filter((h) => !h.closed)

/** Wait on real I/O (never on the bar's clock) until `done`; fails after 5 s. */
const until = async (what: string, done: () => boolean): Promise<void> => {
  const deadline = Date.now() + 5_000
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 1))
  }
}

const tagOf = (error: unknown): unknown => (typeof error === 'object' && error !== null && '_tag' in error ? error._tag : undefined)

const answer = (request: HeldRequest, status: number, body: unknown) => {
  request.response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
  request.response.end(JSON.stringify(body))
}

/** A valid answer for each call the paths make (the calls must succeed for `call.answer`). */
const okBody = (path: string): unknown => {
  if (path.endsWith('/doctors/search')) return { status: 200, messages: [], payload: [] }
  if (path.endsWith('/live/presence')) return { status: 200, messages: [], payload: { topic: 'doctors/1', present: [] } }
  if (path.endsWith('/logProxy/')) return { status: 200, messages: [], payload: { accepted: true, receivedAt: '2026-01-01T00:00:00.000Z' } }
  throw new Error(`no answer for ${path}`)
}

/** The HTTP client and the log proxy over it, pointed at the server, no minimum delay (the bar's clock is simulated). */
const servicesLayer = (base: string) =>
  Log.layer.pipe(
    Layer.provideMerge(ApiClient.layer),
    Layer.provideMerge(Layer.mergeAll(FetchHttpClient.layer, ApiConfig.layerTest({ origin: base, minimumDelayMs: 0 }), IdToken.layerNone, ApiHooks.layerTest())),
  )

interface RunningCall {
  readonly fiber: Fiber.Fiber<unknown, unknown>
  readonly request: HeldRequest
}

/** One replay: a fresh bar on a simulated clock, a runtime whose pending work is that bar's. */
const startSystem = () => {
  const clock = new SimulatedClock()
  const coverage = new Coverage()
  const bar = createActor(loadingBarMachine, { clock, inspect: coverage.inspect })
  let unbalanced = 0
  bar.on('work.unbalanced', () => void (unbalanced += 1))
  bar.start()
  const runtime = ManagedRuntime.make(Layer.merge(servicesLayer(origin), pendingWorkLayer(workOn(bar))))
  const foreground: Array<RunningCall> = []
  const background: Array<RunningCall> = []

  /** Start a call on the runtime and wait until the server holds its request. */
  const begin = async (effect: Effect.Effect<unknown, unknown, ApiClient | Log>, into: Array<RunningCall>) => {
    const before = held.length
    const fiber = runtime.runFork(effect)
    await until('the request to reach the server', () => {
      // a call that ended before reaching the server is a broken step, told with its cause
      const exit = fiber.pollUnsafe()
      if (exit !== undefined) throw new Error(`the call ended before reaching the server: ${Exit.isFailure(exit) ? Cause.pretty(exit.cause) : 'success'}`)
      return held.length === before + 1
    })
    into.push({ fiber, request: held[before]! })
  }
  const end = async (from: Array<RunningCall>, how: 'answer' | 'fail' | 'interrupt') => {
    const call = from.shift()
    if (!call) throw new Error('no call held')
    if (how === 'interrupt') {
      await runtime.runPromise(Fiber.interrupt(call.fiber))
      await until('the interrupted request to close', () => call.request.closed)
      return
    }
    if (how === 'answer') answer(call.request, 200, okBody(call.request.path))
    else answer(call.request, 500, { status: 500, messages: [{ message: '失敗しました' }] })
    const exit = await runtime.runPromise(Fiber.await(call.fiber))
    // the step did what it says: an answered call succeeded, a failed one failed with the status error
    expect(Exit.isSuccess(exit), `${call.request.path} succeeded`).toBe(how === 'answer')
    if (how === 'fail') expect(tagOf(Option.getOrUndefined(Exit.findErrorOption(exit)))).toBe('HttpStatusError')
    await until('the answered request to close', () => call.request.closed)
  }

  const search = api.admin.doctors.search({ body: { keyword: '佐藤' } })
  const beat = api.admin.presence.beat({ body: { session: 'session-0001', topic: 'doctors/1', editing: false } })
  const perform = async (event: ModelStep['event']): Promise<void> => {
    switch (event.type) {
      case 'xstate.init':
        return
      case 'call.start':
        return begin(search, foreground)
      case 'call.background':
        return begin(beat, background)
      case 'call.log':
        return begin(Log.use((log) => log.send('info', 'http://console.test/doctor', ['a log entry'])), background)
      case 'call.quiet':
        return begin(inBackground(search), background)
      case 'call.answer':
        return end(foreground, 'answer')
      case 'call.fail':
        return end(foreground, 'fail')
      case 'call.interrupt':
        return end(foreground, 'interrupt')
      case 'background.end':
        // xstate/graph offers a state every event its nodes handle: with nothing in the background
        // the model's guard ignores it, and so does the system
        return background.length > 0 ? end(background, 'answer') : undefined
      case 'clock.throttle':
        // not a millisecond early
        clock.increment(loadingThrottleMs - 1)
        expect(bar.getSnapshot().hasTag('visible'), 'shown before 200 ms').toBe(false)
        clock.increment(1)
        return
      case 'clock.tick':
        clock.increment(progressTickMs)
        return
      case 'clock.finish':
        clock.increment(loadingFinishMs)
        return
      default:
        throw new Error(`no way to perform ${event.type}`)
    }
  }

  const matches = (step: ModelStep, index: number) => {
    const model = step.state as unknown as ModelSnapshot
    const real = bar.getSnapshot()
    const where = `after step ${index} (${step.event.type})`
    expect(real.value, `bar state ${where}`).toEqual(barValue[model.value as string])
    expect(real.context.pending, `pending work ${where}`).toBe(model.context.foreground)
    expect(real.hasTag('visible'), `bar shown ${where}`).toBe(model.matches('showing') || model.matches('finishing'))
    expect(real.hasTag('busy'), `busy ${where}`).toBe(model.context.foreground > 0)
    if (model.matches('showing')) {
      expect(real.context.shownMs, `shown time ${where}`).toBe(model.context.ticks * progressTickMs)
      expect(real.context.progress, `progress ${where}`).toBe(estimatedProgress(model.context.ticks * progressTickMs))
      expect(real.context.progress).toBeLessThan(100)
    }
    if (model.matches('finishing')) expect(real.context.progress, `progress ${where}`).toBe(100)
    // every call the model holds is really in flight: the background ones were made, just not counted
    expect(open().length, `requests held ${where}`).toBe(model.context.foreground + model.context.background)
    expect(unbalanced, `unbalanced work.end ${where}`).toBe(0)
  }

  const stop = async () => {
    for (const call of [...foreground, ...background]) await runtime.runPromise(Fiber.interrupt(call.fiber))
    await until('every request to close', () => open().length === 0)
    await runtime.dispose()
    bar.stop()
    held.length = 0
  }
  return { perform, matches, stop, coverage }
}

describe('the loading bar over API calls (model-based, the real bar and the real HTTP client)', () => {
  it('every model state and transition replayed on the real system; the bar reached everywhere through calls alone', async () => {
    const paths = modelPaths(loadingBarOverCalls, { events: eventsFor, stopWhen })
    const coverage = new Coverage()
    const reached = new Set<string>()
    for (const path of paths) {
      const system = startSystem()
      try {
        for (const [index, step] of path.steps.entries()) {
          await system.perform(step.event)
          system.matches(step, index)
          reached.add(JSON.stringify((step.state as unknown as ModelSnapshot).value))
        }
      } catch (error) {
        if (error instanceof Error) error.message = `path ${path.description}:\n${error.message}`
        throw error
      } finally {
        await system.stop()
      }
      coverage.addAll(system.coverage)
    }
    expect([...reached].sort()).toEqual(['"finishing"', '"hidden"', '"showing"', '"waiting"'])
    // the HTTP layer ends only the work it started: the bar's report of an unbalanced end is never taken
    expectFullCoverage(`loadingBar over API calls (${paths.length} paths)`, loadingBarMachine, coverage, {
      states: [],
      transitions: ['#loadingBar.idle work.end', '#loadingBar.finishing work.end'],
      because: 'the HTTP layer never ends work it did not start',
    })
  })

  it('scenario: a held call shows the bar after 200 ms, a background call held as long never does, overlapping calls keep it until the last ends, a failed call ends its work', async () => {
    const events: ReadonlyArray<ModelEvent['type']> = [
      'call.background', 'call.quiet', 'call.log', // three background calls held: nothing shown
      'call.start', 'clock.throttle', // a held foreground call: shown at 200 ms, not before
      'call.start', 'clock.tick', 'call.fail', // a second one overlaps; it fails: its work ends, the bar stays for the first
      'call.answer', 'clock.finish', // the last ends: 100 %, then hidden
      'background.end', 'background.end', 'background.end', // the background calls end: nothing happened to the bar
    ]
    // the expected states are the model's; the real system must follow them
    let state = getInitialSnapshot(loadingBarOverCalls)
    const steps: Array<ModelStep> = events.map((type) => {
      state = getNextSnapshot(loadingBarOverCalls, state, { type } as ModelEvent)
      return { event: { type }, state }
    })
    expect(steps.map((s) => s.state.value)).toEqual(['hidden', 'hidden', 'hidden', 'waiting', 'showing', 'showing', 'showing', 'showing', 'finishing', 'hidden', 'hidden', 'hidden', 'hidden'])
    const system = startSystem()
    try {
      for (const [index, step] of steps.entries()) {
        await system.perform(step.event)
        system.matches(step, index)
      }
    } finally {
      await system.stop()
    }
  })
})
