/**
 * The order Vitest runs test files in (vitest.config.ts `sequence.sequencer`): its own order
 * (longest or, on a fresh clone, largest first), with the files of one environment kept together.
 *
 * Why: with `isolate: false` a worker process runs file after file, but only while the next file
 * in the queue has the same environment as the one it ran (`node`, or `jsdom` from a file's
 * `// @vitest-environment jsdom` line); otherwise the worker is stopped and a new one starts and
 * imports everything again. Vitest's own order mixed the 84 node and 23 jsdom files.
 */
import { readFileSync } from 'node:fs'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * The environment a test file asks for, read as Vitest reads it (its `detectCodeBlock`: the first
 * `@vitest-environment <name>` anywhere in the file, and `@vitest-environment-options <json>`);
 * '' for the configured default.
 */
export const environmentOf = (source: string): string => {
  const name = /@(?:vitest|jest)-environment\s+([\w-]+)\b/.exec(source)?.[1]
  const options = /@(?:vitest|jest)-environment-options\s+(.+)/.exec(source)?.[1]?.replace(/\*\/$/, '').trim()
  return [name, options].filter((part) => part !== undefined).join(' ')
}

export default class EnvironmentGroupedSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const environment = new Map(sorted.map((spec) => [spec, environmentOf(readFileSync(spec.moduleId, 'utf8'))]))
    // each environment's files in Vitest's order, the environments in the order of their first file
    const environments = [...new Set(environment.values())]
    return environments.flatMap((name) => sorted.filter((spec) => environment.get(spec) === name))
  }
}
