/**
 * Server areas talk through a public face (issue 39; docs/architecture.md "Table ownership"): a file
 * outside `server/src/areas/<area>/` imports that area only through its index. The ESLint rule
 * (eslint.config.js, `serverAreaFaces`) refuses a planted import of another area's file, and lets
 * through its index, the shared helpers, a table module's foreign-key import of another area's table
 * and the area's own files.
 */
import { resolve } from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')
const eslint = new ESLint({ cwd: root })
const message = "An area is imported only through its index (server/src/areas/<area>/index.ts): import '../<area>', not one of its files."

const restrictedImports = async (code: string, filePath: string) => {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message.replace(/^.* by a pattern\. /, ''))
}

describe('lint: an area is imported only through its index', () => {
  it.each([
    ['server/src/areas/notification/x.ts', "import { doctors } from '../doctor/doctor.table'\nexport const y = doctors\n"],
    ['server/src/areas/points/x.ts', "import type { doctors } from '../doctor/doctor.table'\nexport type Y = typeof doctors\n"],
    ['server/src/areas/survey/x.ts', "import { moveMp } from '../points/points.repository'\nexport const y = moveMp\n"],
    ['server/src/areas/doctor/doctor.table.ts', "import { x } from '../organization/organization.repository'\nexport const y = x\n"],
    ['server/src/auth.ts', "import { boundTo } from './areas/doctor/doctor.repository'\nexport const y = boundTo\n"],
    ['server/src/http/x.ts', "import { publishChange } from '../areas/live/live.publish'\nexport const y = publishChange\n"],
  ])('refuses an import of another area\'s file in %s', async (file, code) => {
    expect(await restrictedImports(code, file)).toEqual([message])
  })

  it.each([
    ['server/src/areas/notification/x.ts', "import * as doctors from '../doctor'\nexport const y = doctors\n"],
    ['server/src/areas/notification/x.ts', "import * as doctors from '../doctor/index'\nexport const y = doctors\n"],
    ['server/src/areas/notification/x.ts', "import { iso } from '../support/paging'\nimport type { Db } from '../../db/db'\nexport const y = iso\nexport type Z = Db\n"],
    ['server/src/areas/notification/x.ts', "import * as n from './notification.repository'\nexport const y = n\n"],
    ['server/src/areas/doctor/doctor.table.ts', "import { organizations } from '../organization/organization.table'\nexport const y = organizations\n"],
    ['server/src/auth.ts', "import * as doctors from './areas/doctor'\nexport const y = doctors\n"],
    ['server/src/http/x.ts', "import { handlers } from '../areas'\nimport { ApiFailure } from '../areas/support/handler'\nexport const y = [handlers, ApiFailure]\n"],
    ['server/src/areas/index.ts', "import * as doctor from './doctor/doctor.handlers'\nexport const y = doctor\n"],
  ])('accepts an index, the shared helpers, a foreign key\'s table, its own files (%s)', async (file, code) => {
    expect(await restrictedImports(code, file)).toEqual([])
  })
})
