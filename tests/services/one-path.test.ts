/**
 * One path from a page to the API (docs/architecture.md): every actor the console's pages run is
 * `effectActor(op)` over an operation of src/services/*.ops.ts, and for every catalogued call
 * such an operation makes, a Pact consumer interaction runs THAT operation with the input a
 * page gives it (tests/contract/support/consumer.ts `page`). So the committed contracts hold
 * exactly the requests the console sends.
 */
import { describe, expect, it } from 'vitest'
import type { AnyActorLogic } from 'xstate'
import { operationOf } from '@src/app/bridge'
import { isPlaceholder } from '@src/machines/machine-helpers'
import { readdirSync } from 'node:fs'
import { loadAllMachines } from '@src/app/wiring/machines'
import type { AnyOperation } from '@src/services/operation'
import { adminInteractions } from '../contract/interactions/admin.interactions'
import { directInteractions } from '../contract/interactions/direct.interactions'
import { generalInteractions } from '../contract/interactions/general.interactions'
import { listPageOperations } from '../contract/interactions/list-pages'

const rows = [...adminInteractions, ...generalInteractions, ...directInteractions]

interface WithActors {
  readonly id: string
  readonly implementations: { readonly actors: Readonly<Record<string, unknown>> }
}

/** Every actor logic a page machine is provided with, child machines' included, by path (slots the workflow does not use stay placeholders). */
const actorsOf = (machine: WithActors, prefix = machine.id): Array<readonly [string, unknown]> =>
  Object.entries(machine.implementations.actors).flatMap(([name, logic]) => {
    const nested = logic as Partial<WithActors>
    if (isPlaceholder(logic)) return []
    return nested.implementations?.actors ? actorsOf(nested as WithActors, `${prefix}.${name}`) : [[`${prefix}.${name}`, logic] as const]
  })

const allPages = await loadAllMachines()
const pageActors = Object.values(allPages).flatMap((area) => Object.values(area).flatMap((m) => actorsOf(m as unknown as WithActors)))

describe('one path from a page to the API', () => {
  it.each(pageActors)('%s runs an operation of src/services', (_, logic) => {
    expect(operationOf(logic as AnyActorLogic)).toBeDefined()
  })

  const used = new Map<AnyOperation, Array<string>>()
  for (const [path, logic] of pageActors) {
    const op = operationOf(logic)
    if (op) used.set(op, [...(used.get(op) ?? []), path])
  }
  const calls = [...used.keys()].flatMap((op) => op.calls.map((call) => [op.label, call, op] as const))

  it('every wiring module (src/app/wiring, src/areas/*) is in the pages registry, by its name', () => {
    const shared = readdirSync('src/app/wiring').filter((f) => f.endsWith('.wiring.ts'))
    const ofAreas = readdirSync('src/areas', { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.wiring.ts'))
    const wirings = [...shared, ...ofAreas].map((f) => f.replace(/^.*\//, '').replace('.wiring.ts', ''))
    expect(Object.keys(allPages).sort()).toEqual(wirings.sort())
  })

  it('the doctor and client pages make their calls and their reference data', () => {
    const made = new Set(calls.map(([, call]) => call))
    for (const call of [
      'admin.doctors.search', 'general.doctors.get', 'admin.doctors.create', 'admin.doctors.update', 'admin.doctors.delete', 'admin.doctors.setStatus',
      'admin.mp.grant', 'admin.doctors.bulkRegister', 'admin.organizations.search', 'general.belongs.list', 'general.expertise.tree',
      'admin.clients.search', 'general.clients.get', 'admin.clients.create', 'general.clients.update', 'admin.clients.delete', 'admin.clients.suspend',
      'admin.clients.bulkRegister',
    ])
      expect(made.has(call as never), call).toBe(true)
  })

  it.each(calls)('%s → %s: a Pact consumer interaction runs this very operation (or its step that makes the call)', (_, call, op) => {
    const runs = (candidate: unknown) => candidate === op || (op.parts ?? []).some((part) => part === candidate && part.calls.includes(call))
    expect(rows.filter((row) => row.call === call && runs(row.page?.op)).length).toBeGreaterThan(0)
  })

  /**
   * Lists whose URL search offers no filter, sort or next page of their own (cards, pickers, the
   * walks behind totals and charts): their one request shape is a row of the tables.
   */
  const listsWithoutSearch = [
    'homeStats', 'homeMonthGrants', 'homeFailedImports', 'manuscriptWaiting', 'reportClientOptions', 'giftTotals',
    'mediaInterviews', 'mediaPressReleases', 'surveyArticle', 'surveyTally',
    // one record's 履歴 (its kind and id, paged) and the 監査ログ operator filter's options
    'recordHistory', 'auditLogOperators',
  ]

  it('every list page with a search of its own has its filters, sorts and next page generated (list-pages.ts)', () => {
    const generated = new Set<unknown>(listPageOperations(rows))
    const lists = pageActors.filter(([path]) => path.endsWith('.fetchPage'))
    expect(lists.length).toBeGreaterThan(10)
    const missing = lists
      .filter(([path, logic]) => !generated.has(operationOf(logic as AnyActorLogic)) && !listsWithoutSearch.includes(path.split('.')[0] ?? ''))
      .map(([path]) => path)
    expect(missing).toEqual([])
  })

  it('every interaction that names a page operation names one a page runs, and a call it makes', () => {
    const steps = new Set([...used.keys()].flatMap((op) => op.parts ?? []))
    for (const row of rows.filter((r) => r.page)) {
      expect(used.has(row.page!.op) || steps.has(row.page!.op), `${row.call}: ${row.description}`).toBe(true)
      expect(row.page!.op.calls).toContain(row.call)
    }
  })
})
