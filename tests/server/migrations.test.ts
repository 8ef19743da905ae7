/**
 * The schema modules (drizzle.config.ts `schema`: server/src/db/schema*.ts and the areas' tables) and the migration folder (server/drizzle/) are in
 * step: drizzle-kit, run against a copy of the folder, has nothing to generate; the snapshots form
 * one chain matching the journal; and a database migrated from the SQL holds exactly what the
 * latest snapshot says (so a hand-edited migration cannot drift from the schema unnoticed).
 */
import { execFile } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { promisify } from 'node:util'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import drizzleConfig from '../../drizzle.config'
import { migrationsFolder, type OpenDb } from '@server/src/db/database'
import { openTestDb } from './support/db'

const run = promisify(execFile)
const root = resolve(import.meta.dirname, '../..')

interface Journal {
  entries: Array<{ idx: number; tag: string; when: number }>
}
interface Snapshot {
  id: string
  prevId: string
  tables: Record<
    string,
    {
      name: string
      columns: Record<string, { name: string; notNull: boolean }>
      indexes: Record<string, { name: string }>
      foreignKeys: Record<string, { name: string }>
      compositePrimaryKeys: Record<string, { name: string }>
      uniqueConstraints: Record<string, { name: string }>
      checkConstraints: Record<string, { name: string }>
    }
  >
}

const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as Journal
const snapshot = (idx: number) =>
  JSON.parse(readFileSync(`${migrationsFolder}/meta/${String(idx).padStart(4, '0')}_snapshot.json`, 'utf8')) as Snapshot

describe('migrations', () => {
  it('drizzle-kit generates nothing new from the schema modules', async () => {
    // drizzle-kit wants `out` relative to the working directory: a throw-away copy under .tmp/.
    const work = mkdtempSync(resolve(root, '.tmp/migrations-check-'))
    try {
      const out = resolve(work, 'drizzle')
      cpSync(migrationsFolder, out, { recursive: true })
      const config = resolve(work, 'drizzle.config.ts')
      writeFileSync(
        config,
        `export default { dialect: 'postgresql', schema: ${JSON.stringify(drizzleConfig.schema)}, out: './${relative(root, out)}' }\n`,
      )
      const { stdout } = await run(process.execPath, [resolve(root, 'node_modules/drizzle-kit/bin.cjs'), 'generate', '--config', config], {
        cwd: root,
        env: { ...process.env, DATABASE_URL: '' },
      })
      expect(stdout).toContain('No schema changes')
      expect(readdirSync(out).sort()).toEqual(readdirSync(migrationsFolder).sort())
    } finally {
      rmSync(work, { recursive: true, force: true })
    }
  })

  it('has one SQL file and one snapshot per journal entry, the snapshots chained in order', () => {
    const sqlFiles = readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql')).sort()
    expect(sqlFiles).toEqual(journal.entries.map((e) => `${e.tag}.sql`))
    let prevId = '00000000-0000-0000-0000-000000000000'
    for (const entry of journal.entries) {
      expect(existsSync(`${migrationsFolder}/meta/${String(entry.idx).padStart(4, '0')}_snapshot.json`)).toBe(true)
      const s = snapshot(entry.idx)
      expect(s.prevId, `${entry.tag}: prevId`).toBe(prevId)
      prevId = s.id
    }
    const whens = journal.entries.map((e) => e.when)
    expect(whens).toEqual([...whens].sort((a, b) => a - b)) // the migrator applies by time
  })

  describe('a migrated database', () => {
    let db: OpenDb
    beforeAll(async () => {
      db = await openTestDb()
    })
    afterAll(() => db.close())

    it('holds exactly the tables, columns and named constraints and indexes of the latest snapshot', async () => {
      const latest = snapshot(journal.entries.length - 1)
      const names = async (query: ReturnType<typeof sql>) => (await db.query<{ n: string }>(query)).map((r) => r.n).sort()
      const expected = Object.values(latest.tables)
      expect(await names(sql`SELECT table_name AS n FROM information_schema.tables WHERE table_schema = 'public'`)).toEqual(
        expected.map((t) => t.name).sort(),
      )
      expect(
        await names(sql`SELECT table_name || '.' || column_name AS n FROM information_schema.columns WHERE table_schema = 'public'`),
      ).toEqual(expected.flatMap((t) => Object.values(t.columns).map((c) => `${t.name}.${c.name}`)).sort())
      // Constraints other than single-column primary keys (PostgreSQL's `<table>_pkey`, not in the snapshot).
      expect(
        await names(sql`SELECT conname AS n FROM pg_constraint WHERE connamespace = 'public'::regnamespace
          AND NOT (contype = 'p' AND conname LIKE '%\_pkey') AND contype <> 'n'`),
      ).toEqual(
        expected
          .flatMap((t) => [t.foreignKeys, t.compositePrimaryKeys, t.uniqueConstraints, t.checkConstraints].flatMap((c) => Object.values(c ?? {})))
          .map((c) => c.name)
          .sort(),
      )
      expect(
        // Indexes of their own, not those behind a primary key or unique constraint.
        await names(sql`SELECT c.relname AS n FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
          WHERE c.relnamespace = 'public'::regnamespace AND NOT EXISTS (SELECT 1 FROM pg_constraint k WHERE k.conindid = i.indexrelid)`),
      ).toEqual(expected.flatMap((t) => Object.values(t.indexes).map((i) => i.name)).sort())
    })
  })
})
