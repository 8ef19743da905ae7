/** The lookups machine with two parts: each loads, fails and is retried on its own. */
import { expect } from 'vitest'
import { makeLookupsMachine } from '@src/machines/lookups.machine'
import type { AnyStateMachine } from 'xstate'
import { defineModelSpec, type ModelSpec } from '../support/model'

const machine = makeLookupsMachine<{ organizations: ReadonlyArray<string>; belongs: ReadonlyArray<string> }>('lookupsModel', [
  'organizations',
  'belongs',
]) as unknown as AnyStateMachine

export const spec = defineModelSpec({
  machine,
  factory: makeLookupsMachine as unknown as ModelSpec['factory'],
  events: [
    { type: 'xstate.done.actor.load.organizations', output: ['医療法人A'] },
    { type: 'xstate.error.actor.load.organizations', error: new Error('組織を読み込めませんでした') },
    { type: 'xstate.done.actor.load.belongs', output: ['内科'] },
    { type: 'xstate.error.actor.load.belongs', error: new Error('所属を読み込めませんでした') },
    { type: 'lookups.retry' },
  ],
  checks: {
    '*': (snapshot, run) => {
      const value = snapshot.value as Record<string, string>
      for (const part of ['organizations', 'belongs'] as const) {
        // a failed part says why; a ready one has its data and no error left
        if (value[part] === 'failed') expect(snapshot.context.errors[part]).toMatch(/読み込めませんでした/)
        if (value[part] === 'ready') {
          expect(snapshot.context.data[part]).toBeDefined()
          expect(snapshot.context.errors[part]).toBeUndefined()
        }
        if (value[part] === 'loading') expect(run.stubs[`load.${part}`]!.pending().input).toBe(part)
      }
      expect(snapshot.hasTag('busy')).toBe(Object.values(value).includes('loading'))
    },
  },
})
