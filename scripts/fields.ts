/**
 * `npm run fields`: for every field of every record kind (its record Schema and its input Schema in
 * src/domain), the production source files that name it — as the console spells it (camelCase) or as
 * the database does (snake_case) — so "how many places does adding or renaming one field touch?" is
 * measured, not guessed (issue 39: every field in at most 4 files: its record declaration and its
 * table, plus at most two where behaviour is truly specific to it).
 *
 * Production files: src/ and server/src/ (.ts, .tsx), without seeds (server/src/seed, `*.seed.ts`), generated
 * migrations (server/drizzle) and tests (tests/ is not read). A name is matched as a whole word.
 * A field name that several kinds share (`email`, `name`, `phone` …) or that the code uses for
 * other things too cannot be told apart by its spelling: such rows are marked `shared` and left out
 * of the summary's maximum; the distinctive names are what the figure is about.
 *
 *   npm run fields                 the table (kind, field, files) and the summary
 *   npm run fields -- --field medicalLicenseNumber   one field's files, one a line
 *   npm run fields -- --json       the whole measurement as JSON
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { Schema } from 'effect'
import { Client, ClientInput } from '../src/domain/client'
import { Doctor, DoctorInput } from '../src/domain/doctor'
import { Expertise, ExpertiseUpdate } from '../src/domain/expertise'
import { Manuscript, ManuscriptInput } from '../src/domain/manuscript'
import { Media, MediaInput } from '../src/domain/media'
import { Operator, OperatorInput } from '../src/domain/operator'
import { Organization, OrganizationInput } from '../src/domain/organization'
import { PressRelease, PressReleaseInput } from '../src/domain/press-release'

type Struct = Schema.Struct<Schema.Struct.Fields>

/** The record kinds and the Schemas whose fields they have (the record as read, and what its form sends). */
const kinds: ReadonlyArray<readonly [string, ReadonlyArray<Struct>]> = [
  ['doctor', [Doctor, DoctorInput]],
  ['client', [Client, ClientInput]],
  ['organization', [Organization, OrganizationInput]],
  ['operator', [Operator, OperatorInput]],
  ['manuscript', [Manuscript, ManuscriptInput]],
  ['pressRelease', [PressRelease, PressReleaseInput]],
  ['media', [Media, MediaInput]],
  ['expertise', [Expertise, ExpertiseUpdate]],
]

const root = new URL('..', import.meta.url).pathname
const skipped = [/^server\/src\/seed\//, /\.seed\.ts$/, /^server\/drizzle\//]

const sourceFiles = (dir: string): string[] =>
  readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(path)
    return /\.(ts|tsx)$/.test(name) && !skipped.some((r) => r.test(path)) ? [path] : []
  })

const snake = (camel: string) => camel.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

export interface FieldPlaces {
  readonly kind: string
  readonly field: string
  /** Another kind has a field of this name (or a generic one): its files cannot be told apart. */
  readonly shared: boolean
  readonly files: ReadonlyArray<string>
}

export const measureFields = (): ReadonlyArray<FieldPlaces> => {
  const files = [...sourceFiles('src'), ...sourceFiles('server/src')].map((path) => ({ path: relative(root, join(root, path)), text: readFileSync(join(root, path), 'utf8') }))
  const fieldsOf = kinds.map(([kind, schemas]) => [kind, [...new Set(schemas.flatMap((s) => Object.keys(s.fields)))]] as const)
  const owners = new Map<string, number>()
  for (const [, fields] of fieldsOf) for (const f of fields) owners.set(f, (owners.get(f) ?? 0) + 1)
  // words the code uses for other things too (a union's tag, a role check, a flag …)
  const generic = new Set(['id', 'name', 'version', 'createdAt', 'updatedAt', 'deletedAt', 'status', 'title', 'body', 'url', 'email', 'phone', 'description', 'kind', 'role', 'active', 'hold', 'notification'])
  return fieldsOf.flatMap(([kind, fields]) =>
    fields.map((field) => {
      const word = new RegExp(`\\b(${field}|${snake(field)})\\b`)
      return {
        kind,
        field,
        shared: (owners.get(field) ?? 0) > 1 || generic.has(field),
        files: files.filter((f) => word.test(f.text)).map((f) => f.path).sort(),
      }
    }),
  )
}

const main = () => {
  const { values } = parseArgs({ options: { field: { type: 'string' }, json: { type: 'boolean', default: false } } })
  const all = measureFields()
  if (values.json) return console.log(JSON.stringify(all, null, 2))
  if (values.field) {
    for (const row of all.filter((r) => r.field === values.field)) console.log(`${row.kind}.${row.field} (${row.files.length} files)\n  ${row.files.join('\n  ')}`)
    return
  }
  console.log('| kind | field | files | |\n|---|---|---|---|')
  for (const row of [...all].sort((a, b) => b.files.length - a.files.length)) console.log(`| ${row.kind} | ${row.field} | ${row.files.length} | ${row.shared ? 'shared' : ''} |`)
  const distinctive = all.filter((r) => !r.shared)
  const most = Math.max(...distinctive.map((r) => r.files.length))
  const over = distinctive.filter((r) => r.files.length > 4).length
  console.log(`\n${distinctive.length} distinctive fields (of ${all.length}): at most ${most} files each; ${over} named in more than 4`)
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) main()
