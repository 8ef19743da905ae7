/**
 * What counts as pending work for the loading bar (src/services/http/pending-work.ts), end to end
 * from a machine to a real HTTP server (node:http):
 * - the background calls are exactly those the catalogue marks, and every call the live stream,
 *   presence and the log proxy make is one of them (a new call of theirs without the mark fails
 *   here instead of silently showing the bar);
 * - through the bridge (src/app/bridge.ts), an actor invoked from a state tagged `background` runs
 *   in the background: the quiet re-checks of the real list, record and entity form machines make
 *   their call and count nothing, their loads count;
 * - a call's work is its request: it ends when the answer is read, not when the minimum delay is over
 *   (TestClock, no real waiting), so a quick call never shows the bar.
 * The loading bar's behaviour over these calls is the model test tests/machines/shell/loading-bar-calls.test.ts.
 */
import { layer } from '@effect/vitest'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { Effect, Fiber, Layer, ManagedRuntime, Schema } from 'effect'
import { TestClock } from 'effect/testing'
import { createActor, setup, waitFor, type AnyActorLogic } from 'xstate'
import { invokedInBackground, makeEffectActor } from '@src/app/bridge'
import { allEndpoints, catalogue, type CallName } from '@src/domain/catalogue'
import { endpoint } from '@src/domain/endpoint'
import { makeEntityFormMachine } from '@src/machines/entity-form.machine'
import { makeListMachine } from '@src/machines/list.machine'
import { backgroundTag } from '@src/machines/machine-helpers'
import { makeRecordMachine } from '@src/machines/record.machine'
import { pendingWorkLayer } from '@src/services/app-layer'
import { ApiClient, isLogProxyEndpoint } from '@src/services/http/api-client.service'
import { ApiConfig } from '@src/services/http/api-config.service'
import { PendingWork } from '@src/services/http/pending-work'
import { liveOps } from '@src/services/live.ops'
import { Log } from '@src/services/log.service'
import { inBackground } from '@src/services/operation'
import { clientLayer, envelope, TestServer } from './support/test-server'

const Item = Schema.Struct({ id: Schema.String, version: Schema.Number })
type Item = typeof Item.Type
const getItem = endpoint({
  name: 'test.items.get',
  group: 'general',
  method: 'GET',
  path: '/items/{itemID}',
  params: Schema.Struct({ itemID: Schema.String }),
  payload: Item,
  access: 'verified',
  summary: 'test',
})
const listItems = endpoint({
  name: 'test.items.list',
  group: 'admin',
  method: 'GET',
  path: '/items/',
  payload: Item,
  shape: 'list',
  access: 'operator',
  summary: 'test',
})

/** Units of pending work begun and ended on the test's runtime. */
const work = { begun: 0, ended: 0 }
const counting = pendingWorkLayer(() => {
  work.begun += 1
  let ended = false
  return () => {
    if (!ended) work.ended += 1
    ended = true
  }
})
const services = Log.layer.pipe(Layer.provideMerge(clientLayer()), Layer.provideMerge(Layer.unwrap(TestServer.useSync((s) => ApiConfig.layerTest({ origin: s.url })))), Layer.provideMerge(TestServer.layer))
const runtime = ManagedRuntime.make(Layer.merge(services, counting))
afterAll(() => runtime.dispose())
const effectActor = makeEffectActor(runtime)
const server = () => runtime.runPromise(TestServer.useSync((s) => s))
const answering = async () => {
  const s = await server()
  s.reset((request) =>
    request.pathname.endsWith('/logProxy/')
      ? { body: envelope({ accepted: true, receivedAt: '2026-01-01T00:00:00.000Z' }) }
      : { body: envelope(request.pathname.endsWith('/items/') ? [{ id: 'i-1', version: 1 }] : { id: 'i-1', version: 1 }) },
  )
  return s
}
beforeEach(() => {
  work.begun = 0
  work.ended = 0
})

const get = (itemID: string) => ApiClient.use((c) => c.call(getItem, { params: { itemID } }))

