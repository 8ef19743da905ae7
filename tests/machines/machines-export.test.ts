/**
 * `npm run machines` (scripts/machines.ts) writes one definition and one Stately-importable file
 * per machine of src/machines and of the area folders (src/areas/*), and the importable file has every state and transition.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createMachine } from 'xstate'
import { loadMachines, writeMachineDefinitions } from '../../scripts/machines'
import { stateIds, transitionKeys } from './support/model'
import packageJson from '../../package.json'

const outDir = mkdtempSync(join(tmpdir(), 'machines-'))
afterAll(() => rmSync(outDir, { recursive: true, force: true }))

describe('npm run machines', () => {
  it('is the package script', () => {
    expect(packageJson.scripts.machines).toBe('tsx scripts/machines.ts')
  })

  it('writes <id>.json and <id>.stately.js for every machine exported by src/machines and the areas, and only those', async () => {
    const machines = await loadMachines()
    // the machines, and one example of each factory (record, list, lookups, entity form)
    expect(machines.map((m) => m.machine.id)).toEqual(
      // an area's own machines too (src/areas/operator, src/areas/press-release)
      expect.arrayContaining(['token', 'session', 'confirm', 'csvImport', 'record', 'list', 'lookups', 'entityForm', 'operatorForm', 'pressReleaseStatus']),
    )
    writeFileSync(join(outDir, 'goneMachine.json'), '{}')
    const written = await writeMachineDefinitions(outDir)
    expect(readdirSync(outDir).sort()).toEqual(
      machines.flatMap(({ machine }) => [`${machine.id}.json`, `${machine.id}.stately.js`]).sort(),
    )
    expect(written).toHaveLength(machines.length * 2)

    for (const { machine } of machines) {
      const definition = JSON.parse(readFileSync(join(outDir, `${machine.id}.json`), 'utf8')) as { id: string; states: object }
      expect(definition.id).toBe(machine.id)
      expect(Object.keys(definition.states)).toEqual(Object.keys(machine.root.states))

      // what the Stately editor imports: the same states and transitions (guards, actions, actors by name)
      const source = readFileSync(join(outDir, `${machine.id}.stately.js`), 'utf8')
      expect(source.startsWith('createMachine({')).toBe(true)
      const imported = createMachine(JSON.parse(source.slice('createMachine('.length, source.lastIndexOf(')'))))
      expect(stateIds(imported), machine.id).toEqual(stateIds(machine))
      expect(transitionKeys(imported), machine.id).toEqual(transitionKeys(machine))
    }
  })
})
