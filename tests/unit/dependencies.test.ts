/**
 * docs/dependencies.md lists every production dependency at its installed version with the
 * advisories checked by hand (the registry refuses `npm audit`; issue 28 item 13). When
 * package.json or node_modules moves, this fails until the row is checked again and rewritten.
 */
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

interface Row {
  readonly name: string
  readonly version: string
  readonly verdict: string
}

/** The table's rows: `| \`name\` | version | used for | advisories | verdict |`. */
const rowsOf = (markdown: string): ReadonlyArray<Row> =>
  markdown
    .split('\n')
    .map((line) => /^\| `([^`]+)` \| ([^|]+) \|.*\| ([^|]+) \|$/.exec(line))
    .flatMap((m) => (m ? [{ name: m[1] ?? '', version: (m[2] ?? '').trim(), verdict: (m[3] ?? '').trim() }] : []))

/** What is wrong with the list against the declared and installed versions (empty: nothing). */
const problemsOf = (markdown: string, declared: Readonly<Record<string, string>>, installed: (name: string) => string | undefined): ReadonlyArray<string> => {
  const rows = rowsOf(markdown)
  const listed = new Map(rows.map((r) => [r.name, r]))
  return [
    ...(/Known advisories \(checked \d{4}-\d{2}-\d{2}\)/.test(markdown) ? [] : ['no date of the check in the table header']),
    ...Object.entries(declared).flatMap(([name, version]) => {
      const row = listed.get(name)
      if (!row) return [`${name}: not listed`]
      return [
        ...(/^\d+\.\d+\.\d+$/.test(version) ? [] : [`${name}: declared as ${version}, not an exact version`]),
        ...(row.version === version ? [] : [`${name}: listed at ${row.version}, declared ${version}`]),
        ...(installed(name) === version ? [] : [`${name}: installed ${installed(name) ?? 'nothing'}, declared ${version}`]),
        ...(/^(not affected|\*\*mitigated\*\*)/.test(row.verdict) ? [] : [`${name}: no verdict`]),
        ...(row.verdict.startsWith('**mitigated**') && !/tests\/\S+\.test\.tsx?/.test(row.verdict) ? [`${name}: mitigated without a test`] : []),
      ]
    }),
    ...rows.filter((r) => !(r.name in declared)).map((r) => `${r.name}: listed but not a production dependency`),
  ]
}

const doc = readFileSync('docs/dependencies.md', 'utf8')
const declared = (JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> }).dependencies
const installed = (name: string) => {
  const file = `node_modules/${name}/package.json`
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version : undefined
}

describe('docs/dependencies.md', () => {
  it('lists every production dependency at its declared and installed version, with a verdict', () => {
    expect(Object.keys(declared).length).toBeGreaterThan(20)
    expect(problemsOf(doc, declared, installed)).toEqual([])
  })

  it('every test a mitigation names exists', () => {
    const named = rowsOf(doc).flatMap((r) => [...r.verdict.matchAll(/tests\/\S+?\.test\.tsx?/g)].map((m) => m[0]))
    expect(named.length).toBeGreaterThan(0)
    for (const file of named) expect(existsSync(file), file).toBe(true)
  })

  it('a package added, moved or dropped is reported (the check can fail)', () => {
    const moved: Record<string, string> = { ...declared, dayjs: '1.11.99', 'left-pad': '1.3.0' }
    const withoutReact = Object.fromEntries(Object.entries(moved).filter(([name]) => name !== 'react'))
    const installedAfter = (name: string) => (name === 'dayjs' ? '1.11.99' : installed(name))
    expect(problemsOf(doc, withoutReact, installedAfter)).toEqual([
      'dayjs: listed at 1.11.23, declared 1.11.99',
      'left-pad: not listed',
      'react: listed but not a production dependency',
    ])
    expect(problemsOf(doc, { ...declared, dayjs: '^1.11.23' }, installed)).toContain('dayjs: declared as ^1.11.23, not an exact version')
  })
})
