/**
 * The server's import boundaries (docs/server.md): of the console it imports only src/domain/**,
 * as the package path `#domain/…` (package.json "imports"), never by a relative path into src/;
 * and the production server never reaches the test support in server/testing/. The ESLint rule
 * (eslint.config.js) refuses a planted violation, and the import graph of server/src/main.ts,
 * walked file by file, stays inside server/src and src/domain.
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, relative, resolve } from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')
const eslint = new ESLint({ cwd: root })

const restrictedImports = async (code: string, filePath: string) => {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) })
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message.replace(/^.* by a pattern\. /, ''))
}

describe('lint: the server imports only src/domain from the console', () => {
  it.each([
    ['server/src/x.ts', "import { x } from '../../src/services/http'\nexport const y = x\n"],
    ['server/src/http/x.ts', "import { x } from '../../../src/app/bridge'\nexport const y = x\n"],
    ['server/src/areas/support/x.ts', "import { x } from '../../../../src/machines/doctor-list.machine'\nexport const y = x\n"],
    ['server/testing/x.ts', "import { x } from '../../tests/server/support/db'\nexport const y = x\n"],
    ['server/src/http/x.ts', "import { x } from '../../../src/views/text'\nexport const y = x\n"],
  ])('refuses a planted import in %s', async (file, code) => {
    expect(await restrictedImports(code, file)).toEqual(['The server imports only src/domain/** from the console.'])
  })

  it.each([
    ['server/src/http/x.ts', "import { x } from '../../../src/domain/catalogue'\nexport const y = x\n"],
    ['server/src/areas/support/x.ts', "import { x } from '../../../../src/domain/file'\nexport const y = x\n"],
    ['server/testing/x.ts', "import { x } from '../../src/domain/ids'\nexport const y = x\n"],
  ])('refuses a relative path into src/domain in %s (the domain is #domain/…)', async (file, code) => {
    expect(await restrictedImports(code, file)).toEqual(['The server imports the domain as #domain/… (package.json "imports"), not by a path into src/.'])
  })

  it('refuses another package-internal path than #domain', async () => {
    expect(await restrictedImports("import { x } from '#app/bridge'\nexport const y = x\n", 'server/src/http/x.ts')).toEqual([
      'The server imports only src/domain/** from the console.',
    ])
  })

  it('refuses server/testing in the production server', async () => {
    expect(await restrictedImports("import { x } from '../../testing/fixtures'\nexport const y = x\n", 'server/src/areas/x.ts')).toEqual([
      'The production server never imports server/testing (test support).',
    ])
  })

  it.each([
    ['server/src/http/x.ts', "import { x } from '#domain/catalogue'\nexport const y = x\n"],
    ['server/src/areas/support/x.ts', "import { x } from '#domain/file'\nexport const y = x\n"],
    ['server/testing/x.ts', "import { x } from '../src/db/database'\nexport const y = x\n"],
    ['server/src/areas/x.ts', "import { x } from '../db/database'\nexport const y = x\n"],
  ])('accepts the domain and the server itself in %s', async (file, code) => {
    expect(await restrictedImports(code, file)).toEqual([])
  })
})

/**
 * Our own imports of a module (static `import … from`, `export … from`, dynamic `import('…')`):
 * relative ones, and `#domain/…` (package.json "imports": src/domain/*.ts).
 */
const importsOf = (file: string): string[] => {
  const text = readFileSync(file, 'utf8')
  const found = [...text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]((?:\.{1,2}\/|#)[^'"]+)['"]/g)].map((m) => m[1] as string)
  return found.map((spec) => {
    const mapped = /^#domain\/(.+)$/.exec(spec)
    if (spec.startsWith('#') && !mapped) throw new Error(`${relative(root, file)}: unknown package import ${spec}`)
    const base = mapped ? resolve(root, 'src/domain', mapped[1] as string) : resolve(dirname(file), spec)
    const candidate = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((p) => existsSync(p) && !p.endsWith('/'))
    if (!candidate) throw new Error(`${relative(root, file)}: cannot resolve ${spec}`)
    return candidate.endsWith('.ts') || candidate.endsWith('.tsx') ? candidate : `${base}/index.ts`
  })
}

describe('the production server import graph', () => {
  it('from server/src/main.ts reaches only server/src and src/domain', () => {
    const seen = new Set<string>()
    const queue = [resolve(root, 'server/src/main.ts')]
    while (queue.length) {
      const file = queue.pop() as string
      if (seen.has(file)) continue
      seen.add(file)
      queue.push(...importsOf(file))
    }
    const files = [...seen].map((f) => relative(root, f))
    expect(files).toContain('server/src/areas/index.ts')
    expect(files).toContain('src/domain/catalogue.ts') // reached through #domain/…
    expect(files.filter((f) => !f.startsWith('server/src/') && !f.startsWith('src/domain/'))).toEqual([])
  })
})
