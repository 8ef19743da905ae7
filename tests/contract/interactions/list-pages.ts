/**
 * The console's list pages, each with what its route's search offers: the interactions of every
 * filter, sort, empty search and next page are generated from these (support/variants.ts) by
 * running the page's own operation with the input the page would give it. A list page added to a
 * wiring must be added here (tests/services/one-path.test.ts checks every list actor's operation
 * has its page below).
 */
import { clientOps } from '@src/areas/client/client.ops'
import { ClientListSearch } from '@src/areas/client/client.search'
import { doctorOps } from '@src/areas/doctor/doctor.ops'
import { DoctorListSearch } from '@src/areas/doctor/doctor.search'
import { manuscriptOps } from '@src/areas/manuscript/manuscript.ops'
import { ManuscriptListSearch } from '@src/areas/manuscript/manuscript.search'
import { operatorOps } from '@src/areas/operator/operator.ops'
import { OperatorListSearch } from '@src/areas/operator/operator.search'
import { organizationOps } from '@src/areas/organization/organization.ops'
import { OrganizationListSearch } from '@src/areas/organization/organization.search'
import { pointsOps } from '@src/areas/points/points.ops'
import { GiftHistorySearch, MpLedgerSearch } from '@src/areas/points/points.search'
import { mediaOps } from '@src/areas/press-release/media.ops'
import { MediaListSearch } from '@src/areas/press-release/media.search'
import { pressReleaseOps } from '@src/areas/press-release/press-release.ops'
import { PressReleaseListSearch } from '@src/areas/press-release/press-release.search'
import { reportOps } from '@src/areas/report/report.ops'
import { ClientUsageSearch } from '@src/areas/report/report.search'
import { surveyOps } from '@src/areas/survey/survey.ops'
import { SurveyAnswersPaging, SurveyListSearch } from '@src/areas/survey/survey.search'
import { Schema } from 'effect'
import type { Group } from '@src/domain/endpoint'
import { ArticleId, ClientId } from '@src/domain/ids'
import { describeInteraction, type InteractionSpec } from '../support/contract'
import * as s from '../support/states'
import { listVariants, notFound, revertRows, withOptionalListsGiven, withOptionalsEmpty, type ListPage, type RevertOf } from '../support/variants'
import { auditLogOps } from '@src/areas/audit-log/audit-log.ops'
import { AuditLogListSearch } from '@src/areas/audit-log/audit-log.search'

/** A page, with its base row found by description among the group's rows. */
interface PageOf {
  readonly group: Group
  /** `<call>: <description>` of the row whose states and outcome the variants take. */
  readonly base: string
  readonly page: (base: InteractionSpec) => ListPage<never>
}

const pageOf = <I>(group: Group, base: string, page: (base: InteractionSpec) => ListPage<I>): PageOf => ({
  group,
  base,
  page: page as (base: InteractionSpec) => ListPage<never>,
})

export const listPages: ReadonlyArray<PageOf> = [
  pageOf('admin', 'admin.doctors.search: a keyword finds doctor 42', (base) => ({
    list: 'doctor list', op: doctorOps.search, search: DoctorListSearch, base,
    values: { organizationId: ['5', s.organizationExists('5')], expertiseId: ['11', s.expertiseExists('11', '10')] },
    twoRows: [s.doctorsExist(['42', '43'])],
  })),
  pageOf('admin', 'admin.operators.list: a keyword finds operator 3', (base) => ({
    list: 'operator list', op: operatorOps.list, search: OperatorListSearch, base, twoRows: [],
  })),
  pageOf('admin', 'admin.clients.search: a keyword finds client 7', (base) => ({
    list: 'client list', op: clientOps.search, search: ClientListSearch, base, twoRows: [s.clientExists('8')],
  })),
  pageOf('admin', 'admin.organizations.search: the organization list finds organization 5 by its kana in Tokyo', (base) => ({
    list: 'organization list', op: organizationOps.search, search: OrganizationListSearch, base, twoRows: [s.organizationExists('6')],
  })),
  pageOf('admin', 'admin.pressReleases.list: press releases requesting publication', (base) => ({
    list: 'press release list', op: pressReleaseOps.list, search: PressReleaseListSearch, base,
    values: { clientId: ['7', s.clientExists('7')], mediaId: ['8', s.mediumExists('8')] },
    twoRows: [s.pressReleaseIs('9', 'request')],
  })),
  pageOf('admin', 'admin.histories.amazonGifts: requested gift exchanges are listed', (base) => ({
    list: 'gift card history', op: pointsOps.history, search: GiftHistorySearch, base, twoRows: [s.giftExchangeIs('92', 'requested')],
  })),
  pageOf('admin', 'admin.mp.grants: the grant ledger: who granted how much MP to whom, when and why', (base) => ({
    list: 'MP grant ledger', op: pointsOps.grants, search: MpLedgerSearch, base, twoRows: [s.mpGranted('96', '42', 500)],
  })),
  pageOf('general', 'general.manuscripts.search: a keyword finds manuscript 21', (base) => ({
    list: 'manuscript list', op: manuscriptOps.list, search: ManuscriptListSearch, base, twoRows: [s.manuscriptIs('22', 'under_review')],
  })),
  pageOf('general', 'general.doctorArticles.list: the survey list finds open articles by title, 50 a page', (base) => ({
    list: 'survey list', op: surveyOps.articles, search: SurveyListSearch, base, twoRows: [s.doctorArticleOpen('54')],
  })),
  pageOf('general', 'general.doctorArticles.answers: the survey page lists the answers to article 51, 50 a page', (base) => ({
    list: 'survey answers of article 51', op: surveyOps.answers, search: SurveyAnswersPaging, base, fixed: { articleId: Schema.decodeSync(ArticleId)('51') },
  })),
  pageOf('general', 'general.clients.usageReport: the usage of April 2024 as rows', (base) => ({
    list: 'client usage report', op: reportOps.clientUsage, search: ClientUsageSearch, base,
    fixed: { clientId: Schema.decodeSync(ClientId)('7'), from: '2024-04', to: '2024-04' }, values: { clientId: ['7', s.clientExists('7')] },
  })),
  pageOf('admin', 'admin.auditLogs.search: the admin filters the log by operator, kind of object, action and period', (base) => ({
    list: '監査ログ', op: auditLogOps.search, search: AuditLogListSearch, base,
    values: { operatorId: ['3', s.operatorExists('3')] }, twoRows: [s.auditLogged('82', '43')],
  })),
  pageOf('direct', 'direct.medium.list: media matching a keyword', (base) => ({
    list: 'media list', op: mediaOps.list, search: MediaListSearch, base, twoRows: [s.mediumExists('9')],
  })),
]

