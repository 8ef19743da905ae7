/**
 * All demo data: the core areas (demo.seed.ts), then every other `*.seed.ts` module of this
 * folder (content.seed.ts: data of several areas) and of the area folders
 * (`server/src/areas/<area>/*.seed.ts`, e.g. media.seed.ts), discovered and run in order of file
 * name, so an area adds its demo data without editing a shared file. Such a module exports
 * `seed(db)` (or one `seedXxx(db)` function); it runs only right after the core demo data was
 * written into an empty database. Built (`npm run build:server`), every seed module is an entry of
 * its own next to main.js, so this folder is the only one to read there.
 */
import { existsSync, readdirSync, statSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { Db } from '../db/db'
import { seedDemo } from './demo.seed'

type SeedFn = (db: Db) => Promise<unknown>

const folder = dirname(fileURLToPath(import.meta.url))
/** The area folders, in the source tree only (built, the area seeds sit next to this module). */
const areasFolder = `${folder}/../areas`

const seedFiles = (dir: string) =>
  readdirSync(dir)
    .filter((f) => /\.seed\.(ts|js|mjs)$/.test(f) && !f.startsWith('demo.seed.') && !f.endsWith('.d.ts'))
    .map((name) => ({ name, path: `${dir}/${name}` }))

/** Every seed module but the core one, in order of file name. */
const discovered = () =>
  [
    ...seedFiles(folder),
    ...(existsSync(`${areasFolder}/index.ts`)
      ? readdirSync(areasFolder).flatMap((area) => (statSync(`${areasFolder}/${area}`).isDirectory() ? seedFiles(`${areasFolder}/${area}`) : []))
      : []),
  ].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))

const seedOf = (file: string, module: Record<string, unknown>): SeedFn => {
  if (typeof module.seed === 'function') return module.seed as SeedFn
  const candidates = Object.entries(module).filter(([name, value]) => /^seed[A-Z]/.test(name) && typeof value === 'function')
  if (candidates.length !== 1) throw new Error(`${file}: export one seed function (\`seed(db)\`), found ${candidates.length}`)
  return candidates[0]?.[1] as SeedFn
}

/** Seed an empty database; a one-line summary, or null when it already had data. */
export const seedAll = async (db: Db, doctorCount?: number): Promise<string | null> => {
  const core = await seedDemo(db, doctorCount)
  if (!core) return null
  const parts = [core]
  for (const file of discovered()) {
    const module = (await import(pathToFileURL(file.path).href)) as Record<string, unknown>
    const summary = await seedOf(file.name, module)(db)
    parts.push(typeof summary === 'string' ? summary : file.name.replace(/\.seed\.\w+$/, ''))
  }
  return parts.join('; ')
}
