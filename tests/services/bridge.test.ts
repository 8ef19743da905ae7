/**
 * The machine -> service bridge (src/app/bridge.ts): results and typed errors reach the
 * machine, and leaving the invoking state interrupts the fiber and aborts the HTTP request.
 */
import { afterAll, expect, it } from 'vitest'
import { Effect, Layer, ManagedRuntime, Schema } from 'effect'
import { assign, createActor, setup, toPromise, waitFor, type AnyActorLogic } from 'xstate'
import { makeEffectActor } from '@src/app/bridge'
import { endpoint } from '@src/domain/endpoint'
import { ApiClient } from '@src/services/http/api-client.service'
import { EnvelopeMessageError } from '@src/services/http/api-errors'
import { clientLayer, envelope, TestServer } from './support/test-server'

const getItem = endpoint({
  name: 'test.items.get',
  group: 'general',
  method: 'GET',
  path: '/items/{itemID}',
  params: Schema.Struct({ itemID: Schema.String }),
  payload: Schema.Struct({ id: Schema.String }),
  access: 'verified',
  summary: 'test',
})

const runtime = ManagedRuntime.make(clientLayer().pipe(Layer.provideMerge(TestServer.layer)))
afterAll(() => runtime.dispose())
const effectActor = makeEffectActor(runtime)
const server = () => runtime.runPromise(TestServer.useSync((s) => s))

const fetchItem = effectActor((itemID: string) => ApiClient.use((c) => c.call(getItem, { params: { itemID } })))

/** A tiny page machine: loading -> loaded | failed; `cancel` leaves loading. */
const machineWith = (load: AnyActorLogic) =>
  setup({
    types: { context: {} as { item?: unknown; error?: unknown }, events: {} as { type: 'cancel' } },
    actors: { load: load as typeof fetchItem },
  }).createMachine({
    initial: 'loading',
    context: {},
    states: {
      loading: {
        invoke: {
          src: 'load',
          input: () => '42',
          onDone: { target: 'loaded', actions: assign({ item: ({ event }) => event.output }) },
          onError: { target: 'failed', actions: assign({ error: ({ event }) => event.error }) },
        },
        on: { cancel: 'cancelled' },
      },
      loaded: { type: 'final' },
      failed: { type: 'final' },
      cancelled: {},
    },
  })

it('a success reaches the machine as the decoded payload', async () => {
  ;(await server()).reset(() => ({ body: envelope({ id: '42' }) }))
  const actor = createActor(machineWith(fetchItem)).start()
  await toPromise(actor)
  expect(actor.getSnapshot().value).toBe('loaded')
  expect(actor.getSnapshot().context.item).toEqual({ id: '42' })
})

it('a failure reaches the machine as the tagged error object', async () => {
  ;(await server()).reset(() => ({ body: { status: 409, messages: [{ message: '既に登録されています' }] } }))
  const actor = createActor(machineWith(fetchItem)).start()
  await toPromise(actor)
  const error = actor.getSnapshot().context.error
  expect(error).toBeInstanceOf(EnvelopeMessageError)
  expect(error).toMatchObject({ _tag: 'EnvelopeMessageError', message: '既に登録されています' })
})

it('leaving the state interrupts the fiber and aborts the HTTP request', async () => {
  const s = await server()
  s.reset(() => ({ hang: true }))
  let interrupted!: () => void
  const interruptedP = new Promise<void>((resolve) => (interrupted = resolve))
  const watched = effectActor((itemID: string) =>
    ApiClient.use((c) => c.call(getItem, { params: { itemID } })).pipe(Effect.onInterrupt(() => Effect.sync(interrupted))),
  )
  const actor = createActor(machineWith(watched)).start()
  // wait (on I/O, not on time) until the request is at the server
  while (s.requests.length === 0) await new Promise<void>((resolve) => setImmediate(resolve))
  actor.send({ type: 'cancel' })
  expect(actor.getSnapshot().value).toBe('cancelled')
  await interruptedP
  while (s.aborted.length === 0) await new Promise<void>((resolve) => setImmediate(resolve))
  expect(s.aborted.map((r) => r.pathname)).toEqual(['/api/v1/items/42'])
  await waitFor(actor, (snapshot) => snapshot.value === 'cancelled')
})

it('an actor that outlives its state finishes its request when the state is left', async () => {
  ;(await server()).reset(() => ({ body: envelope({ id: '42' }) }))
  const outliving = makeEffectActor(runtime)((itemID: string) => ApiClient.use((c) => c.call(getItem, { params: { itemID } })), { outlivesActor: true })
  const actor = createActor(machineWith(outliving)).start()
  actor.send({ type: 'cancel' })
  expect(actor.getSnapshot().value).toBe('cancelled')
  await new Promise((r) => setTimeout(r, 200))
  expect((await server()).requests).toHaveLength(1)
  expect((await server()).aborted).toHaveLength(0)
})
