/**
 * The one declaration of an area's access (`requires` in its `<area>.area.ts`, issue 31) holds
 * with the catalogue: an area whose pages make an admin-only call (`access: 'admin'`,
 * src/domain/calls) declares it, and an area that declares it makes one. The menu reads the
 * same declaration (its entries need what their area needs).
 */
import { describe, expect, it } from 'vitest'
import type { AnyActorLogic } from 'xstate'
import { areas } from '@src/areas'
import { operationOf } from '@src/app/bridge'
import { menuSpec } from '../../views/support/menu'
import { catalogue, type CallName } from '@src/domain/catalogue'
import { isPlaceholder } from '@src/machines/machine-helpers'

interface WithActors {
  readonly id: string
  readonly implementations: { readonly actors: Readonly<Record<string, unknown>> }
}

/** Every actor logic a machine is provided with, child machines' included (as tests/services/one-path.test.ts walks them). */
const actorsOf = (machine: WithActors): Array<unknown> =>
  Object.values(machine.implementations.actors).flatMap((logic) => {
    if (isPlaceholder(logic)) return []
    const nested = logic as Partial<WithActors>
    return nested.implementations?.actors ? actorsOf(nested as WithActors) : [logic]
  })

const callsOf = async (area: (typeof areas)[number]): Promise<ReadonlyArray<CallName>> => {
  const wirings = (await area.machines?.()) ?? {}
  const machines = Object.values(wirings).flatMap((wiring) => Object.values(wiring))
  return [...new Set(machines.flatMap((m) => actorsOf(m as WithActors)).flatMap((logic) => operationOf(logic as AnyActorLogic)?.calls ?? []))]
}

describe('route access by area, from the catalogue', () => {
  it.each(areas.map((area) => [area.key, area] as const))('%s: declares `requires` exactly when its pages make an admin-only call', async (_, area) => {
    const adminCalls = (await callsOf(area)).filter((call) => catalogue[call].access === 'admin')
    if (adminCalls.length > 0) expect(area.requires, adminCalls.join(', ')).toBe('manageOperators')
    else expect(area.requires).toBeUndefined()
  })

  it('the operator area needs it (admin.operators.* are admin-only)', async () => {
    expect(areas.filter((area) => area.requires).map((area) => area.key)).toContain('operator')
    expect(await callsOf(areas.find((a) => a.key === 'operator')!)).toEqual(expect.arrayContaining(['admin.operators.list', 'admin.operators.get', 'admin.operators.delete']))
  })

  it("the menu's entries need what their area needs (one declaration)", () => {
    for (const area of areas) {
      for (const entry of area.menu ?? []) {
        expect(menuSpec.find((spec) => spec.key === entry.key)?.requires, entry.key).toBe(entry.requires ?? area.requires)
      }
    }
    expect(menuSpec.find((spec) => spec.key === 'operator')?.requires).toBe('manageOperators')
  })
})