const baseOf = (rows: ReadonlyArray<InteractionSpec>, entry: PageOf): InteractionSpec => {
  const base = rows.find((row) => describeInteraction(row) === entry.base)
  if (!base) throw new Error(`list pages: no row '${entry.base}'`)
  return base
}

const steps = auditLogOps.revertSteps
/** The records whose fields a 履歴 can restore (src/areas/audit-log/audit-log.ops.ts `revert`). */
const reverts: ReadonlyArray<RevertOf> = [
  { targetType: 'doctor', id: '42', get: 'general.doctors.get: doctor 42', update: 'admin.doctors.update: doctor 42 is updated', steps: { get: steps.getDoctor, update: steps.updateDoctor } },
  { targetType: 'client', id: '7', get: 'general.clients.get: client 7', update: 'general.clients.update: client 7 updates its profile', steps: { get: steps.getClient, update: steps.updateClient } },
  { targetType: 'organization', id: '5', get: 'general.organizations.get: organization 5', update: 'admin.organizations.update: organization 5 is updated', steps: { get: steps.getOrganization, update: steps.updateOrganization } },
  { targetType: 'operator', id: '3', get: 'admin.operators.get: operator 3', update: 'admin.operators.update: operator 3 becomes an admin', steps: { get: steps.getOperator, update: steps.updateOperator } },
  { targetType: 'manuscript', id: '21', get: 'general.manuscripts.get: manuscript 21', update: 'general.manuscripts.update: draft 21 is edited', steps: { get: steps.getManuscript, update: steps.updateManuscript } },
  { targetType: 'pressRelease', id: '7', get: 'admin.pressReleases.get: press release 7', update: 'admin.pressReleases.update: press release 7 in editing is edited', steps: { get: steps.getPressRelease, update: steps.updatePressRelease } },
  { targetType: 'media', id: '8', get: 'direct.medium.get: medium 8', update: 'direct.medium.update: medium 8 is renamed', steps: { get: steps.getMedium, update: steps.updateMedium } },
  { targetType: 'expertise', id: '11', get: 'general.expertise.lookup: expertise 11 by id', update: 'general.expertise.update: expertise 11 is renamed at the version the tree read', steps: { get: steps.getExpertise, update: steps.updateExpertise } },
]

/** The operation of each list page above (tests/services/one-path.test.ts: every list actor's is one, or says why not). */
export const listPageOperations = (rows: ReadonlyArray<InteractionSpec>) => listPages.map((entry) => entry.page(baseOf(rows, entry)).op)

/**
 * The generated interactions of a group: its list pages' filters, sorts and next pages, and its
 * forms' saves with their optional fields empty, its record pages opened with an id nothing has (duplicates of a request already in `rows` left out).
 */
export const generatedInteractions = (group: Group, rows: ReadonlyArray<InteractionSpec>): InteractionSpec[] => {
  // the same request under other states is another interaction (a save that succeeds, one refused with 409)
  const keyOf = (row: InteractionSpec) => JSON.stringify([row.call, row.input, row.states.map((state) => state.name)])
  const have = new Set(rows.map(keyOf))
  const generated = [
    ...listPages.filter((entry) => entry.group === group).flatMap((entry) => listVariants(entry.page(baseOf(rows, entry)))),
    ...rows.flatMap(withOptionalsEmpty),
    ...rows.flatMap(withOptionalListsGiven),
    ...rows.flatMap(notFound),
  ].filter((row) => {
      const key = keyOf(row)
      if (have.has(key)) return false
      have.add(key)
      return true
    })
  // a revert's steps send what the record pages send, but run the revert's own operation: kept even when the request is a row's
  return [...generated, ...reverts.flatMap((revert) => revertRows(rows, revert))]
}
