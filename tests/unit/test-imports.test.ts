/**
 * Tests reach the code through the aliases `@src/…` and `@server/…` (tsconfig.json "paths"; the
 * Vitest configs resolve them with `resolve.tsconfigPaths`, Playwright reads tsconfig.json), never
 * by climbing out of tests/ (`../../../src/…`): a test file can then move beside another without
 * its imports changing, and a reader sees at once which code a test exercises. Relative imports
 * stay for what lives in tests/ itself (support files, fixtures, models).
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(new URL('../../', import.meta.url).pathname)
const specifier = /(?:\bfrom\s+|\bimport\s*\(\s*|\bvi\.(?:mock|doMock|importActual|unmock)\(\s*|^import\s+)(['"])(\.\.?\/[^'"]+)\1/gm

/** `file:line imports <specifier>` for each relative import of a test file that lands in src/ or server/. */
export const climbingImports = (file: string, text: string): Array<string> =>
  [...text.matchAll(specifier)].flatMap((m) => {
    const landed = relative(root, resolve(dirname(resolve(root, file)), m[2]!))
    if (!/^(src|server)\//.test(landed)) return []
    const before = text.slice(0, m.index)
    // inside a string (a file written by a test, as tests/server/import-boundaries.test.ts plants): not an import
    if (((before.split('\n').at(-1) ?? '').match(/"/g) ?? []).length % 2 === 1) return []
    const line = before.split('\n').length
    return [`${file}:${line} imports ${m[2]} (write @${landed})`]
  })

describe('imports of the tests', () => {
  it('climbing into src/ or server/ is seen (the check itself)', () => {
    expect(climbingImports('tests/views/doctor/x.test.tsx', "import { a } from '../../../src/domain/doctor'\n")).toEqual([
      "tests/views/doctor/x.test.tsx:1 imports ../../../src/domain/doctor (write @src/domain/doctor)",
    ])
    // the samples are put together so that a rewrite of the tests' imports does not rewrite them too
    const up = '../../'
    expect(climbingImports('tests/server/x.test.ts', "vi.mock('" + up + "server/src/db/client')")).toHaveLength(1)
    // tests/contract/support → tests/server/support is a test helper, not the code
    expect(climbingImports('tests/server/x.test.ts', `  ['server/src/x.ts', "import { x } from '${up}src/services/http'"],`)).toEqual([])
    expect(climbingImports('tests/contract/support/x.ts', "import { openTestDb } from '" + up + "server/support/db'")).toEqual([])
  })

  it('go through @src/… and @server/…, never ../…/src or ../…/server', () => {
    const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'tests'], { cwd: root, encoding: 'utf8' })
      .split('\n')
      .filter((f) => /\.(tsx?|mts|mjs)$/.test(f))
    expect(files.length).toBeGreaterThan(150)
    expect(files.flatMap((f) => climbingImports(f, readFileSync(resolve(root, f), 'utf8')))).toEqual([])
  })
})
