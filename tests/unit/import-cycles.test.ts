/**
 * No import cycle between the files of src and server (issue 29): the import graph built with
 * TypeScript's parser and resolver (scripts/import-cycles.ts: static imports, `export … from`,
 * type-only imports, `typeof import()` and, since issue 39, a dynamic `import()` call count: loading
 * on demand changes when a module arrives, not that two files know each other). Each cycle is
 * printed as a chain of files.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { describeCycle, findCycles, importGraph, type ImportGraph } from '../../scripts/import-cycles'

const graphOf = (edges: Record<string, string[]>): ImportGraph => new Map(Object.entries(edges).map(([file, targets]) => [file, new Set(targets)]))

describe('the cycle finder', () => {
  it('finds a circle as a chain, and nothing in a graph without one', () => {
    const cycles = findCycles(graphOf({ 'a.ts': ['b.ts'], 'b.ts': ['c.ts'], 'c.ts': ['a.ts'], 'd.ts': ['a.ts'], 'e.ts': [] }))
    expect(cycles).toEqual([{ files: ['a.ts', 'b.ts', 'c.ts'], chains: [['a.ts', 'b.ts', 'c.ts', 'a.ts']] }])
    expect(describeCycle(cycles[0]!)).toBe('3 file(s) import each other round:\n  a.ts → b.ts → c.ts → a.ts')
    expect(findCycles(graphOf({ 'a.ts': ['b.ts', 'c.ts'], 'b.ts': ['c.ts'], 'c.ts': [] }))).toEqual([])
  })

  it('a file importing itself is a cycle; two tangles are two entries, every file on a chain', () => {
    expect(findCycles(graphOf({ 'a.ts': ['a.ts'] }))).toEqual([{ files: ['a.ts'], chains: [['a.ts', 'a.ts']] }])
    const cycles = findCycles(graphOf({ 'a.ts': ['b.ts', 'c.ts'], 'b.ts': ['a.ts'], 'c.ts': ['a.ts'], 'x.ts': ['y.ts'], 'y.ts': ['x.ts'] }))
    expect(cycles.map((c) => c.files)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['x.ts', 'y.ts']])
    expect(cycles[0]!.chains).toEqual([['a.ts', 'b.ts', 'a.ts'], ['c.ts', 'a.ts', 'c.ts']])
  })
})

describe('the import graph (a planted fixture)', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'import-cycles-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  const plant = (files: Record<string, string>) => {
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(root, name), text)
  }
  plant({
    'tsconfig.json': JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', jsx: 'react-jsx', strict: true } }),
    // a value import one way, a re-export the other
    'routes.ts': "import { page } from './lazy'\nexport const route = { page }\n",
    'lazy.ts': "export { route as again } from './routes'\nexport const page = 1\n",
    // a type-only circle counts
    'a.ts': "import type { B } from './b'\nexport interface A { b?: B }\n",
    'b.ts': "import type { A } from './a'\nexport interface B { a?: A }\n",
    // a type query counts
    'c.tsx': "export const c = 1\nexport type D = typeof import('./d')\n",
    'd.ts': "import { c } from './c'\nexport const d = c\n",
    // a dynamic import counts too (issue 39): a lazy part importing its route back is a circle…
    'route.ts': "export const load = () => import('./part')\n",
    'part.ts': "import { load } from './route'\nexport const part = load\n",
    'other.ts': "export const lazy = () => import('./other2')\n",
    'other2.ts': "export const again = () => import('./other')\n",
    // …but an import() of a computed name names no file
    'computed.ts': "const name = './computed'\nexport const self = () => import(name)\n",
    // an augmentation names a module without importing it
    'augment.ts': "import './plain'\ndeclare module './augment-target' { interface X { y: 1 } }\n",
    'augment-target.ts': "import './augment'\nexport interface X { x: 1 }\n",
    'plain.ts': 'export {}\n',
  })

  it('reports each planted cycle, dynamic imports included, and not the augmentation', () => {
    const cycles = findCycles(importGraph(root, ['.']))
    expect(cycles.map((c) => c.chains)).toEqual([
      [['a.ts', 'b.ts', 'a.ts']],
      [['c.tsx', 'd.ts', 'c.tsx']],
      [['lazy.ts', 'routes.ts', 'lazy.ts']],
      [['other.ts', 'other2.ts', 'other.ts']],
      [['part.ts', 'route.ts', 'part.ts']],
    ])
  })
})

describe('src and server', () => {
  it('have no import cycle, dynamic imports included (each one found is printed as a chain of files)', () => {
    const cycles = findCycles(importGraph(process.cwd(), ['src', 'server']))
    expect(cycles.map(describeCycle).join('\n\n'), 'import cycles').toBe('')
  })
})
