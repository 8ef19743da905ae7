/**
 * Every area's page machines, by area: what the one-path test (tests/services/one-path.test.ts)
 * walks to check that each page actor runs an operation with a Pact interaction of its own.
 * A new area's wiring adds one line here. Only tests import this registry: the app reaches each
 * wiring from its routes' lazy props modules (src/app/routes/*.lazy.ts), so a wiring loads with
 * its pages, never in the entry chunk (docs/architecture.md "Route chunks").
 */
import { clientPages } from './client.wiring'
import { doctorPages } from './doctor.wiring'
import { expertisePages } from './expertise.wiring'
import { homePages } from './home.wiring'
import { listPages } from './list.wiring'
import { pressReleasePages } from './press-release.wiring'
import { manuscriptPages } from './manuscript.wiring'
import { mediaPages } from './media.wiring'
import { pointsPages } from './points.wiring'
import { reportPages } from './report.wiring'
import { surveyPages } from './survey.wiring'
import { operatorPages } from './operator.wiring'
import { organizationPages } from './organization.wiring'
import { savedViewPages } from './saved-views.wiring'
import { shellPages } from './shell.wiring'

export const allPages = {
  doctor: doctorPages,
  client: clientPages,
  'press-release': pressReleasePages,
  manuscript: manuscriptPages,
  points: pointsPages,
  home: homePages,
  report: reportPages,
  survey: surveyPages,
  organization: organizationPages,
  operator: operatorPages,
  list: listPages,
  'saved-views': savedViewPages,
  shell: shellPages,
  expertise: expertisePages,
  media: mediaPages,
} as const
