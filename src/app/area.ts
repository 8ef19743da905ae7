/**
 * An area of the console is a module (issue 29): one folder under src/areas/<area>/ holds its
 * routes, search Schema, menu entries, texts, pages, machines' configuration (wiring) and
 * operations, and its `<area>.area.ts` declares it once with `defineArea`. The one list of areas
 * (src/areas/index.ts) is read by the router (its routes), the menu (its entries, in the list's
 * order), and the tests (its page machines, through `pages`).
 *
 * Roles inside an area are told by the file name (lint-enforced, eslint.config.js):
 *   *.area.ts, *.lazy.ts(x), *.wiring.ts   app (composition root of the area)
 *   *.page.tsx, *.component.tsx, *.section.tsx, *.dialog.tsx, *.text.ts   views
 *   *.machine.ts   machines        *.ops.ts   services        *.search.ts   domain (Schema only)
 */
import type { AnyRoute } from '@tanstack/react-router'
import type { PressReleaseStatus } from '../domain/press-release'

/**
 * What the signed-in account may do, as far as the menu and the routes are concerned (from
 * `general.auth.get`). An area that needs one of these declares it once (`Area.requires`): its
 * menu entries hide and its routes show the access notice instead of their page
 * (src/app/route-access.tsx) to an account without it.
 */
export interface MenuAccess {
  /** An active admin operator: 管理者管理 (src/domain/account.ts `canManageOperators`). */
  readonly manageOperators: boolean
}

/** One entry of the main menu (SPEC section 2). */
export interface MenuSpec {
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

/**
 * An area's page machines, by wiring (`{ operator: operatorPages }`): what the one-path test walks.
 * `object`: XState's machine types are invariant in their context, so no one machine type holds them all.
 */
export type AreaPages = Readonly<Record<string, Readonly<Record<string, object>>>>

export interface Area<Main extends ReadonlyArray<AnyRoute>, Simple extends ReadonlyArray<AnyRoute>> {
  /** The folder's name under src/areas. */
  readonly key: string
  /** The area's routes, by the layout they hang under (their `getParentRoute`). */
  readonly routes: { readonly main?: Main; readonly simple?: Simple }
  /** Its entries of the main menu (the list of areas gives their order). */
  readonly menu?: ReadonlyArray<MenuSpec>
  /**
   * What every route of the area needs (its pages make calls of that access in the catalogue:
   * tests/unit/app/route-access.test.ts holds the two together). Without it: the route's page is never
   * started (no call made), one notice says why, and the area's menu entries stay hidden.
   */
  readonly requires?: keyof MenuAccess
  /**
   * Its page machines, loaded on demand (the app reaches a wiring from its routes' lazy parts, so
   * it loads with its pages; only tests load them all).
   */
  readonly pages?: () => Promise<AreaPages>
}

/** Declare an area once (`src/areas/<area>/<area>.area.ts`); the list in src/areas/index.ts reads it. */
export const defineArea = <const Main extends ReadonlyArray<AnyRoute> = readonly [], const Simple extends ReadonlyArray<AnyRoute> = readonly []>(
  area: Area<Main, Simple>,
): Area<Main, Simple> => area
