/**
 * Every catalogued call has a route and a handler (no call answers the generic 501).
 * Handlers come from the area files `server/src/handlers/*.handlers.ts` (discovered by the
 * registry); each area file types its set with `HandlersFor<Catalogue, …>`, so a misspelt call
 * name or a wrong payload shape fails `tsc`, and an unknown name also fails at start-up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allEndpoints } from '../../src/domain/catalogue'
import { groupBase } from '../../src/domain/endpoint'
import { handlerSources, handlers } from '../../server/src/handlers/registry'
import { startTestServer, type TestServer } from './support/server'

const coreAreaFiles = ['accounts.handlers.ts', 'clients.handlers.ts', 'doctors.handlers.ts', 'organizations.handlers.ts']

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ seed: false })
})
afterAll(() => server.close())

describe('catalogue coverage of the reference server', () => {
  it('has a handler for every catalogued call', () => {
    const missing = allEndpoints.filter((e) => !handlers[e.name as keyof typeof handlers]).map((e) => e.name)
    expect(missing).toEqual([])
  })

  it('gathers the core area files', () => {
    expect(coreAreaFiles.every((file) => Object.values(handlerSources).includes(file))).toBe(true)
    expect(handlers['admin.doctors.search']).toBeTypeOf('function')
  })

  it('routes every catalogued call (none falls through to the 404 of unknown paths or answers 501)', async () => {
    const unrouted: string[] = []
    for (const e of allEndpoints) {
      const path = groupBase[e.group] + e.path.replace(/\{[A-Za-z]+\}/g, 'x')
      const res = await server.request(e.method, path, e.method === 'GET' ? {} : { body: {} })
      const body = (await res.json().catch(() => null)) as { messages?: { message: string }[] } | null
      if (res.status === 404 && body?.messages?.[0]?.message === 'ページが見つかりません') unrouted.push(`${e.method} ${path}`)
      if (res.status === 501) unrouted.push(`${e.method} ${path} (501)`)
    }
    expect(unrouted).toEqual([])
  })
})
