/**
 * Every machine the console really runs, in its own configuration: each machine the wiring
 * modules export (src/app/wiring/machines.ts `loadAllMachines()`: every wiring's machines by name) and
 * each machine one of them is provided as an actor, run on the configured instance itself with
 * only its actors replaced by test stubs (tests/machines/support/wiring-models.ts). The run prints
 * `model coverage <wiring>.<name> (<machine id>): states a/b, transitions c/d` per instance and
 * fails below 100%, when an instance has no model, or when an action the wiring provided is
 * never called.
 */
import { describe, expect, it } from 'vitest'
import { loadAllMachines } from '@src/app/wiring/machines'
import { Coverage, expectFullCoverage, runSpec } from './support/model'
import { recordSamples } from './support/record-samples'
import { instanceModel, loadModelSpecs, wiringInstances } from './support/wiring-models'

const pages = await loadAllMachines()
const specs = await loadModelSpecs()
const { instances, notMachines } = wiringInstances(pages)

describe('model-based coverage of every machine the wiring configures', () => {
  it('finds every wiring and its machines', () => {
    // counted for issue 30: 15 wiring modules (12 areas' and 3 shared) exporting 56 machines (22
    // lists, 7 records, 4 lookups …; points.doctors and points.bulkGrant are the doctor pages'),
    // and the doctor record's MP grant dialog
    expect(Object.keys(pages).length).toBeGreaterThanOrEqual(15)
    expect(instances.flatMap((i) => i.labels).length).toBeGreaterThanOrEqual(57)
    expect(notMachines, 'wiring exports that are not machines').toEqual([])
  })

  it('every wiring instance has a model', () => {
    const missing = instances.map((i) => instanceModel(i, specs)).filter((m) => typeof m === 'string')
    expect(missing, 'wiring instances without a model').toEqual([])
  })

  it('every record machine with sample records is one the wiring builds', () => {
    const ids = new Set(instances.map((i) => i.machine.id))
    expect(Object.keys(recordSamples).filter((id) => !ids.has(id)), 'sample records of no wiring machine').toEqual([])
  })

  for (const instance of instances) {
    it(`${instance.labels.join(', ')} (${instance.machine.id}) reaches all its states and transitions in its own configuration`, async () => {
      const model = instanceModel(instance, specs)
      if (typeof model === 'string') throw new Error(model)
      const total = new Coverage()
      for (const spec of model.specs) {
        const { paths, coverage } = await runSpec(spec)
        expect(paths).toBeGreaterThan(0)
        total.addAll(coverage)
      }
      model.afterRuns?.()
      const outOfReach = model.outOfReach?.()
      for (const label of instance.labels) expectFullCoverage(`${label} (${instance.machine.id})`, model.machine, total, outOfReach)
      console.log(`  ${instance.labels[0]}: paths from ${model.kind}${model.configuration ? `; its configuration: ${model.configuration}` : ''}`)
      // every outcome the wiring provided (showError, showDone, saveFile …) is reached on some path
      expect(model.provided.filter((a) => !model.observed.has(a)), `${instance.labels[0]}: actions the wiring provided, never called`).toEqual([])
    })
  }
})
