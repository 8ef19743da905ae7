// Reads the steps' results and the JSON reports of every test step and prints, at the end of
// `npm test` (what CI shows last): every step with its result, time and log file; one row per report;
// the name and first error line of every failed test; where the browser tests' servers logged; and
// one closing line 'total: N passed, N failed' (plus ', N skipped' when any), alone on a line.
// Argument: the steps file scripts/test-all.sh writes (.tmp/logs/steps.tsv: ok|failed, seconds, name, log).
import { existsSync, readFileSync, readdirSync } from 'node:fs'

let passed = 0
let failed = 0
let skipped = 0
/** Browser tests that failed (their traces and screenshots are under .tmp/test-results). */
let browserFailed = 0
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
    browserFailed += f
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
const stepsFile = process.argv[2]
const steps = (stepsFile && existsSync(stepsFile) ? readFileSync(stepsFile, 'utf8').split('\n') : [])
  .filter((l) => l.trim() !== '')
  .map((l) => {
    const [status, seconds, name, log] = l.split('\t')
    return { ok: status === 'ok', seconds: Number(seconds), name, log }
  })
const failedSteps = steps.filter((s) => !s.ok)
const green = (t) => `${escape}[32m${t}${escape}[0m`
const red = (t) => `${escape}[31m${t}${escape}[0m`
console.log('\nSteps (each one\'s whole output in its log):')
for (const s of steps) console.log(`  ${s.ok ? green('✔') : red('✘')} ${String(s.seconds).padStart(4)} s  ${s.name.padEnd(60)} ${s.log}`)
console.log('\nTest reports (.tmp/reports):')
for (const row of rows) console.log(row)
if (failures.length > 0) {
  console.log('\nFailed tests:')
  for (const line of failures.slice(0, 30)) console.log(line)
  if (failures.length > 30) console.log(`  … and ${failures.length - 30} more (.tmp/reports)`)
}
const logDir = '.tmp/logs'
const serverLogs = existsSync(logDir) ? readdirSync(logDir).filter((f) => /^e2e-.*\.log$/.test(f)).sort() : []
if (serverLogs.length > 0) console.log(`\nThe browser tests' servers logged to: ${serverLogs.map((f) => `${logDir}/${f}`).join(', ')}`)
if (browserFailed > 0) console.log('Failed browser tests\' traces and screenshots: .tmp/test-results/')
if (failedSteps.length > 0) {
  console.log('\nFailed steps:')
  for (const s of failedSteps) console.log(`  ✘ ${s.name} (${s.log})`)
}
// failed tests plus failed steps (a test runner's step that failed counts once more: the total is never 0 when a step failed)
console.log(`\ntotal: ${passed} passed, ${failed + failedSteps.length} failed${skipped ? `, ${skipped} skipped` : ''}`)
