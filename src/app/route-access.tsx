/**
 * Routes that fit the person: an area that needs more than a signed-in operator
 * declares it once (`requires` in its `<area>.area.ts`, e.g. 管理者管理: `manageOperators`, every
 * call of its pages being admin-only in the catalogue; tests/unit/app/route-access.test.ts holds the
 * two together). From that one declaration:
 * - the menu hides the area's entries (src/app/menu.ts `menuSpec`), the home page's links follow it;
 * - each of the area's routes is gated here, in the main layout, before its page renders: an
 *   account without the access gets one calm notice (the area's name, why) instead of the page, so
 *   the page's machine never starts and no call is made. While the role is being asked, a gated
 *   route shows nothing yet (no flash of a page or of the notice).
 * The server stays the authority (a failed role look-up opens the pages; the server refuses).
 */
import { useMatches } from '@tanstack/react-router'
import { createContext, useContext, type ReactNode } from 'react'
import { AccessNotice } from '../views/components/access-notice.component'
import { shellText } from '../views/text/shell.text'
import type { MenuAccess } from './area'
import { routeNeedOf, type RouteNeed } from './route-needs'

const AccessContext = createContext<MenuAccess | undefined>(undefined)

/** Provides what the signed-in account may do (the main shell, once its role is known). */
export const AccessProvider = AccessContext.Provider

/** What the signed-in account may see and open (undefined while its role is asked). */
export const useMenuAccess = (): MenuAccess | undefined => useContext(AccessContext)

export { routeNeedOf, type RouteNeed } from './route-needs'

export type AccessVerdict = 'open' | 'asking' | 'refused'

/** May the account open a route that needs `need`: yes, not known yet, or no. */
export const accessVerdict = (need: RouteNeed | undefined, access: MenuAccess | undefined): AccessVerdict =>
  need === undefined ? 'open' : access === undefined ? 'asking' : access[need.requires] ? 'open' : 'refused'

/** Renders the matched route's page (`children`, the layout's outlet) only when the account may open it. */
export const RouteAccessGate = ({ children }: { readonly children: ReactNode }) => {
  const need = useMatches({ select: (matches) => routeNeedOf(matches.map((m) => m.routeId)) })
  const verdict = accessVerdict(need, useMenuAccess())
  if (verdict === 'open') return <>{children}</>
  if (verdict === 'asking' || need === undefined) return null
  return <AccessNotice title={need.title} text={shellText.accessNotice[need.requires]} />
}
