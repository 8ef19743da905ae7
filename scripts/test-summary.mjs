// Reads the JSON reports of every test step and prints, at the end of `npm test` (what CI shows
// last): one row per report, the name and first error line of every failed test, the steps that
// failed, and one closing line '<total>: N passed, N failed' (plus ', N skipped' when any), alone on a line.
// Arguments: the number of failed steps, and the file listing their names (one a line).
import { existsSync, readFileSync, readdirSync } from 'node:fs'

let passed = 0
let failed = 0
let skipped = 0
const rows = []
const failures = []
const escape = String.fromCharCode(27)
const firstLine = (text) => String(text ?? '').replaceAll(new RegExp(`${escape}\\[[0-9;]*m`, 'g'), '').split('\n').find((l) => l.trim() !== '')?.trim().slice(0, 240) ?? ''

/** Failed tests of a Playwright report: file:line › title, and the first line of the error. */
const playwrightFailures = (suite, out) => {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'unexpected') continue
      const error = test.results?.find((r) => r.error)?.error
      // the project too (build or dev-server, playwright.config.ts): the same journey runs in both
      out.push(`${test.projectName ? `[${test.projectName}] ` : ''}${spec.file}:${spec.line} › ${spec.title}${error ? `\n        ${firstLine(error.message)}` : ''}`)
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, out)
  return out
}

const dir = '.tmp/reports'
for (const file of existsSync(dir) ? readdirSync(dir).sort() : []) {
  const name = file.replace(/\.json$/, '')
  const report = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8'))
  let p = 0
  let f = 0
  let s = 0
  if (report.stats && 'expected' in report.stats) {
    // Playwright
    p = report.stats.expected + (report.stats.flaky ?? 0)
    f = report.stats.unexpected
    s = report.stats.skipped
    for (const line of playwrightFailures(report, [])) failures.push(`  ${name}: ${line}`)
  } else {
    // Vitest
    p = report.numPassedTests ?? 0
    f = (report.numFailedTests ?? 0) + (report.success === false && !report.numFailedTests ? 1 : 0)
    s = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
    for (const result of report.testResults ?? []) {
      const path = String(result.name ?? '').replace(`${process.cwd()}/`, '')
      const failedTests = (result.assertionResults ?? []).filter((t) => t.status === 'failed')
      for (const t of failedTests) failures.push(`  ${name}: ${path} › ${t.fullName ?? t.title}\n        ${firstLine(t.failureMessages?.[0])}`)
      if (failedTests.length === 0 && result.status === 'failed') failures.push(`  ${name}: ${path} (the file failed)\n        ${firstLine(result.message)}`)
    }
  }
  rows.push(`  ${name.padEnd(28)} ${String(p).padStart(5)} passed ${String(f).padStart(3)} failed${s ? ` ${s} skipped` : ''}`)
  passed += p
  failed += f
  skipped += s
}
const stepFailures = Number(process.argv[2] ?? 0)
const stepsFile = process.argv[3]
const failedSteps = stepsFile && existsSync(stepsFile) ? readFileSync(stepsFile, 'utf8').split('\n').filter((l) => l.trim() !== '') : []
console.log('\nTest reports:')
for (const row of rows) console.log(row)
if (failures.length > 0) {
  console.log('\nFailed tests:')
  for (const line of failures.slice(0, 30)) console.log(line)
  if (failures.length > 30) console.log(`  … and ${failures.length - 30} more (.tmp/reports)`)
}
if (failedSteps.length > 0) {
  console.log('\nFailed steps:')
  for (const step of failedSteps) console.log(`  ✘ ${step}`)
}
// failed tests plus failed steps (a test runner's step that failed counts once more: the total is never 0 when a step failed)
console.log(`\ntotal: ${passed} passed, ${failed + stepFailures} failed${skipped ? `, ${skipped} skipped` : ''}`)
