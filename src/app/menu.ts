/**
 * The main menu (SPEC section 2, in that order; each area declares its entries in its
 * `<area>.area.ts`), which entry the current location highlights, and
 * which entries the signed-in account's role may see (管理者管理 only for an admin; the
 * server stays the authority). Logout is not an entry here: the layout adds it at the end and
 * calls the app's logout.
 *
 * The shell never imports the list of areas: the console's composition root builds the
 * menu from it (`menuSpecOf(areas)` in src/app/area.ts, called by src/app/console-routes.ts) and
 * hands it to the main layout and the home page through `MenuContext` (src/app/console.tsx).
 */
import type { MenuEntry } from '../views/layouts/main.layout'
import type { WorkQueueCounts } from '../domain/work-queue'
import type { MenuAccess, MenuSpec } from './area'

export type { MenuAccess, MenuSpec }

export const hrefOf = (spec: Pick<MenuSpec, 'path' | 'status'>): string =>
  spec.status ? `${spec.path}?status=${encodeURIComponent(spec.status)}` : spec.path

const under = (pathname: string, path: string): boolean => pathname === path || pathname.startsWith(`${path}/`)

export interface MenuLocation {
  readonly pathname: string
  /** Parsed search params of the current location. */
  readonly search: Readonly<Record<string, unknown>>
}

/** The entry's queue count, when it has a queue and the count is known. */
const badgeOf = (spec: MenuSpec, counts: WorkQueueCounts | undefined): { readonly badge?: number } =>
  spec.queue !== undefined && counts !== undefined ? { badge: counts[spec.queue] } : {}

const toEntry = (spec: MenuSpec, location: MenuLocation, counts?: WorkQueueCounts): MenuEntry => {
  if (spec.children) {
    const children = spec.children.map((child) => toEntry(child, location, counts))
    return {
      key: spec.key,
      label: spec.label,
      icon: spec.icon,
      active: under(location.pathname, spec.path),
      children,
      ...badgeOf(spec, counts),
    }
  }
  const active = spec.status
    ? under(location.pathname, spec.path) && location.search.status === spec.status
    : under(location.pathname, spec.path)
  return { key: spec.key, label: spec.label, icon: spec.icon, href: hrefOf(spec), active, ...badgeOf(spec, counts) }
}

/** May `access` see the entry? An entry that needs a permission stays hidden while the role is unknown. */
export const allowedBy = (spec: Pick<MenuSpec, 'requires'>, access: MenuAccess | undefined): boolean =>
  spec.requires === undefined || access?.[spec.requires] === true

/**
 * The menu for the current location and the account's access, with the matching entry marked active.
 * `reserve`: while the role is asked (`access` undefined), an entry that needs a permission is kept
 * as a `pending` slot instead of being left out (the layout keeps its place, hidden), so the entries
 * under it do not move when the role arrives (layout shift).
 */
export const menuEntriesOf = (
  menuSpec: ReadonlyArray<MenuSpec>,
  location: MenuLocation,
  access?: MenuAccess,
  reserve = false,
  counts?: WorkQueueCounts,
): ReadonlyArray<MenuEntry> =>
  menuSpec.flatMap((spec): ReadonlyArray<MenuEntry> =>
    allowedBy(spec, access) ? [toEntry(spec, location, counts)] : reserve && access === undefined ? [{ ...toEntry(spec, location), pending: true }] : [],
  )
