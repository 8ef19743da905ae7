/**
 * The home route's page props (loaded with the page, never in the entry chunk): the menu's
 * links and the dashboard's machines (src/app/wiring/home.wiring.ts).
 */
import type { ComponentProps } from 'react'
import type { HomePage } from '../../views/pages/home/home.page'
import { hrefOf, menuSpec } from '../menu'
import { useNavigateHref } from '../navigation'
import { homePages } from '../wiring/home.wiring'

const homeLinks = menuSpec.map((spec) => ({ key: spec.key, label: spec.label, icon: spec.icon, href: hrefOf(spec) }))

export const useHomeProps = (): ComponentProps<typeof HomePage> => ({
  links: homeLinks,
  onNavigate: useNavigateHref(),
  statsMachine: homePages.stats,
  monthGrantsMachine: homePages.monthGrants,
})
