/**
 * An area is one folder (src/areas/<area>/, issue 29) and its files keep the layers' boundaries
 * by their suffix (eslint.config.js, src/app/area.ts): every file has a role, and the lint refuses
 * the wrong arrows inside an area as it does between the shared layer folders.
 */
import { readdirSync } from 'node:fs'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'
import { areas } from '@src/areas'

const eslint = new ESLint({ cwd: process.cwd() })

const errorsOf = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath })
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => m.message)
}

// `index.ts`: the area's public face (issue 39), what other areas may import of it
const roles = /(\.(area\.ts|lazy\.tsx?|wiring\.ts|page\.tsx|component\.tsx|section\.tsx|dialog\.tsx|text\.ts|machine\.ts|ops\.ts|search\.ts|css)|\/index\.ts)$/

describe('areas as modules', () => {
  it('every file of an area has a role its suffix names', () => {
    const files = readdirSync('src/areas', { recursive: true, encoding: 'utf8' }).filter((f) => f.includes('/'))
    expect(files.length).toBeGreaterThan(100)
    expect(files.filter((f) => !roles.test(f))).toEqual([])
  })

  it('the list of areas holds every area folder once, each declared in its <area>.area.ts', () => {
    const folders = readdirSync('src/areas', { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
    expect(areas.map((a) => a.key).sort()).toEqual(folders.sort())
    for (const key of folders) expect(readdirSync(`src/areas/${key}`)).toContain(`${key}.area.ts`)
  })

  it('a machine of an area may not reach services, views, the app or React', async () => {
    for (const code of [
      "import { operatorOps } from './operator.ops'\nexport const x = operatorOps\n",
      "import { operatorText } from './operator.text'\nexport const x = operatorText\n",
      "import { operatorMachines } from './operator.wiring'\nexport const x = operatorMachines\n",
      "import { useState } from 'react'\nexport const x = useState\n",
    ]) expect((await errorsOf('src/areas/operator/planted.machine.ts', code)).length, code).toBeGreaterThan(0)
  })

  it('a page of an area may not reach operations, the app or the list of areas', async () => {
    for (const code of [
      "import { operatorOps } from './operator.ops'\nexport const x = operatorOps\n",
      "import { operatorMachines } from './operator.wiring'\nexport const x = operatorMachines\n",
      "import { areas } from '..'\nexport const x = areas\n",
      "import { areas } from '../index'\nexport const x = areas\n",
    ]) expect((await errorsOf('src/areas/operator/planted.page.tsx', code)).length, code).toBeGreaterThan(0)
    expect(await errorsOf('src/areas/operator/planted.page.tsx', "import { operatorText } from './operator.text'\nimport type { OperatorListSearch } from './operator.search'\nexport const x: OperatorListSearch | typeof operatorText = operatorText\n")).toEqual([])
  })

  it('operations may not reach machines or views; a search Schema only the domain', async () => {
    expect((await errorsOf('src/areas/operator/planted.ops.ts', "import { operatorFormMachine } from './operator-form.machine'\nexport const x = operatorFormMachine\n")).length).toBeGreaterThan(0)
    expect((await errorsOf('src/areas/operator/planted.ops.ts', "import { operatorText } from './operator.text'\nexport const x = operatorText\n")).length).toBeGreaterThan(0)
    expect((await errorsOf('src/areas/operator/planted.search.ts', "import { operatorOps } from './operator.ops'\nexport const x = operatorOps\n")).length).toBeGreaterThan(0)
    expect((await errorsOf('src/areas/operator/planted.search.ts', "import { session } from '../../app/session'\nexport const x = session\n")).length).toBeGreaterThan(0)
  })

  it('the wiring (composition root) may join them, but never the HTTP client', async () => {
    expect(await errorsOf('src/areas/operator/planted.wiring.ts', "import { operatorOps } from './operator.ops'\nimport { operatorFormMachine } from './operator-form.machine'\nexport const x = [operatorOps, operatorFormMachine]\n")).toEqual([])
    expect((await errorsOf('src/areas/operator/planted.wiring.ts', "import { ApiClient } from '../../services/http/api-client.service'\nexport const x = ApiClient\n")).join('\n')).toMatch(/Only src\/services builds requests/)
  })

  it('another area only through its public face (its index.ts) or its leaf declarations (issue 39)', async () => {
    for (const file of ['planted.page.tsx', 'planted.wiring.ts', 'planted.lazy.ts', 'planted.machine.ts', 'planted.ops.ts', 'planted.component.tsx']) {
      const errors = await errorsOf(`src/areas/doctor/${file}`, "import { bulkGrantMachine } from '../points/bulk-grant.machine'\nexport const x = bulkGrantMachine\n")
      expect(errors.join('\n'), file).toMatch(/Another area only through its public face/)
    }
    expect((await errorsOf('src/areas/doctor/planted.page.tsx', "import { MpGrantDialog } from '../points/index'\nimport { doctorText } from './doctor.text'\nexport const x = [MpGrantDialog, doctorText]\n"))).toEqual([])
    expect(await errorsOf('src/areas/doctor/planted.wiring.ts', "import { bulkGrantMachine } from '../points'\nexport const x = bulkGrantMachine\n")).toEqual([])
    expect(await errorsOf('src/areas/points/planted.page.tsx', "import { doctorText } from '../doctor/doctor.text'\nimport type { DoctorListSearch } from '../doctor/doctor.search'\nexport const x: DoctorListSearch | typeof doctorText = doctorText\n")).toEqual([])
    // a leaf stays a leaf: a text or search declaration imports no area's index
    expect((await errorsOf('src/areas/audit-log/planted.text.ts', "import { doctorMachines } from '../doctor'\nexport const x = doctorMachines\n")).join('\n')).toMatch(/imports no area's index/)
    expect((await errorsOf('src/areas/points/planted.search.ts', "import { doctorMachines } from '../doctor/index'\nexport const x = doctorMachines\n")).join('\n')).toMatch(/imports no area's index/)
    // the index re-exports its own files only
    expect((await errorsOf('src/areas/points/index.ts', "export { doctorMachines } from '../doctor'\n")).join('\n')).toMatch(/its own files only/)
    expect(await errorsOf('src/areas/points/index.ts', "export { pointsOps } from './points.ops'\n")).toEqual([])
  })
})
