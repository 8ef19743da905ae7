/**
 * The main menu (SPEC section 2, in that order; each area declares its entries in its
 * `<area>.area.ts`), which entry the current location highlights, and
 * which entries the signed-in account's role may see (issue 17: 管理者管理 only for an admin; the
 * server stays the authority). Logout is not an entry here: the layout adds it at the end and
 * calls the app's logout.
 */
import { areas } from '../areas'
import type { MenuEntry } from '../views/layouts/main.layout'
import type { MenuAccess, MenuSpec } from './area'

export type { MenuAccess, MenuSpec }

/**
 * The menu of SPEC section 2: every area's entries, in the order of the list of areas
 * (src/areas/index.ts). An entry needs what its area needs (`Area.requires`, the same declaration
 * the routes' access notice reads: src/app/route-access.tsx), unless it says more itself.
 */
export const menuSpec: ReadonlyArray<MenuSpec> = areas.flatMap((area) =>
  (area.menu ?? []).map((spec) => {
    const requires = spec.requires ?? area.requires
    return requires === undefined ? spec : { ...spec, requires }
  }),
)

export const hrefOf = (spec: Pick<MenuSpec, 'path' | 'status'>): string =>
  spec.status ? `${spec.path}?status=${encodeURIComponent(spec.status)}` : spec.path

const under = (pathname: string, path: string): boolean => pathname === path || pathname.startsWith(`${path}/`)

export interface MenuLocation {
  readonly pathname: string
  /** Parsed search params of the current location. */
  readonly search: Readonly<Record<string, unknown>>
}

const toEntry = (spec: MenuSpec, location: MenuLocation): MenuEntry => {
  if (spec.children) {
    const children = spec.children.map((child) => toEntry(child, location))
    return {
      key: spec.key,
      label: spec.label,
      icon: spec.icon,
      active: under(location.pathname, spec.path),
      children,
    }
  }
  const active = spec.status
    ? under(location.pathname, spec.path) && location.search.status === spec.status
    : under(location.pathname, spec.path)
  return { key: spec.key, label: spec.label, icon: spec.icon, href: hrefOf(spec), active }
}

/** May `access` see the entry? An entry that needs a permission stays hidden while the role is unknown. */
export const allowedBy = (spec: Pick<MenuSpec, 'requires'>, access: MenuAccess | undefined): boolean =>
  spec.requires === undefined || access?.[spec.requires] === true

/**
 * The menu for the current location and the account's access, with the matching entry marked active.
 * `reserve`: while the role is asked (`access` undefined), an entry that needs a permission is kept
 * as a `pending` slot instead of being left out (the layout keeps its place, hidden), so the entries
 * under it do not move when the role arrives (issue 31: layout shift).
 */
export const menuEntries = (location: MenuLocation, access?: MenuAccess, reserve = false): ReadonlyArray<MenuEntry> =>
  menuSpec.flatMap((spec): ReadonlyArray<MenuEntry> =>
    allowedBy(spec, access) ? [toEntry(spec, location)] : reserve && access === undefined ? [{ ...toEntry(spec, location), pending: true }] : [],
  )
