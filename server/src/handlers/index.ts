/**
 * Every handler of the reference server, keyed by catalogue name: the area handler sets,
 * spread into one map that must answer EVERY catalogued call.
 *
 * An area is one file `<area>.handlers.ts` exporting one or more sets typed against the catalogue
 *
 *   export const tagHandlers: HandlersFor<Catalogue, 'general.tags.list' | 'general.tags.create'> = { ... }
 *
 * and one line in `handlerSets` below. `satisfies CompleteHandlers` makes a catalogued call
 * without a handler a type error (`tsc`), so the server compiles only when the catalogue is
 * fully answered; `HandlersFor` makes a misspelt name or a wrong payload a type error in the area
 * file; `Overlapping` makes a call answered by two sets a type error here (a spread would
 * otherwise silently keep the last one). Helpers several areas share live in `support/`.
 */
import type { Catalogue, CallName } from '#domain/catalogue'
import type { Handler } from './handler'
import { accountHandlers } from './accounts.handlers'
import { auditHandlers } from './audit.handlers'
import { clientHandlers } from './clients.handlers'
import { contentMiscHandlers } from './content-misc.handlers'
import { doctorHandlers } from './doctors.handlers'
import { importHandlers } from './imports.handlers'
import { manuscriptHandlers } from './manuscripts.handlers'
import { mediaHandlers } from './media.handlers'
import { notificationHandlers, statsHandlers } from './notifications.handlers'
import { organizationHandlers } from './organizations.handlers'
import { pointHandlers } from './points.handlers'
import { pressReleaseHandlers } from './press-releases.handlers'
import { recommendHandlers } from './recommends.handlers'
import { savedViewHandlers } from './saved-views.handlers'
import { surveyHandlers } from './survey.handlers'

/** A handler for every catalogued call. */
export type CompleteHandlers = { readonly [K in CallName]: Handler<Catalogue[K]> }

/** Every area's handler sets, by the area file that defines them (reports and tests name the file). */
export const handlerSets = {
  'accounts.handlers.ts': accountHandlers,
  'audit.handlers.ts': auditHandlers,
  'clients.handlers.ts': clientHandlers,
  'content-misc.handlers.ts': contentMiscHandlers,
  'doctors.handlers.ts': doctorHandlers,
  'imports.handlers.ts': importHandlers,
  'manuscripts.handlers.ts': manuscriptHandlers,
  'media.handlers.ts': mediaHandlers,
  'notifications.handlers.ts': { ...notificationHandlers, ...statsHandlers },
  'organizations.handlers.ts': organizationHandlers,
  'points.handlers.ts': pointHandlers,
  'press-releases.handlers.ts': pressReleaseHandlers,
  'recommends.handlers.ts': recommendHandlers,
  'saved-views.handlers.ts': savedViewHandlers,
  'survey.handlers.ts': surveyHandlers,
} as const

type Sets = typeof handlerSets
/** Call names answered by two different sets (never: each call has exactly one home). */
type Overlapping = {
  [A in keyof Sets]: { [B in Exclude<keyof Sets, A>]: keyof Sets[A] & keyof Sets[B] }[Exclude<keyof Sets, A>]
}[keyof Sets]
type AssertNoOverlap<O> = [O] extends [never] ? true : { readonly answeredTwice: O }
const eachCallAnsweredOnce: AssertNoOverlap<Overlapping> = true

/** Handlers by catalogue name: complete, checked by the compiler. */
export const handlers = {
  ...handlerSets['accounts.handlers.ts'],
  ...handlerSets['audit.handlers.ts'],
  ...handlerSets['clients.handlers.ts'],
  ...handlerSets['content-misc.handlers.ts'],
  ...handlerSets['doctors.handlers.ts'],
  ...handlerSets['imports.handlers.ts'],
  ...handlerSets['manuscripts.handlers.ts'],
  ...handlerSets['media.handlers.ts'],
  ...handlerSets['notifications.handlers.ts'],
  ...handlerSets['organizations.handlers.ts'],
  ...handlerSets['points.handlers.ts'],
  ...handlerSets['press-releases.handlers.ts'],
  ...handlerSets['recommends.handlers.ts'],
  ...handlerSets['saved-views.handlers.ts'],
  ...handlerSets['survey.handlers.ts'],
} satisfies CompleteHandlers

/** Which area file answers each call (for reports and the coverage test). */
export const handlerSources: Readonly<Record<CallName, keyof Sets>> = Object.fromEntries(
  Object.entries(handlerSets).flatMap(([file, set]) => Object.keys(set).map((name) => [name, file])),
) as Record<CallName, keyof Sets>

void eachCallAnsweredOnce