describe('background calls, said once in the catalogue', () => {
  it('are exactly the live stream, presence beats and the log proxy', () => {
    expect(allEndpoints.filter((e) => e.background).map((e) => e.name).sort()).toEqual(['admin.live.events', 'admin.presence.beat', 'general.logProxy.post'])
  })

  it('cover every call the live connection and presence make, and the log proxy', () => {
    const calls: ReadonlyArray<CallName> = [...liveOps.stream.calls, ...liveOps.beat.calls, ...liveOps.leave.calls]
    expect(calls.length).toBeGreaterThan(0)
    for (const name of calls) expect(catalogue[name].background, name).toBe(true)
    expect(allEndpoints.filter(isLogProxyEndpoint).map((e) => [e.name, e.background])).toEqual([['general.logProxy.post', true]])
  })

  it('a log proxy send reaches the server and counts nothing; a foreground call counts one unit, ended', async () => {
    const s = await answering()
    await runtime.runPromise(Log.use((log) => log.send('info', 'http://console.test/', ['entry'])))
    expect(s.requests.map((r) => r.pathname)).toEqual(['/api/v1/logProxy/'])
    expect(work).toEqual({ begun: 0, ended: 0 })
    await runtime.runPromise(get('1'))
    expect(work).toEqual({ begun: 1, ended: 1 })
  })

  it('inBackground: the calls of the effect count nothing, whatever the watcher', async () => {
    await answering()
    await runtime.runPromise(inBackground(Effect.all([get('1'), get('2')], { concurrency: 2 })))
    expect(work).toEqual({ begun: 0, ended: 0 })
    expect(await runtime.runPromise(Effect.service(PendingWork).pipe(inBackground, Effect.map((w) => w.begin()())))).toBeUndefined()
    expect(work).toEqual({ begun: 0, ended: 0 })
  })
})

