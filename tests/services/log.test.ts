import { expect, it, layer } from '@effect/vitest'
import { Effect, Layer } from 'effect'
import { ApiConfig } from '@src/services/http/api-config.service'
import { installGlobalErrorReporting, Log, reportUnexpected, unexpectedUiError } from '@src/services/log.service'
import { clientLayer, envelope, TestServer } from './support/test-server'

const logLayer = Log.layer.pipe(
  Layer.provide(ApiConfig.layerTest({ appName: 'MediColle WEB', buildHash: 'abc123' })),
  Layer.provideMerge(clientLayer()),
  Layer.provideMerge(TestServer.layer),
)

layer(logLayer)('Log proxy', (it) => {
  it.effect('posts {appName, buildHash, level, payload {uri, messages}} to /logProxy/', () =>
    Effect.gen(function* () {
      const server = yield* TestServer
      server.reset(() => ({ body: envelope({ accepted: true, receivedAt: '2026-11-22T00:00:00Z' }) }))
      const log = yield* Log
      yield* reportUnexpected(log.send, 'http://127.0.0.1/doctor', new TypeError('x is undefined'))
      const request = server.requests[0]
      expect(request?.method).toBe('POST')
      expect(request?.pathname).toBe('/api/v1/logProxy/')
      const body = JSON.parse(request?.text ?? '')
      expect(body).toMatchObject({ appName: 'MediColle WEB', buildHash: 'abc123', level: 'error', payload: { uri: 'http://127.0.0.1/doctor' } })
      expect(body.payload.messages[0]).toBe('Unknown error occurred in Vue context!')
      expect(body.payload.messages[1]).toBe('TypeError: x is undefined')
    }))

  it.effect('never fails the caller when the log proxy itself fails', () =>
    Effect.gen(function* () {
      const server = yield* TestServer
      server.reset(() => ({ status: 500, body: 'down' }))
      const log = yield* Log
      const exit = yield* Effect.exit(log.send('warn', '/x', ['m']))
      expect(exit._tag).toBe('Success')
    }))
})

it('reports window errors and unhandled rejections, and uninstalls', () => {
  const listeners = new Map<string, (event: any) => void>()
  const target = {
    location: { href: 'http://127.0.0.1/client' } as Location,
    addEventListener: (type: string, f: (event: any) => void) => listeners.set(type, f),
    removeEventListener: (type: string) => listeners.delete(type),
  }
  const reports: Array<[string, unknown]> = []
  const uninstall = installGlobalErrorReporting(target as never, (uri, error) => reports.push([uri, error]))
  listeners.get('error')?.({ error: new Error('boom'), message: 'boom' })
  listeners.get('unhandledrejection')?.({ reason: 'nope' })
  expect(reports.map(([uri]) => uri)).toEqual(['http://127.0.0.1/client', 'http://127.0.0.1/client'])
  expect(reports[1]?.[1]).toBe('nope')
  uninstall()
  expect(listeners.size).toBe(0)
  expect(unexpectedUiError).toBe('Unknown error occurred in Vue context!')
})
