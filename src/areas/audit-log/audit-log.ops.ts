/**
 * What the audit log and the records' 履歴 ask of the API: one search (`admin.auditLogs.search`)
 * for the 監査ログ screen's filters and for one record's history; the record's revertible fields as
 * they are now (`admin.auditLogs.current`: what a revert's confirmation shows as 現在の値); and the
 * revert of one field or of a whole entry (「この値に戻す」, 「この変更をすべて戻す」): the record read
 * afresh, the fields set back to the values the entry recorded before, and the record's own update
 * sent with its version and `?revertOf=<entry>` (so the server checks the version, the record's rules
 * as for any edit, and that no field moved on since the entry: src/domain/audit.ts `revertProblems`,
 * and records the change as a revert of that entry). `asEdit`: the same update without `revertOf`,
 * an ordinary edit staff chose knowingly after the revert was refused. Kinds: doctor, client,
 * organisation, operator, manuscript, press release, medium, expertise node.
 */
import { Effect, Schema } from 'effect'
import type { BatchId } from '../../domain/batch'
import type { AuditLogId } from '../../domain/ids'
import { ClientId, DoctorId, ExpertiseId, ManuscriptId, MediaId, OperatorId, OrganizationId, PressReleaseId } from '../../domain/ids'
import { historyTargetTypes, revertibleColumns, type AuditCurrentQuery, type AuditTargetType, type RevertRequest } from '../../domain/audit'

export type { RevertRequest }
import { ClientProfileInput, type Client } from '../../domain/client'
import { DoctorInput, type Doctor } from '../../domain/doctor'
import { ExpertiseUpdate, type Expertise } from '../../domain/expertise'
import { ManuscriptInput, manuscriptRecord, type Manuscript } from '../../domain/manuscript'
import { MediaInput, mediaRecord, type Media } from '../../domain/media'
import type { Page } from '../../domain/endpoint'
import { pageOf } from '../../domain/list-query'
import { OperatorInput, type Operator } from '../../domain/operator'
import { OrganizationInput, type Organization } from '../../domain/organization'
import { PressReleaseInput, pressReleaseRecord, type PressRelease } from '../../domain/press-release'
import { api } from '../../services/http/api'
import type { ApiClient } from '../../services/http/api-client.service'
import { HttpStatusError, InvalidRequest, type ApiError } from '../../services/http/api-errors'
import { composite, operation, versionedRequest } from '../../services/operation'
import type { AuditLogListSearch, HistorySearch } from './audit-log.search'

const search = operation(api.admin.auditLogs.search, (q: AuditLogListSearch) => ({
  body: {
    ...(q.operatorId ? { operatorId: q.operatorId } : {}),
    ...(q.targetType ? { targetType: q.targetType } : {}),
    ...(q.action ? { action: q.action } : {}),
    ...(q.from ? { from: q.from } : {}),
    ...(q.to ? { to: q.to } : {}),
    ...pageOf(q),
  },
}))

const history = operation(api.admin.auditLogs.search, (q: HistorySearch) => ({
  body: { targetType: q.targetType, targetId: q.targetId, ...pageOf(q, 20) },
}))

/** The record's revertible fields now (a gone record: as the server answers a missing one, 404). */
const currentValues = operation(api.admin.auditLogs.current, (q: AuditCurrentQuery) => ({ query: { targetType: q.targetType, targetId: q.targetId } }))
const current = composite('auditLogs.current', [currentValues], (r: Pick<RevertRequest, 'targetType' | 'targetId'>) =>
  Effect.gen(function* () {
    if (!isHistoryKind(r.targetType)) return yield* unrevertible(r, `${r.targetType} has no history`)
    const now = yield* currentValues({ targetType: r.targetType, targetId: r.targetId })
    return now.values === null ? yield* gone() : now
  }),
)
const isHistoryKind = (kind: string): kind is AuditCurrentQuery['targetType'] => (historyTargetTypes as ReadonlyArray<string>).includes(kind)

/** One page of every operator, active or not (100 a page, the most a page holds). */
const operatorsChunk = operation(api.admin.operators.list, (q: { readonly cursor?: string }) => ({ query: { limit: 100, ...(q.cursor ? { cursor: q.cursor } : {}) } }))

/**
 * The operators the 操作者 filter offers: every one, active or not (a former operator's entries
 * stay), walked page by page by the list's cursor and given as one page (the filter's dropdown
 * matches what staff type, folded: src/app/locale.ts). Stops on a cursor it was already given.
 */
const operators = composite('auditLogs.operators', [operatorsChunk], (_: Record<string, never>) =>
  Effect.gen(function* () {
    const items: Array<Operator> = []
    const seen = new Set<string>()
    let cursor: string | null = null
    do {
      const page: Page<Operator> = yield* operatorsChunk(cursor ? { cursor } : {})
      items.push(...page.items)
      if (cursor) seen.add(cursor)
      cursor = page.nextCursorKey
    } while (cursor !== null && !seen.has(cursor))
    const all: Page<Operator> = { items, nextCursorKey: null }
    return all
  }),
)


