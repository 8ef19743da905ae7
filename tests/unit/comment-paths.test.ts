/**
 * A file a comment names exists (issue 39: 44 of 426 paths in comments named files that had moved or
 * gone). Every path of the repository written in a comment line of the console, the server, the
 * scripts, the benches and the contract tooling — `src/…`, `server/…`, `tests/…`, `docs/…` … ending in a
 * file name — must name a file that is there; a path with a placeholder (`<area>`, `*`, `{…}`) is a
 * pattern, not a file, and is left alone.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const root = new URL('../../', import.meta.url).pathname
const path = /(?<![\w/.-])((?:src|server|tests|scripts|docs|bench|contracts)\/[\w./<>*{}[\]-]+\.(?:tsx|ts|mjs|js|md|json|css|sh|sql))(?!\w)/g

const files = execFileSync('git', ['ls-files', 'src', 'server/src', 'scripts', 'bench', 'contracts'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.(tsx?|mjs|js)$/.test(f))

describe('paths named in comments', () => {
  it('name files that exist', () => {
    const missing: string[] = []
    for (const file of files) {
      readFileSync(root + file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (!line.includes('//') && !line.includes('*')) return
          for (const [, named] of line.matchAll(path)) {
            if (/[<>*{}[\]]/.test(named!) || existsSync(root + named)) continue
            missing.push(`${file}:${i + 1} names ${named}`)
          }
        })
    }
    expect(files.length).toBeGreaterThan(300)
    expect(missing).toEqual([])
  })
})

describe('comments of the console and the server', () => {
  it('say why, not which issue asked (the history is docs/decisions.md)', () => {
    const named: string[] = []
    for (const file of files.filter((f) => f.startsWith('src/') || f.startsWith('server/src/'))) {
      readFileSync(root + file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (/\bissue \d+/i.test(line) && (line.includes('//') || /^\s*(\/\*|\*)/.test(line))) named.push(`${file}:${i + 1}`)
        })
    }
    expect(named).toEqual([])
  })
})