describe('through the bridge: actors of a state tagged background', () => {
  it('the quiet states of the list, record and entity form machines carry the tag, and only they of their machines', () => {
    const list = makeListMachine<Item, { readonly cursor?: string }>('l')
    const record = makeRecordMachine<Item, 'touch'>({ id: 'r', allows: () => true, confirms: [], removes: [] })
    const form = makeEntityFormMachine<{ readonly id: string }, { readonly id: string }, Item, string>('f', (values) => ({ ok: true, body: values }), (e) => ({ id: e.id }))
    const tagged = (machine: { readonly root: { readonly id: string; readonly tags: ReadonlyArray<string>; readonly states: Record<string, unknown> } }) => {
      const found: Array<string> = []
      const walk = (node: { readonly id: string; readonly tags: ReadonlyArray<string>; readonly states: Record<string, unknown> }) => {
        if (node.tags.includes(backgroundTag)) found.push(node.id)
        for (const child of Object.values(node.states)) walk(child as typeof node)
      }
      walk(machine.root)
      return found
    }
    expect(tagged(list)).toEqual(['l.checking'])
    expect(tagged(record)).toEqual(['r.checking'])
    expect(tagged(form)).toEqual(['f.editing.checking'])
  })

  it('a tiny machine: the same actor counts in an untagged state, and not in a tagged one', async () => {
    const s = await answering()
    const machine = setup({
      types: { events: {} as { readonly type: 'check' } },
      actors: { load: effectActor(get) as AnyActorLogic },
    }).createMachine({
      initial: 'loading',
      states: {
        loading: { invoke: { id: 'load', src: 'load', input: () => '1', onDone: 'shown' } },
        shown: { on: { check: 'checking' } },
        checking: { tags: [backgroundTag], invoke: { id: 'check', src: 'load', input: () => '1', onDone: 'shown' } },
      },
    })
    const actor = createActor(machine).start()
    await waitFor(actor, (snapshot) => snapshot.matches('shown'))
    expect(work).toEqual({ begun: 1, ended: 1 })
    actor.send({ type: 'check' })
    expect(actor.getSnapshot().value).toBe('checking')
    await waitFor(actor, (snapshot) => snapshot.matches('shown'))
    expect(s.requests).toHaveLength(2)
    expect(work).toEqual({ begun: 1, ended: 1 })
    actor.stop()
  })

  it('the list machine: its load counts, its quiet check (list.check) does not', async () => {
    const s = await answering()
    const list = makeListMachine<Item, { readonly cursor?: string }>('items').provide({
      actors: { fetchPage: effectActor(() => ApiClient.use((c) => c.call(listItems, {}))) },
    })
    const actor = createActor(list, { input: { search: {} } }).start()
    await waitFor(actor, (snapshot) => snapshot.matches('ready'))
    expect(work).toEqual({ begun: 1, ended: 1 })
    const checked = new Promise((resolve) => actor.on('list.checked', resolve))
    actor.send({ type: 'list.check' })
    expect(actor.getSnapshot().value).toBe('checking')
    expect(await checked).toEqual({ type: 'list.checked', changed: false })
    expect(s.requests).toHaveLength(2)
    expect(work).toEqual({ begun: 1, ended: 1 })
    actor.stop()
  })

  it('the record machine: its load counts, its quiet check (record.check) does not', async () => {
    const s = await answering()
    const record = makeRecordMachine<Item, 'touch'>({ id: 'item', allows: () => true, confirms: [], removes: [] }).provide({
      actors: { loadRecord: effectActor(get) },
    })
    const actor = createActor(record, { input: { id: 'i-1' } }).start()
    await waitFor(actor, (snapshot) => snapshot.matches('viewing'))
    expect(work).toEqual({ begun: 1, ended: 1 })
    const checked = new Promise((resolve) => actor.on('record.checked', resolve))
    actor.send({ type: 'record.check' })
    expect(actor.getSnapshot().value).toBe('checking')
    expect(await checked).toEqual({ type: 'record.checked', changed: false })
    expect(s.requests).toHaveLength(2)
    expect(work).toEqual({ begun: 1, ended: 1 })
    actor.stop()
  })

  it('the entity form machine: its load counts, its quiet check (form.check) does not', async () => {
    const s = await answering()
    const form = makeEntityFormMachine<{ readonly id: string }, { readonly id: string }, Item, string>(
      'itemForm',
      (values) => ({ ok: true, body: values }),
      (entity) => ({ id: entity.id }),
    ).provide({ actors: { loadEntity: effectActor(get) } })
    const actor = createActor(form, { input: { id: 'i-1', initial: { id: '' } } }).start()
    await waitFor(actor, (snapshot) => snapshot.matches({ editing: 'idle' }))
    expect(work).toEqual({ begun: 1, ended: 1 })
    const checked = new Promise((resolve) => actor.on('form.checked', resolve))
    actor.send({ type: 'form.check' })
    expect(actor.getSnapshot().matches({ editing: 'checking' })).toBe(true)
    expect(await checked).toEqual({ type: 'form.checked', changed: false })
    expect(s.requests).toHaveLength(2)
    expect(work).toEqual({ begun: 1, ended: 1 })
    actor.stop()
  })

  it('an actor with no parent (a test, a tool) is not background', () => {
    const actor = createActor(effectActor(get), { input: '1' })
    expect(invokedInBackground(actor)).toBe(false)
  })
})

layer(clientLayer({ config: { minimumDelayMs: 200 } }).pipe(Layer.provideMerge(TestServer.layer)))('a call is pending for as long as it takes', (it) => {
  it.effect('answered at once, its work ends with the answer, before the 200 ms minimum delay is over (TestClock, no real waiting)', () =>
    Effect.gen(function* () {
      const server = yield* TestServer
      server.reset(() => ({ body: envelope({ id: 'i-1', version: 1 }) }))
      const fiber = yield* get('1').pipe(Effect.provide(counting), Effect.forkChild)
      // wait (on real I/O, not on time) until the server has answered: the call now only waits for the delay
      while (server.requests.length === 0) yield* Effect.promise(() => new Promise<void>((resolve) => setImmediate(resolve)))
      for (let i = 0; i < 20; i++) yield* Effect.promise(() => new Promise<void>((resolve) => setImmediate(resolve)))
      // the request is over: no more pending work, although the call still waits out its minimum delay
      expect(work).toEqual({ begun: 1, ended: 1 })
      yield* TestClock.adjust('199 millis')
      expect(fiber.pollUnsafe()).toBeUndefined()
      yield* TestClock.adjust('1 millis')
      expect(yield* Fiber.join(fiber)).toEqual({ id: 'i-1', version: 1 })
      expect(work).toEqual({ begun: 1, ended: 1 })
    }),
  )
})