/** What a revert's update sends: the record (by the id its history names), the version read, the restored body, and the entry it reverts. */
interface RevertUpdate<Body> {
  readonly id: string
  readonly version: number
  readonly body: Body
  readonly revertOf: AuditLogId | undefined
}

/** The record's own update (`versionedRequest`), its id decoded to the kind's, with `?revertOf=<entry>` unless it is an ordinary edit. */
const revertRequest = <P extends string, Id extends string, Body>(param: P, idOf: Schema.Decoder<Id>, i: RevertUpdate<Body>) => ({
  ...versionedRequest(param, { id: Schema.decodeSync(idOf)(i.id), version: i.version, body: i.body }),
  query: i.revertOf === undefined ? {} : { revertOf: i.revertOf },
})

const getDoctor = operation(api.general.doctors.get, (id: string) => ({ params: { doctorID: Schema.decodeSync(DoctorId)(id) } }))
const updateDoctor = operation(api.admin.doctors.update, (i: RevertUpdate<DoctorInput>) => revertRequest('doctorID', DoctorId, i))
const getClient = operation(api.general.clients.get, (id: string) => ({ params: { clientID: Schema.decodeSync(ClientId)(id) } }))
const updateClient = operation(api.general.clients.update, (i: RevertUpdate<ClientProfileInput>) => revertRequest('clientID', ClientId, i))
const getOrganization = operation(api.general.organizations.get, (id: string) => ({ params: { organizationID: Schema.decodeSync(OrganizationId)(id) } }))
const updateOrganization = operation(api.admin.organizations.update, (i: RevertUpdate<OrganizationInput>) => revertRequest('organizationID', OrganizationId, i))
const getOperator = operation(api.admin.operators.get, (id: string) => ({ params: { operatorID: Schema.decodeSync(OperatorId)(id) } }))
const updateOperator = operation(api.admin.operators.update, (i: RevertUpdate<OperatorInput>) => revertRequest('operatorID', OperatorId, i))
const getManuscript = operation(api.general.manuscripts.get, (id: string) => ({ params: { manuscriptID: Schema.decodeSync(ManuscriptId)(id) } }))
const updateManuscript = operation(api.general.manuscripts.update, (i: RevertUpdate<ManuscriptInput>) => revertRequest('manuscriptID', ManuscriptId, i))
const getPressRelease = operation(api.admin.pressReleases.get, (id: string) => ({ params: { pressReleaseID: Schema.decodeSync(PressReleaseId)(id) } }))
const updatePressRelease = operation(api.admin.pressReleases.update, (i: RevertUpdate<PressReleaseInput>) => revertRequest('pressReleaseID', PressReleaseId, i))
/** A medium's update: the console's only edit of a medium (the fields its declared form lists) besides the medium itself. */
const getMedium = operation(api.direct.medium.get, (id: string) => ({ params: { mediaID: Schema.decodeSync(MediaId)(id) } }))
const updateMedium = operation(api.direct.medium.update, (i: RevertUpdate<MediaInput>) => revertRequest('mediaID', MediaId, i))
/** An expertise node has no get of its own: the lookup by id (none back: the node is gone). */
const getExpertise = operation(api.general.expertise.lookup, (id: string) => ({ body: { ids: [Schema.decodeSync(ExpertiseId)(id)] } }), (page) => page.items)
const updateExpertise = operation(api.general.expertise.update, (i: RevertUpdate<ExpertiseUpdate>) => revertRequest('expertiseID', ExpertiseId, i))

/** A record's editable input as it holds it now: the input Schema's fields (or its declared form's), read from the record's properties of the same names. */
const inputOf =
  <Entity extends object>(schema: { readonly fields: object } | { readonly form: ReadonlyArray<string> }) =>
  (entity: Entity): Readonly<Record<string, unknown>> =>
    Object.fromEntries(('form' in schema ? schema.form : Object.keys(schema.fields)).map((key) => [key, (entity as Readonly<Record<string, unknown>>)[key]]))
const doctorInput = inputOf<Doctor>(DoctorInput)
const clientInput = inputOf<Client>(ClientProfileInput)
const organizationInput = inputOf<Organization>(OrganizationInput)
const operatorInput = inputOf<Operator>(OperatorInput)
/** What the manuscript edit form saves: its declared form (its status stays: no `status`, the author stays: no `doctorId`). */
const manuscriptInput = inputOf<Manuscript>(manuscriptRecord)
/** What the press release edit form saves: its declared form (the client stays: no `clientId`). */
const pressReleaseInput = inputOf<PressRelease>(pressReleaseRecord)
/** What an edit of a medium sends: its declared form (the logo left out: the server keeps it). */
const mediumInput = inputOf<Media>(mediaRecord)
const expertiseInput = (e: Expertise) => ({ name: e.name, sortOrder: e.sortOrder })

