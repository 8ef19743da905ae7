/**
 * THE list of the reference server's areas: one line per area folder. Each folder
 * `server/src/areas/<area>/` holds
 *
 *   <area>.handlers.ts    `export const handlers = { … } satisfies AreaHandlers<Catalogue>` (its keys are the
 *                         area's calls: `keyof typeof handlers`) — a thin map of
 *                         rules (access narrowing, validation, status moves), and optionally
 *                         `export const audited: AuditedFor<…>` (what the audit log records of its calls)
 *   <area>.repository.ts  its SQL and one mapper row → domain per shape (handlers never write SQL)
 *   <area>.table.ts       its drizzle tables, where the area owns them (drizzle.config.ts reads them)
 *
 * From this list come the handler map (`handlers`: `CompleteHandlers`, so a catalogued call without a
 * handler fails `tsc`; a call answered by two areas is a type error too, `Overlapping`) and the
 * audited calls (`auditSpecs`, run by http/audited.ts). Helpers several areas share live in `support/`.
 */
import type { Catalogue, CallName } from '#domain/catalogue'
import type { AuditSpec } from './support/audit'
import type { Handler } from './support/handler'
import * as account from './account/account.handlers'
import * as auditLog from './audit-log/audit-log.handlers'
import * as batch from './batch/batch.handlers'
import * as belong from './belong/belong.handlers'
import * as client from './client/client.handlers'
import * as contact from './contact/contact.handlers'
import * as doctor from './doctor/doctor.handlers'
import * as expertise from './expertise/expertise.handlers'
import * as file from './file/file.handlers'
import * as importRecordHandlers from './import-record/import-record.handlers'
import * as live from './live/live.handlers'
import * as logProxy from './log-proxy/log-proxy.handlers'
import * as manuscript from './manuscript/manuscript.handlers'
import * as media from './media/media.handlers'
import * as notification from './notification/notification.handlers'
import * as operator from './operator/operator.handlers'
import * as organization from './organization/organization.handlers'
import * as points from './points/points.handlers'
import * as pressRelease from './press-release/press-release.handlers'
import * as recommend from './recommend/recommend.handlers'
import * as savedView from './saved-view/saved-view.handlers'
import * as search from './search/search.handlers'
import * as stats from './stats/stats.handlers'
import * as survey from './survey/survey.handlers'
import * as tag from './tag/tag.handlers'

/** The import area, with the CSV 一括更新 of each kind it updates (their areas' `csvUpdate`). */
const importRecord = {
  handlers: {
    ...importRecordHandlers.handlers,
    ...importRecordHandlers.csvUpdateHandlers({ doctor: doctor.csvUpdate, client: client.csvUpdate, organization: organization.csvUpdate }),
  },
  audited: importRecordHandlers.audited,
}

/** Every area, by its folder name. */
export const areas = {
  account,
  'audit-log': auditLog,
  batch,
  belong,
  client,
  contact,
  doctor,
  expertise,
  file,
  'import-record': importRecord,
  live,
  'log-proxy': logProxy,
  manuscript,
  media,
  notification,
  operator,
  organization,
  points,
  'press-release': pressRelease,
  recommend,
  'saved-view': savedView,
  search,
  stats,
  survey,
  tag,
} as const

type Areas = typeof areas
type AreaName = keyof Areas

/** A handler for every catalogued call. */
export type CompleteHandlers = { readonly [K in CallName]: Handler<Catalogue[K]> }

/** Every area's handler set, by area (reports and tests name the area). */
export type HandlerSets = { readonly [A in AreaName]: Areas[A]['handlers'] }
export const handlerSets: HandlerSets = Object.fromEntries(Object.entries(areas).map(([name, area]) => [name, area.handlers])) as HandlerSets

/** Call names answered by two different areas (never: each call has exactly one home). */
type Overlapping = {
  [A in AreaName]: { [B in Exclude<AreaName, A>]: keyof HandlerSets[A] & keyof HandlerSets[B] }[Exclude<AreaName, A>]
}[AreaName]
type AssertNoOverlap<O> = [O] extends [never] ? true : { readonly answeredTwice: O }
const eachCallAnsweredOnce: AssertNoOverlap<Overlapping> = true

/** The calls no area answers (never: the server compiles only when the catalogue is fully answered). */
type Unanswered = Exclude<CallName, { [A in AreaName]: keyof HandlerSets[A] }[AreaName]>
type AssertAnswered<U> = [U] extends [never] ? true : { readonly unanswered: U }
const everyCallAnswered: AssertAnswered<Unanswered> = true

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never
type Merged = UnionToIntersection<HandlerSets[AreaName]>

/** Handlers by catalogue name: complete, checked by the compiler. */
export const handlers = Object.assign({}, ...Object.values(handlerSets)) as Merged satisfies CompleteHandlers

/** Which area answers each call (for reports and the coverage test). */
export const handlerSources: Readonly<Record<CallName, AreaName>> = Object.fromEntries(
  Object.entries(handlerSets).flatMap(([area, set]) => Object.keys(set).map((name) => [name, area])),
) as Record<CallName, AreaName>

/** Audited calls an area does not answer (never: an area's `audited` names only its own calls). */
type ForeignAudits = { [A in AreaName]: Areas[A] extends { readonly audited: infer S } ? Exclude<keyof S, keyof HandlerSets[A]> : never }[AreaName]
type AssertOwnAudits<F> = [F] extends [never] ? true : { readonly auditedElsewhere: F }
const eachAreaAuditsItsCalls: AssertOwnAudits<ForeignAudits> = true

/** The audited calls of every area (`export const audited` beside its handlers), by call. */
export const auditSpecs: { readonly [N in CallName]?: AuditSpec<N> } = Object.assign(
  {},
  ...Object.values(areas).map((area) => ('audited' in area ? area.audited : {})),
)

void eachCallAnsweredOnce
void eachAreaAuditsItsCalls
void everyCallAnswered
