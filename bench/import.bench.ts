/**
 * `npm run bench:import` (part of `npm run bench`): a 100k-row doctor CSV import, end to end, against a plain COPY of the same
 * file into the same (embedded PGlite) database.
 *
 *   import: the console's import machine (src/machines/csv-import.machine.ts) with its real batch
 *           size (`defaultBatchSize`, 5,000) and its file reader (CsvFiles inline: decode, parse,
 *           normalise, check and encode each row, streamed as the machine asks for rows) → each
 *           batch's body as the console builds it (`bulkBodyOf`) → POST
 *           /admin/doctors/bulk_registers through the reference server's app (in-process, no
 *           socket), which commits each batch set-based and idempotently (import keys), with its
 *           e-mail uniqueness and reference checks, stopping at a refused row. In Node the reader,
 *           the server and PGlite share one thread (in the browser the reader is a Web Worker)
 *   COPY:   the same file (transcoded to UTF-8) straight into a staging table without indexes,
 *           and again followed by one INSERT … SELECT into a table shaped like doctors with all
 *           its indexes: the floor of storing these rows in this schema
 *
 * Prints both times, the rows per second and the ratio. `--rows N` for another size.
 */
import { sql } from 'drizzle-orm'
import { ManagedRuntime } from 'effect'
import { createActor, fromPromise, waitFor } from 'xstate'
import { makeEffectCallbackActor } from '../src/app/bridge'
import type { CommitBatchInput, RowOutcome } from '../src/domain/csv-import'
import { csvImportMachine, defaultBatchSize } from '../src/machines/csv-import.machine'
import { bulkBodyOf, outcomesOf } from '../src/services/bulk.ops'
import { csvOps } from '../src/services/csv.ops'
import { CsvFiles } from '../src/services/csv.service'
import { dumpEmptyDataDir, openDb } from '../server/src/db/database'
import { createApp } from '../server/src/http/app'
import { seedDemo } from '../server/src/seed/demo.seed'
import { makeDoctorCsv } from '../tests/e2e/fixtures/doctor-csv.fixture'
import { testAuthenticator } from '../tests/server/support/server'

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`)
  return i >= 0 ? Number(process.argv[i + 1]) : fallback
}
const rows = arg('rows', 100_000)
const seconds = (ms: number) => (ms / 1000).toFixed(2)

const main = async () => {
  const bytes = makeDoctorCsv({ count: rows, encoding: 'shift_jis', tag: 'bench' })
  console.log(`doctor CSV: ${rows.toLocaleString()} rows, ${(bytes.length / 1e6).toFixed(1)} MB Shift_JIS`)

  const db = await openDb({ loadDataDir: await dumpEmptyDataDir(), migrate: false })
  await seedDemo(db, 0)
  const app = createApp({ db, auth: testAuthenticator })

  // The console's import, end to end: its machine, reader and request bodies.
  const runtime = ManagedRuntime.make(CsvFiles.layerInline)
  let committingMs = 0
  const importer = createActor(
    csvImportMachine.provide({
      actors: {
        readFile: makeEffectCallbackActor(runtime)(csvOps.read),
        commitBatch: fromPromise<ReadonlyArray<RowOutcome>, CommitBatchInput>(async ({ input }) => {
          const t = performance.now()
          const res = await app.request('/api/v1/admin/doctors/bulk_registers', {
            method: 'POST',
            headers: { authorization: 'Bearer test:admin@medicolle.example', 'content-type': 'application/json' },
            body: bulkBodyOf(input.rows).bytes as Uint8Array<ArrayBuffer>,
          })
          if (res.status !== 200) throw new Error(`bulk_registers answered ${res.status}: ${await res.text()}`)
          const outcomes = outcomesOf(((await res.json()) as { payload: { results: Parameters<typeof outcomesOf>[0] } }).payload.results)
          committingMs += performance.now() - t
          return outcomes
        }),
      },
    }),
    { input: { kind: 'doctor' } },
  ).start()
  const started = performance.now()
  importer.send({ type: 'file.choose', file: new Blob([bytes as Uint8Array<ArrayBuffer>]), name: 'bench.csv' })
  const done = await waitFor(importer, (s) => s.hasTag('result') || s.hasTag('dialog'), { timeout: 3_600_000 })
  const importMs = performance.now() - started
  if (!done.matches('finished')) throw new Error(`the import stopped: ${JSON.stringify(done.value)} ${done.context.lastError ?? ''}`)
  const created = done.context.committed
  importer.stop()
  await runtime.dispose()
  // COPY: the floor.
  await db.query(sql`CREATE TABLE doctor_csv_staging (${sql.raw(Array.from({ length: 12 }, (_, i) => `c${i} text`).join(', '))})`)
  const copyStarted = performance.now()
  const pglite = db.pglite
  if (!pglite) throw new Error('bench needs the embedded PGlite database')
  // PGlite's COPY reads UTF-8 only: the file is transcoded first (counted in the COPY time).
  const utf8 = new TextEncoder().encode(new TextDecoder('shift_jis').decode(bytes))
  await pglite.query(`COPY doctor_csv_staging FROM '/dev/blob' WITH (FORMAT csv, HEADER true)`, [], { blob: new Blob([utf8]) })
  const copyMs = performance.now() - copyStarted
  const copied = Number((await db.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM doctor_csv_staging`))[0]?.n)
  // The floor of STORING those doctors: COPY of the same file, then one INSERT … SELECT into a
  // table shaped like doctors with all its indexes (trigram, character, page indexes) — what any
  // import into this schema pays at least, without checks, idempotency or per-row outcomes.
  await db.query(sql`CREATE TABLE doctors_copy (LIKE doctors INCLUDING ALL)`)
  await db.query(sql`TRUNCATE doctor_csv_staging`)
  const tableStarted = performance.now()
  await pglite.query(`COPY doctor_csv_staging FROM '/dev/blob' WITH (FORMAT csv, HEADER true)`, [], { blob: new Blob([utf8]) })
  await db.query(sql`
    INSERT INTO doctors_copy (email, last_name, first_name, last_name_kana, first_name_kana, medical_license_number, phone, prefecture, allowed)
    SELECT c0, c1, c2, c3, c4, c5, nullif(c6, ''), nullif(c7, ''), c11 IS DISTINCT FROM '0'
    FROM doctor_csv_staging`)
  const tableMs = performance.now() - tableStarted

  await db.close()

  console.log(`COPY into staging:            ${seconds(copyMs)} s  (${copied.toLocaleString()} rows)`)
  console.log(`import end to end:            ${seconds(importMs)} s  (${created.toLocaleString()} doctors, batches of ${defaultBatchSize.toLocaleString()}; waiting on bulk_registers ${seconds(committingMs)} s)`)
  console.log(`import rows/s:                ${Math.round(created / (importMs / 1000)).toLocaleString()}`)
  console.log(`COPY + INSERT into doctors' shape (indexes): ${seconds(tableMs)} s`)
  console.log(`ratio import / COPY:          ${(importMs / copyMs).toFixed(1)}×`)
  const ratio = importMs / tableMs
  console.log(`ratio import / COPY into doctors' shape: ${ratio.toFixed(2)}×  (goal ≤ 3×: ${ratio <= 3 ? 'met' : 'NOT met'})`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