/** The record is gone (an expertise node deleted since the history was read): as the server answers a missing record. */
const gone = () => Effect.fail(HttpStatusError.of(404, 'Not Found', ''))

const unrevertible = (r: Pick<RevertRequest, 'targetType'>, issue: string) =>
  Effect.fail(new InvalidRequest({ endpoint: `revert ${r.targetType}`, issue, message: 'この値には戻せません（項目の入力内容に合いません）' }))

/**
 * The record's editable input with the request's fields set back, decoded with the form's own
 * schema (an old value that no longer passes is refused); every field must be one the form edits.
 */
const restored = <Input>(r: RevertRequest, current: Readonly<Record<string, unknown>>, schema: Schema.Decoder<Input>) =>
  Effect.gen(function* () {
    const values: Record<string, unknown> = { ...current }
    for (const field of r.fields) {
      const key = revertibleColumns[r.targetType]?.[field.column]
      if (key === undefined) return yield* unrevertible(r, `${field.column} is not revertible`)
      values[key] = field.value ?? null
    }
    if (r.fields.length === 0) return yield* unrevertible(r, 'no field to revert')
    return yield* Schema.decodeUnknownEffect(schema)(values).pipe(Effect.catch((e) => unrevertible(r, String(e))))
  })

/** `?revertOf=` of the update: the entry, unless staff chose knowingly to overwrite as an ordinary edit. */
const revertOf = (r: RevertRequest): AuditLogId | undefined => (r.asEdit ? undefined : r.entryId)

/**
 * One kind's revert: the record read afresh, its editable input with the entry's fields set back
 * (checked with the form's own schema), and the record's own update with the version it read.
 */
const revertWith =
  <Entity extends { readonly version: number }, Input, E, R, E2, R2>(
    get: (id: string) => Effect.Effect<Entity, E, R>,
    inputOf: (entity: Entity) => Readonly<Record<string, unknown>>,
    schema: Schema.Decoder<Input>,
    update: (i: RevertUpdate<Input>) => Effect.Effect<unknown, E2, R2>,
  ) =>
  (r: RevertRequest) =>
    Effect.gen(function* () {
      const entity = yield* get(r.targetId)
      const body = yield* restored(r, inputOf(entity), schema)
      return yield* Effect.asVoid(update({ id: r.targetId, version: entity.version, body, revertOf: revertOf(r) }))
    })

/** The expertise node by id, or the record is gone. */
const getExpertiseNode = (id: string) => Effect.flatMap(getExpertise(id), ([node]) => (node === undefined ? gone() : Effect.succeed(node)))

/** Each revertible kind's revert. */
const reverts: { readonly [K in AuditTargetType]?: (r: RevertRequest) => Effect.Effect<void, ApiError, ApiClient> } = {
  doctor: revertWith(getDoctor, doctorInput, DoctorInput, updateDoctor),
  client: revertWith(getClient, clientInput, ClientProfileInput, updateClient),
  organization: revertWith(getOrganization, organizationInput, OrganizationInput, updateOrganization),
  operator: revertWith(getOperator, operatorInput, OperatorInput, updateOperator),
  manuscript: revertWith(getManuscript, manuscriptInput, ManuscriptInput, updateManuscript),
  pressRelease: revertWith(getPressRelease, pressReleaseInput, PressReleaseInput, updatePressRelease),
  media: revertWith(getMedium, mediumInput, MediaInput, updateMedium),
  expertise: revertWith(getExpertiseNode, expertiseInput, ExpertiseUpdate, updateExpertise),
}

const revert = composite(
  'auditLogs.revert',
  [
    getDoctor, updateDoctor, getClient, updateClient, getOrganization, updateOrganization, getOperator, updateOperator,
    getManuscript, updateManuscript, getPressRelease, updatePressRelease, getMedium, updateMedium, getExpertise, updateExpertise,
  ],
  (r: RevertRequest) => reverts[r.targetType]?.(r) ?? unrevertible(r, `${r.targetType} has no revert`),
)

/** 「この一括変更を元に戻す」: the batch's records set back (except those changed since, listed), as a batch itself. */
const undoBatch = operation(api.admin.batches.undo, (id: BatchId) => ({ params: { batchID: id } }))

export const auditLogOps = {
  search,
  undoBatch,
  history,
  operators,
  /** The operators' walk's step (one page), for its contract rows. */
  operatorsChunk,
  current,
  currentValues,
  revert,
  /** The revert's steps, each one call (the Pact rows run the step that makes their call, with the revert's input). */
  revertSteps: {
    getDoctor, updateDoctor, getClient, updateClient, getOrganization, updateOrganization, getOperator, updateOperator,
    getManuscript, updateManuscript, getPressRelease, updatePressRelease, getMedium, updateMedium, getExpertise, updateExpertise,
  },
} as const
