/**
 * Each table has one owner (issue 39; docs/architecture.md "Table ownership"): the area whose
 * `server/src/areas/<area>/*.table.ts` declares it. No file outside that area writes the table
 * (INSERT, UPDATE, DELETE, or drizzle's `insert` / `update` / `delete` builders) or reads it with raw
 * SQL (`FROM` / `JOIN` it); other areas, the sign-in and the HTTP layer use what the owner exports from
 * its index (a function, a query fragment, a view). The few shared tables of `server/src/db/schema*.ts`
 * are owned by the modules named below. Demo and seed data (server/src/seed/, `*.seed.ts`) write
 * tables directly and are not checked: they are not a request's path.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')
const serverSource = 'server/src'

interface SourceFile {
  readonly path: string
  readonly text: string
}

const sourceFiles = (dir: string): SourceFile[] =>
  readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(path)
    return path.endsWith('.ts') ? [{ path: relative(root, join(root, path)), text: readFileSync(join(root, path), 'utf8') }] : []
  })

/** The shared tables (server/src/db/schema*.ts) and the files or folders that own them. */
const sharedOwners: Readonly<Record<string, ReadonlyArray<string>>> = {
  import_keys: ['server/src/areas/support/bulk.ts'],
  audit_logs: ['server/src/areas/support/audit.ts', 'server/src/http/audited.ts', 'server/src/areas/audit-log/'],
  rate_limits: ['server/src/http/rate-limit.ts'],
  documents: ['server/src/areas/client/'],
}

interface Table {
  readonly name: string
  /** The drizzle declaration's name (`export const doctors = entityTable('doctors', …)`, or `pgTable(…)`). */
  readonly declared: string
  /** Path prefixes of the files that may write it and name it in SQL. */
  readonly owners: ReadonlyArray<string>
}

/** `pgTable`, or `entityTable` (db/columns.ts: a pgTable with the shared `id` column). */
const declarations = /export const (\w+) = (?:pgTable|entityTable)\(\s*'(\w+)'/g

/** Every table, its owner derived from where it is declared. */
export const tablesOf = (files: ReadonlyArray<SourceFile>): Table[] =>
  files.flatMap((file) => {
    const area = /^server\/src\/areas\/([^/]+)\/[^/]+\.table\.ts$/.exec(file.path)?.[1]
    const shared = /^server\/src\/db\/schema[^/]*\.ts$/.test(file.path)
    if (!area && !shared) return []
    return [...file.text.matchAll(declarations)].map(([, declared, name]) => ({
      name: name!,
      declared: declared!,
      owners: area ? [`server/src/areas/${area}/`] : (sharedOwners[name!] ?? []),
    }))
  })

/** Comments say what code does in words (`UPDATE doctors …` in a doc comment is no statement). */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '')

const exempt = (path: string) => path.startsWith('server/src/seed/') || path.endsWith('.seed.ts')

export interface Violation {
  readonly file: string
  readonly table: string
  readonly statement: string
}

/** Statements in `files` that write a table outside its owner, or read it with raw SQL. */
export const violations = (files: ReadonlyArray<SourceFile>, tables: ReadonlyArray<Table>): Violation[] =>
  files
    .filter((file) => file.path.startsWith(`${serverSource}/`) && !exempt(file.path))
    .flatMap((file) => {
      const code = withoutComments(file.text)
      return tables
        .filter((table) => !table.owners.some((owner) => file.path.startsWith(owner)))
        .flatMap((table) => [
          ...[...code.matchAll(new RegExp(`\\b(INSERT INTO|UPDATE|DELETE FROM|FROM|JOIN|TRUNCATE)\\s+${table.name}\\b`, 'g'))].map((m) => m[0]),
          ...[...code.matchAll(new RegExp(`\\.(insert|update|delete|from)\\(\\s*(\\w+\\.)?${table.declared}\\s*\\)`, 'g'))].map((m) => m[0]),
        ].map((statement) => ({ file: file.path, table: table.name, statement })))
    })

describe('table ownership', () => {
  const files = sourceFiles(serverSource)
  const tables = tablesOf(files)

  it('knows the owner of every table (a shared table of db/schema*.ts is given one above)', () => {
    expect(tables.length).toBeGreaterThan(30)
    expect(tables.filter((t) => t.owners.length === 0).map((t) => t.name)).toEqual([])
    expect(tables.find((t) => t.name === 'doctors')?.owners).toEqual(['server/src/areas/doctor/'])
    expect(tables.find((t) => t.name === 'mp_ledger')?.owners).toEqual(['server/src/areas/points/'])
    expect(tables.find((t) => t.name === 'content_tags')?.owners).toEqual(['server/src/areas/tag/'])
    expect(tables.find((t) => t.name === 'audit_logs')?.owners).toEqual(sharedOwners['audit_logs'])
  })

  it('no statement writes another area\'s table or reads it with raw SQL', () => {
    expect(violations(files, tables)).toEqual([])
  })

  it('refuses a planted write or raw read outside the owner, and accepts the same in the owner', () => {
    const planted = (path: string, text: string) => violations([{ path, text }], tables)
    expect(planted('server/src/auth.ts', 'db.query(sql`UPDATE doctors SET firebase_uid = ${uid}`)')).toEqual([
      { file: 'server/src/auth.ts', table: 'doctors', statement: 'UPDATE doctors' },
    ])
    expect(planted('server/src/areas/notification/notification.repository.ts', 'build.update(doctors).set({ notificationDisabled: true })')).toEqual([
      { file: 'server/src/areas/notification/notification.repository.ts', table: 'doctors', statement: '.update(doctors)' },
    ])
    expect(planted('server/src/areas/support/mp-ledger.ts', 'sql`INSERT INTO mp_ledger (doctor_id) VALUES (${id})`')).toEqual([
      { file: 'server/src/areas/support/mp-ledger.ts', table: 'mp_ledger', statement: 'INSERT INTO mp_ledger' },
    ])
    expect(planted('server/src/areas/press-release/x.ts', 'sql`SELECT p.* FROM press_releases p JOIN clients c ON c.id = p.client_id`')).toEqual([
      { file: 'server/src/areas/press-release/x.ts', table: 'clients', statement: 'JOIN clients' },
    ])
    expect(planted('server/src/http/x.ts', 'sql`DELETE FROM import_keys WHERE scope = ${s}`')).toEqual([
      { file: 'server/src/http/x.ts', table: 'import_keys', statement: 'DELETE FROM import_keys' },
    ])
    expect(planted('server/src/areas/doctor/doctor.repository.ts', 'sql`UPDATE doctors SET frozen = true`; build.update(doctors)')).toEqual([])
    expect(planted('server/src/areas/stats/x.ts', '/** counts FROM doctors, by the doctor area */\nexport const n = 1')).toEqual([])
    expect(planted('server/src/seed/x.ts', 'sql`INSERT INTO doctors (email) VALUES (${e})`')).toEqual([])
  })
})
