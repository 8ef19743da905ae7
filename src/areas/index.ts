/**
 * THE list of the console's areas, in the order of the main menu (SPEC section 2).
 * The router takes its routes from it (src/app/router.tsx), the menu its entries (src/app/menu.ts),
 * the one-path test its page machines (tests/services/one-path.test.ts). A new area is one folder
 * under src/areas and one line here (docs/architecture.md "Adding an area").
 */
import { auditLogArea } from './audit-log/audit-log.area'
import { clientArea } from './client/client.area'
import { doctorArea } from './doctor/doctor.area'
import { expertiseArea } from './expertise/expertise.area'
import { homeArea } from './home/home.area'
import { manuscriptArea } from './manuscript/manuscript.area'
import { operatorArea } from './operator/operator.area'
import { organizationArea } from './organization/organization.area'
import { pointsArea } from './points/points.area'
import { pressReleaseArea } from './press-release/press-release.area'
import { reportArea } from './report/report.area'
import { signInArea } from './sign-in/sign-in.area'
import { surveyArea } from './survey/survey.area'

export const areas = [
  homeArea,
  doctorArea,
  clientArea,
  manuscriptArea,
  pressReleaseArea,
  organizationArea,
  expertiseArea,
  operatorArea,
  auditLogArea,
  surveyArea,
  pointsArea,
  reportArea,
  signInArea,
] as const

type AnyArea = (typeof areas)[number]
type MainRoute = NonNullable<AnyArea['routes']['main']>[number]
type SimpleRoute = NonNullable<AnyArea['routes']['simple']>[number]

/** The routes of every area under the main layout (signed-in pages). */
export const mainRoutes = areas.flatMap<MainRoute>((area) => area.routes.main ?? [])

/** The routes of every area under the simple layout (sign-in). */
export const simpleRoutes = areas.flatMap<SimpleRoute>((area) => area.routes.simple ?? [])
