/**
 * A fresh, migrated database for one test file (or one Pact provider run), without initdb:
 * - PGlite (default): a clone of a migrated template data dir. The template is built once
 *   (`dumpEmptyDataDir()`), cached as a tarball under `.tmp/` keyed by a hash of PGlite's version and
 *   the migration files, and each caller `loadDataDir`s it into a new in-memory PGlite (~1 s).
 * - PostgreSQL when DATABASE_URL is set (scripts/with-postgres.sh): a new database per call,
 *   migrated by the same drizzle migrator.
 */
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import pg from 'pg'
import { dumpEmptyDataDir, migrationsFolder, openDb, type OpenDb } from '@server/src/db/database'

const templateFile = () => {
  const hash = createHash('sha256')
  // a data dir is PGlite's own format: one written by another PGlite version may not open (0.5 → 0.6 did not)
  hash.update(JSON.parse(readFileSync('node_modules/@electric-sql/pglite/package.json', 'utf8')).version)
  for (const file of readdirSync(migrationsFolder, { recursive: true }).map(String).sort())
    if (file.endsWith('.sql') || file.endsWith('.json')) hash.update(file).update(readFileSync(`${migrationsFolder}/${file}`))
  return `.tmp/pglite-template-${hash.digest('hex').slice(0, 16)}.tar`
}

/** The migrated, empty PGlite data dir as a tarball (built on first use, then cached). */
export const preparedDataDir = async (): Promise<Blob> => {
  const file = templateFile()
  if (!existsSync(file)) {
    mkdirSync('.tmp', { recursive: true })
    const blob = await dumpEmptyDataDir()
    const tmp = `${file}.${process.pid}`
    writeFileSync(tmp, Buffer.from(await blob.arrayBuffer()))
    renameSync(tmp, file) // atomic: parallel test files never read half a template
  }
  return new Blob([readFileSync(file)])
}

const freshPostgresDatabase = async (url: string): Promise<string> => {
  const name = `t_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}

/** A fresh migrated database: PGlite clone, or a new PostgreSQL database when DATABASE_URL is set. */
export const openTestDb = async (): Promise<OpenDb> => {
  const url = process.env.DATABASE_URL
  return url ? openDb({ databaseUrl: await freshPostgresDatabase(url) }) : openDb({ loadDataDir: await preparedDataDir(), migrate: false })
}
