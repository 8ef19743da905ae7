/**
 * All demo data: the core areas (demo.seed.ts), then every other `*.seed.ts` module of this
 * folder (e.g. content.seed.ts), discovered, so an area adds its demo data without editing a
 * shared file. Such a module exports `seed(db)` (or one `seedXxx(db)` function); it runs only
 * right after the core demo data was written into an empty database.
 */
import { readdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { Db } from '../db/database'
import { seedDemo } from './demo.seed'

type SeedFn = (db: Db) => Promise<unknown>

const folder = dirname(fileURLToPath(import.meta.url))

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
  const files = readdirSync(folder)
    .filter((f) => /\.seed\.(ts|js|mjs)$/.test(f) && !f.startsWith('demo.seed.') && !f.endsWith('.d.ts'))
    .sort()
  for (const file of files) {
    const module = (await import(pathToFileURL(`${folder}/${file}`).href)) as Record<string, unknown>
    const summary = await seedOf(file, module)(db)
    parts.push(typeof summary === 'string' ? summary : file.replace(/\.seed\.\w+$/, ''))
  }
  return parts.join('; ')
}
