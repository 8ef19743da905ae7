/**
 * scripts/vitest-sequencer.ts keeps the files of one environment together, so that a worker runs
 * them one after another in one process (`isolate: false`). It tells the environments apart as
 * Vitest does. (The directives are assembled here: Vitest reads them anywhere in a test file.)
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { environmentOf } from '../../scripts/vitest-sequencer'

const environment = `@${'vitest'}-environment`
const options = `${environment}-options`

const testFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? testFiles(path) : /\.test\.tsx?$/.test(name) ? [path] : []
  })

describe('environmentOf', () => {
  it('reads the environment and its options as Vitest does; the default is empty', () => {
    expect(environmentOf(`// ${environment} jsdom\nimport x from "y"\n`)).toBe('jsdom')
    expect(environmentOf(`/**\n * ${environment} jsdom\n */\n`)).toBe('jsdom')
    expect(environmentOf(`// ${environment} jsdom\n// ${options} {"url": "http://127.0.0.1:5173/doctor?inspect"}\n`)).toBe(
      'jsdom {"url": "http://127.0.0.1:5173/doctor?inspect"}',
    )
    expect(environmentOf(`/** ${environment} jsdom\n * ${options} {"url": "http://h/"} */`)).toBe('jsdom {"url": "http://h/"}')
    expect(environmentOf('import { it } from "vitest"\n')).toBe('')
  })

  it('finds every view test as jsdom and every server test as the default', () => {
    const views = testFiles('tests/views')
    expect(views.length).toBeGreaterThan(0)
    for (const file of views) expect({ file, environment: environmentOf(readFileSync(file, 'utf8')) }).toEqual({ file, environment: 'jsdom' })
    for (const file of testFiles('tests/server')) expect({ file, environment: environmentOf(readFileSync(file, 'utf8')) }).toEqual({ file, environment: '' })
  })
})
