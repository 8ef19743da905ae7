/**
 * The provider states of the contracts: domain facts, each with its facts as parameters, so a
 * backend team's state set-up can work from the parameters instead of parsing the names.
 * The reference server implements every one in server/testing/provider-states.ts.
 */
import { state, type ProviderState } from './contract'

export const apiUp = state('the API is up')

// Who is calling (the provider run sends a token for that identity; default: the admin operator)
export const tokenExpired = state('the ID token of the caller has expired')
export const callerIsPlainOperator = state('the caller is operator@medicolle.example, an operator without the admin role', {
  email: 'operator@medicolle.example',
})
export const doctorSignedIn = (id: string) => state(`doctor ${id} is signed in`, { doctorId: id })
export const clientSignedIn = (id: string) => state(`client ${id} is signed in`, { clientId: id })

// Operators and admission
export const activeOperator = (email: string) => state(`${email} is an active operator`, { email })
export const notAnOperator = (email: string) => state(`${email} is not an operator`, { email })
export const operatorExists = (id: string) => state(`operator ${id} exists`, { operatorId: id })
export const operatorHasAccount = (id: string, accountId: string) =>
  state(`operator ${id} has signed in with account ${accountId}`, { operatorId: id, accountId })

// Doctors
export const doctorExists = (id: string) => state(`doctor ${id} exists`, { doctorId: id })
export const savedViewOfAdmin = (id: string, list: string, name: string) =>
  state(`the admin has saved view ${id} "${name}" of the ${list} list`, { savedViewId: id, list, name })
export const savedViewOfOperator = (id: string, list: string, name: string) =>
  state(`operator@medicolle.example has saved view ${id} "${name}" of the ${list} list`, { savedViewId: id, list, name })
export const doctorEditedMeanwhile = (id: string, readVersion: number) =>
  state(`doctor ${id} was edited by another operator since version ${readVersion}`, { doctorId: id, readVersion })
export const doctorFrozen = (id: string) => state(`doctor ${id} exists and is frozen`, { doctorId: id, frozen: true })
export const doctorNotApproved = (id: string) => state(`doctor ${id} exists and is not approved`, { doctorId: id, allowed: false })
export const doctorHasMp = (id: string, mp: number) => state(`doctor ${id} has ${mp} MP`, { doctorId: id, mpBalance: mp })
export const doctorMissing = (id: string) => state(`doctor ${id} does not exist`, { doctorId: id })
export const noDoctors = state('no doctor is registered')
export const noPublishedPressRelease = state('no press release is published')
/** A bulk edit by the admin (one batch) that set doctor `doctorId`'s 都道府県. */
export const batchSetPrefecture = (batchId: string, doctorId: string, from: string, to: string) =>
  state(`batch ${batchId} set the prefecture of doctor ${doctorId} from ${from} to ${to}`, { batchId, doctorId, from, to })
export const doctorsExist = (ids: ReadonlyArray<string>) => state(`doctors ${ids.join(', ')} exist`, { doctorIds: [...ids] })

// Clients
export const clientExists = (id: string) => state(`client ${id} exists`, { clientId: id })
export const auditLogged = (id: string, doctorId: string) =>
  state(`audit log entry ${id} records the deletion of doctor ${doctorId} by the admin`, { auditLogId: id, doctorId })
export const clientSuspended = (id: string) => state(`client ${id} exists and is suspended`, { clientId: id, suspended: true })
export const clientUsage = (id: string, month: string) =>
  state(`client ${id} used the platform in ${month}`, { clientId: id, month, pressReleaseCount: 2, offerCount: 1, viewCount: 340 })

// Reference data
export const organizationExists = (id: string) => state(`organization ${id} exists`, { organizationId: id })
export const belongExists = (id: string) => state(`belong ${id} exists`, { belongId: id })
export const expertiseExists = (id: string, parentId: string) =>
  state(`expertise ${id} exists under root ${parentId}`, { expertiseId: id, parentId })

// Content
export const tagExists = (id: string, name: string) => state(`tag ${id} "${name}" exists`, { tagId: id, name })
export const denialReasonExists = (id: string) => state(`denial reason ${id} exists`, { denialReasonId: id })
/** How a status reads in a state name ('manuscript 21 by doctor 42 is under review'). */
export const manuscriptStatusPhrases = {
  draft: 'a draft', under_review: 'under review', reviewed: 'reviewed', acceptable: 'acceptable', offered: 'offered', rejected: 'rejected',
} as const
export const pressReleaseStatusPhrases = { editing: 'being edited', request: 'in request', published: 'published', suspend: 'suspended' } as const

