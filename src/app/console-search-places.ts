/**
 * What the console search (Ctrl+K) offers besides records: the pages and actions this operator may
 * use, derived from the menu and the route tree (never listed by hand) — every menu entry the role
 * may see, and each area's 新規登録 (`<path>/new`) and CSV取込 (`<path>/import`) where the route
 * tree has them, under the entry that owns the path (so an admin-only area's actions follow its
 * entry's access) — and where a record found opens.
 */
import type { ConsoleSearchHit, SearchKind } from '../domain/console-search'
import type { MenuAccess, MenuSpec } from './area'
import { allowedBy, hrefOf } from './menu'

export interface SearchPlace {
  readonly key: string
  readonly label: string
  readonly href: string
}

/** The actions a list page's route tree may offer, by the path under the entry's, and their words. */
const actionsOf = (words: { readonly newRecord: string; readonly importCsv: string }) =>
  [
    ['new', words.newRecord],
    ['import', words.importCsv],
  ] as const

/** The pages and actions `access` may use: the menu's entries (a child under its parent's label) and each entry's new / import routes. */
export const searchPlacesOf = (
  menu: ReadonlyArray<MenuSpec>,
  routePaths: ReadonlyArray<string>,
  access: MenuAccess | undefined,
  words: { readonly newRecord: string; readonly importCsv: string },
): ReadonlyArray<SearchPlace> => {
  const paths = new Set(routePaths.map((p) => p.replace(/\/+$/, '')))
  return menu
    .filter((spec) => allowedBy(spec, access))
    .flatMap((spec): ReadonlyArray<SearchPlace> => {
      if (spec.children) return spec.children.filter((child) => allowedBy(child, access)).map((child) => ({ key: child.key, label: `${spec.label} › ${child.label}`, href: hrefOf(child) }))
      const actions = actionsOf(words)
        .filter(([suffix]) => paths.has(`${spec.path}/${suffix}`))
        .map(([suffix, label]) => ({ key: `${spec.key}-${suffix}`, label: `${spec.label} › ${label}`, href: `${spec.path}/${suffix}` }))
      return [{ key: spec.key, label: spec.label, href: hrefOf(spec) }, ...actions]
    })
}

/** Where a record of each kind opens (its detail page; an organisation and a press release: their edit page; a node: the tree). */
const recordPaths: Readonly<Record<SearchKind, (id: string) => string>> = {
  doctor: (id) => `/doctor/${id}`,
  client: (id) => `/client/${id}`,
  organization: (id) => `/organization/${id}/edit`,
  manuscript: (id) => `/manuscript/${id}`,
  pressRelease: (id) => `/press_release/${id}/edit`,
  media: (id) => `/press_release/media/${id}`,
  expertise: () => '/expertise',
  operator: (id) => `/operator/${id}`,
}

export const hrefOfHit = (hit: Pick<ConsoleSearchHit, 'kind' | 'id'>): string => recordPaths[hit.kind](encodeURIComponent(hit.id))

// ── Recently opened records (this browser, per operator)

const recentMax = 8
const recentKey = (uid: string) => `medicolle.recentRecords.${uid}`

const isHit = (value: unknown): value is ConsoleSearchHit =>
  typeof value === 'object' && value !== null && typeof (value as ConsoleSearchHit).id === 'string' && typeof (value as ConsoleSearchHit).kind === 'string' && (value as ConsoleSearchHit).kind in recordPaths && typeof (value as ConsoleSearchHit).title === 'string'

/** The records this operator opened from the search, newest first (a store that cannot be read: none). */
export const recentRecords = (uid: string | undefined, storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): ReadonlyArray<ConsoleSearchHit> => {
  if (uid === undefined || storage === undefined) return []
  try {
    const parsed: unknown = JSON.parse(storage.getItem(recentKey(uid)) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter(isHit).slice(0, recentMax) : []
  } catch {
    return []
  }
}

/** Remember that this operator opened `hit` (first, once; at most 8 kept). A store that cannot be written keeps nothing. */
export const rememberRecent = (uid: string | undefined, hit: ConsoleSearchHit, storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.localStorage): void => {
  if (uid === undefined || storage === undefined) return
  const kept = recentRecords(uid, storage).filter((r) => !(r.kind === hit.kind && r.id === hit.id))
  try {
    storage.setItem(recentKey(uid), JSON.stringify([hit, ...kept].slice(0, recentMax)))
  } catch {
    // private mode or a full store: the list is a convenience, the record still opens
  }
}
