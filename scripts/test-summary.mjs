// Reads the JSON reports of every test step and prints one closing line:
// '<total>: N passed, N failed' (plus ', N skipped' when any), alone on a line.
import { existsSync, readFileSync, readdirSync } from 'node:fs'

let passed = 0
let failed = 0
let skipped = 0
const rows = []
const dir = '.tmp/reports'
for (const file of existsSync(dir) ? readdirSync(dir).sort() : []) {
  const report = JSON.parse(readFileSync(`${dir}/${file}`, 'utf8'))
  let p = 0
  let f = 0
  let s = 0
  if (report.stats && 'expected' in report.stats) {
    // Playwright
    p = report.stats.expected + (report.stats.flaky ?? 0)
    f = report.stats.unexpected
    s = report.stats.skipped
  } else {
    // Vitest
    p = report.numPassedTests ?? 0
    f = (report.numFailedTests ?? 0) + (report.success === false && !report.numFailedTests ? 1 : 0)
    s = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
  }
  rows.push(`  ${file.replace(/\.json$/, '').padEnd(28)} ${String(p).padStart(5)} passed ${String(f).padStart(3)} failed${s ? ` ${s} skipped` : ''}`)
  passed += p
  failed += f
  skipped += s
}
const stepFailures = Number(process.argv[2] ?? 0)
console.log('\nTest reports:')
for (const row of rows) console.log(row)
if (stepFailures) console.log(`  (${stepFailures} step(s) failed outside the test runners: see above)`)
console.log(`\ntotal: ${passed} passed, ${failed + stepFailures} failed${skipped ? `, ${skipped} skipped` : ''}`)
