/**
 * Every catalogued call has a route and a handler (no call answers the generic 501).
 * Handlers come from the area folders `server/src/areas/<area>/<area>.handlers.ts`, collected by the list
 * of areas (`server/src/areas/index.ts`, `satisfies CompleteHandlers`): a missing handler, a
 * misspelt call name or a wrong payload shape fails `tsc`; these tests check the same at run time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allEndpoints } from '@src/domain/catalogue'
import { groupBase } from '@src/domain/endpoint'
import { handlerSets, handlers } from '@server/src/areas'
import { startTestServer, type TestServer } from './support/server'

const coreAreas = ['operator', 'client', 'doctor', 'organization']

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

  it('answers only catalogued calls, each from exactly one area', () => {
    const names = new Set(allEndpoints.map((e) => e.name))
    const answeredBy = new Map<string, string[]>()
    for (const [area, set] of Object.entries(handlerSets))
      for (const name of Object.keys(set)) answeredBy.set(name, [...(answeredBy.get(name) ?? []), area])
    expect([...answeredBy].filter(([, areas]) => areas.length > 1)).toEqual([])
    expect([...answeredBy.keys()].filter((name) => !names.has(name))).toEqual([])
    expect(Object.keys(handlers).sort()).toEqual([...names].sort())
    expect(coreAreas.every((area) => area in handlerSets)).toBe(true)
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
