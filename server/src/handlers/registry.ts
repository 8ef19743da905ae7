/**
 * Every handler, keyed by catalogue name, gathered from the area files of this folder.
 *
 * An area is one file `server/src/handlers/<area>.handlers.ts` exporting one or more handler
 * sets typed against the catalogue:
 *
 *   export const tagHandlers: HandlersFor<Catalogue, 'general.tags.list' | 'general.tags.create'> = { ... }
 *
 * Adding an area is adding its file: this registry discovers every `*.handlers.ts` (or `.js`)
 * here, so no shared file needs an edit. Two files answering the same call is a start-up error;
 * a catalogued call nobody answers gets the generic 501 '… は未実装です' (see http/app.ts), and
 * tests/server/catalogue-coverage.test.ts fails for it (every call has a handler today).
 */
import { readdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { Catalogue, CallName } from '../../../src/domain/catalogue'
import { allEndpoints } from '../../../src/domain/catalogue'
import type { Handler } from './handler'

export type Handlers = { readonly [K in CallName]?: Handler<Catalogue[K]> }

const folder = dirname(fileURLToPath(import.meta.url))
const callNames = new Set<string>(allEndpoints.map((e) => e.name))

/** A handler set: a non-empty object of functions, at least one keyed by a call name. */
const isHandlerSet = (value: unknown): value is Record<string, Handler<any>> =>
  typeof value === 'object' &&
  value !== null &&
  Object.keys(value).length > 0 &&
  Object.values(value).every((handler) => typeof handler === 'function') &&
  Object.keys(value).some((name) => callNames.has(name))

const gather = async (): Promise<{ handlers: Handlers; sources: Readonly<Record<string, string>> }> => {
  const files = readdirSync(folder)
    .filter((f) => /\.handlers\.(ts|js|mjs)$/.test(f) && !f.endsWith('.d.ts'))
    .sort()
  const handlers: Record<string, Handler<any>> = {}
  const sources: Record<string, string> = {}
  for (const file of files) {
    const module = (await import(pathToFileURL(`${folder}/${file}`).href)) as Record<string, unknown>
    for (const [exportName, value] of Object.entries(module)) {
      if (!isHandlerSet(value)) continue
      const unknown = Object.keys(value).filter((name) => !callNames.has(name))
      if (unknown.length) throw new Error(`${file} (${exportName}) answers calls the catalogue does not have: ${unknown.join(', ')}`)
      for (const [name, handler] of Object.entries(value)) {
        if (sources[name] && handlers[name] !== handler)
          throw new Error(`handler for ${name} is defined twice: ${sources[name]} and ${file} (${exportName})`)
        handlers[name] = handler
        sources[name] = file
      }
    }
  }
  return { handlers: handlers as Handlers, sources }
}

const gathered = await gather()

/** Handlers by catalogue name. */
export const handlers: Handlers = gathered.handlers

/** Which area file answers each call (for the coverage test and `npm run api:list`-style reports). */
export const handlerSources: Readonly<Record<string, string>> = gathered.sources

/**
 * The complete map, for a type-level check once every area is written:
 * `const all = { ...a, ...b } satisfies CompleteHandlers` fails `tsc` for any missing call.
 */
export type CompleteHandlers = { readonly [K in CallName]: Handler<Catalogue[K]> }
