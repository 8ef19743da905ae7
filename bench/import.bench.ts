/**
 * `npm run bench:import` (part of `npm run bench`): a 100k-row doctor CSV import, end to end, against a plain COPY of the same
 * file into the same (embedded PGlite) database.
 *
 *   import: Shift_JIS bytes → decode + parse + normalise + check every row with the domain
 *           schema (the console's own CSV code) → POST /admin/doctors/bulk_registers in batches
 *           of maxBulkRows (5,000) through the reference server's app (in-process, no socket),
 *           which commits each batch set-based and idempotently (import keys), with its e-mail
 *           uniqueness and reference checks, stopping at a refused row
 *   COPY:   the same file (transcoded to UTF-8) straight into a staging table without indexes,
 *           and again followed by one INSERT … SELECT into a table shaped like doctors with all
 *           its indexes: the floor of storing these rows in this schema
 *
 * Prints both times, the rows per second and the ratio. `--rows N` for another size.
 */
import { sql } from 'drizzle-orm'
import { maxBulkRows } from '../src/domain/bulk'
import { parseCsvBytes } from '../src/services/csv/parse-csv'
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

  // The console's import, end to end.
  const started = performance.now()
  const parsed = await parseCsvBytes(bytes, 'doctor', 'bench.csv')
  const parsedMs = performance.now() - started
  const accepted = parsed.rows.filter((r) => r.errors.length === 0)
  let created = 0
  for (let i = 0; i < accepted.length; i += maxBulkRows) {
    const batch = accepted.slice(i, i + maxBulkRows).map((r) => ({ row: r.line, importKey: r.key, input: r.value }))
    const res = await app.request('/api/v1/admin/doctors/bulk_registers', {
      method: 'POST',
      headers: { authorization: 'Bearer test:admin@medicolle.example', 'content-type': 'application/json' },
      body: JSON.stringify({ rows: batch }),
    })
    if (res.status !== 200) throw new Error(`bulk_registers answered ${res.status}: ${await res.text()}`)
    created += ((await res.json()) as { payload: { succeeded: number } }).payload.succeeded
  }
  const importMs = performance.now() - started
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
  console.log(`import end to end:            ${seconds(importMs)} s  (${created.toLocaleString()} doctors; parse+check ${seconds(parsedMs)} s)`)
  console.log(`import rows/s:                ${Math.round(created / (importMs / 1000)).toLocaleString()}`)
  console.log(`COPY + INSERT into doctors' shape (indexes): ${seconds(tableMs)} s`)
  console.log(`ratio import / COPY:          ${(importMs / copyMs).toFixed(1)}×`)
  console.log(`ratio import / COPY into doctors' shape: ${(importMs / tableMs).toFixed(1)}×`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
