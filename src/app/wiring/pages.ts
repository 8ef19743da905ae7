/**
 * Every area's page machines, by area: what the one-path test (tests/services/one-path.test.ts)
 * walks to check that each page actor runs an operation with a Pact interaction of its own.
 * A new area's wiring adds one line here.
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
  expertise: expertisePages,
  media: mediaPages,
} as const