export const manuscriptIs = (id: string, status: keyof typeof manuscriptStatusPhrases, doctorId = '42') =>
  state(`manuscript ${id} by doctor ${doctorId} is ${manuscriptStatusPhrases[status]}`, { manuscriptId: id, doctorId, status })
export const manuscriptEditedMeanwhile = (id: string, readVersion: number, doctorId = '42') =>
  state(`draft ${id} by doctor ${doctorId} was edited by another operator since version ${readVersion}`, { manuscriptId: id, doctorId, readVersion })
export const manuscriptHeld = (id: string) => state(`manuscript ${id} is held`, { manuscriptId: id, held: true })
/**
 * The 'without' state of a nullable object (Pact cannot match "an object or null"): a list whose
 * elements carry `hold: null` is asked for where no manuscript is held; the held shape is described
 * by the interactions of one held manuscript (`manuscriptHeld`).
 */
export const noManuscriptHeld = state('no manuscript is held', { held: false })
export const reviewExists = (id: string, manuscriptId: string) =>
  state(`review ${id} of manuscript ${manuscriptId} exists`, { reviewId: id, manuscriptId })
export const pressReleaseIs = (id: string, status: keyof typeof pressReleaseStatusPhrases, clientId = '7') =>
  state(`press release ${id} of client ${clientId} is ${pressReleaseStatusPhrases[status]}`, { pressReleaseId: id, clientId, status })
export const mediumExists = (id: string) => state(`medium ${id} exists`, { mediaId: id })
export const interviewPublished = (id: string, mediaId: string) =>
  state(`interview ${id} of medium ${mediaId} is published`, { interviewId: id, mediaId })
export const mediaArticleAnswered = (id: string, answerId: string) =>
  state(`media article ${id} of medium 8 has answer ${answerId} by doctor 42`, { articleId: id, answerId, mediaId: '8', doctorId: '42' })
export const doctorArticleOpen = (id: string) => state(`doctor article ${id} is open`, { articleId: id })
export const doctorArticleAnswered = (id: string, answerId: string) =>
  state(`doctor 42 answered doctor article ${id} with answer ${answerId}`, { articleId: id, answerId, doctorId: '42' })
export const fileIs = (id: string, status: 'clean' | 'quarantined') => state(`file ${id} is ${status}`, { fileId: id, status })
/** A grant by operator 3 in the grant ledger (`admin.mp.grants`). */
export const mpGranted = (ledgerId: string, doctorId: string, amount: number) =>
  state(`ledger entry ${ledgerId}: operator 3 granted ${amount} MP to doctor ${doctorId}`, { ledgerId, operatorId: '3', doctorId, amount, note: '学会協力のお礼' })
/** A doctor CSV import by the admin (operator 1) that left one refused row (`admin.imports.list`). */
export const importLeftFailedRow = (id: string) => state(`import ${id} by the admin left one failed row`, { importId: id, operatorId: '1' })
export const giftExchangeIs = (id: string, status: 'requested' | 'issued') =>
  state(`gift exchange ${id} of doctor 42 is ${status}`, { exchangeId: id, doctorId: '42', status })
export const recommendExists = (id: string) => state(`recommend ${id} promotes doctor 42`, { recommendId: id, target: 'doctor', targetId: '42' })
export const rankingExists = state('press release 7 is the most viewed this week', { pressReleaseId: '7', period: 'weekly' })

/** A CSV 一括更新 of doctor 42's 電話番号: uploaded (its row not yet sent), or checked (line 2 would change). */
export const csvUpdateOf = (id: string, status: 'uploading' | 'checked') => state(`csv update ${id} of doctor 42 is ${status}`, { csvUpdateId: id, doctorId: '42', status })

export type { ProviderState }

// ゴミ箱 (docs/trash.md)
export type TrashKind = 'doctor' | 'client' | 'manuscript' | 'medium' | 'organization'
export const deletedByAdmin = (kind: TrashKind, id: string) => state(`${kind} ${id} was deleted by the admin`, { kind, id })
export const tookEmailOfDeleted = (id: string, deletedId: string) =>
  state(`doctor ${id} took the e-mail of deleted doctor ${deletedId}`, { doctorId: id, deletedDoctorId: deletedId })
