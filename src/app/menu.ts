/**
 * The main menu (SPEC section 2, in that order), which entry the current location highlights, and
 * which entries the signed-in account's role may see (issue 17: 管理者管理 only for an admin; the
 * server stays the authority). Logout is not an entry here: the layout adds it at the end and
 * calls the app's logout.
 */
import type { MenuEntry } from '../views/layouts/main.layout'
import { shellText } from '../views/text/shell.text'

/** Press release statuses used by the PR sub-entries (SPEC section 4). */
export const pressReleaseStatuses = ['editing', 'request', 'published', 'suspend'] as const
export type PressReleaseStatus = (typeof pressReleaseStatuses)[number]

export const isPressReleaseStatus = (value: unknown): value is PressReleaseStatus =>
  typeof value === 'string' && (pressReleaseStatuses as ReadonlyArray<string>).includes(value)

interface MenuSpec {
  readonly key: string
  readonly label: string
  readonly icon: string
  /** The entry's route; entries under it (e.g. /doctor/42/edit) highlight it too. */
  readonly path: string
  /** Set on the PR sub-entries. */
  readonly status?: PressReleaseStatus
  readonly children?: ReadonlyArray<MenuSpec>
  /** Shown only when the signed-in account may do this (`MenuAccess`). */
  readonly requires?: keyof MenuAccess
}

/** What the signed-in account may do, as far as the menu is concerned (from `general.auth.get`). */
export interface MenuAccess {
  /** An active admin operator: 管理者管理 (src/domain/account.ts `canManageOperators`). */
  readonly manageOperators: boolean
}

const m = shellText.menu

export const menuSpec: ReadonlyArray<MenuSpec> = [
  { key: 'doctor', label: m.doctor, icon: 'pi pi-user', path: '/doctor' },
  { key: 'client', label: m.client, icon: 'pi pi-building', path: '/client' },
  { key: 'manuscript', label: m.manuscript, icon: 'pi pi-file-edit', path: '/manuscript' },
  {
    key: 'press_release',
    label: m.pressRelease,
    icon: 'pi pi-megaphone',
    path: '/press_release',
    children: pressReleaseStatuses.map((status) => ({
      key: `press_release.${status}`,
      label: shellText.pressReleaseStatus[status],
      icon: '',
      path: '/press_release',
      status,
    })),
  },
  { key: 'organization', label: m.organization, icon: 'pi pi-sitemap', path: '/organization' },
  { key: 'expertise', label: m.expertise, icon: 'pi pi-tags', path: '/expertise' },
  { key: 'operator', label: m.operator, icon: 'pi pi-users', path: '/operator', requires: 'manageOperators' },
  { key: 'survey', label: m.survey, icon: 'pi pi-list-check', path: '/survey' },
  { key: 'mp', label: m.mp, icon: 'pi pi-star', path: '/mp_management' },
  { key: 'gift', label: m.giftExchange, icon: 'pi pi-gift', path: '/mp_swap' },
  { key: 'report', label: m.report, icon: 'pi pi-chart-bar', path: '/report' },
]

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

/** The menu for the current location and the account's access, with the matching entry marked active. */
export const menuEntries = (location: MenuLocation, access?: MenuAccess): ReadonlyArray<MenuEntry> =>
  menuSpec.filter((spec) => allowedBy(spec, access)).map((spec) => toEntry(spec, location))
