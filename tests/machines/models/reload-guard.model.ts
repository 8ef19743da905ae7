import { expect } from 'vitest'
import { reloadGuardMachine } from '@src/machines/reload-guard.machine'
import { defineModelSpec, type ModelSpec } from '../support/model'

const guard = (label: string, sinceLastReload: number | null): ModelSpec<typeof reloadGuardMachine> =>
  defineModelSpec({
    machine: reloadGuardMachine,
    label,
    input: { sinceLastReload },
    events: [{ type: 'chunk.failed' }],
    // suppressed failures only count up
    stopWhen: (snapshot) => snapshot.context.suppressed >= 2,
    record: ['stampReload', 'reloadPage'],
    checks: {
      '*': (snapshot, run) => {
        // one stamp then one reload per entry into reloading, never more
        const reloads = run.steps.filter((s, i) => s.state.value === 'reloading' && run.steps[i - 1]?.state.value !== 'reloading').length
        expect(run.effects.map((e) => e.type)).toEqual(Array.from({ length: reloads }, () => ['stampReload', 'reloadPage']).flat())
        expect(run.emitted).toEqual(
          Array.from({ length: snapshot.context.suppressed }, (_, i) => ({ type: 'reload.suppressed', suppressed: i + 1 })),
        )
        expect(snapshot.hasTag('reloading')).toBe(snapshot.value === 'reloading')
      },
    },
  })

export const specs = [guard('reloadGuard (fresh document)', null), guard('reloadGuard (reloaded 15 s ago)', 15_000)]
