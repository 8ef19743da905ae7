/**
 * What the audit log and the records' 履歴 ask of the API: one search (`admin.auditLogs.search`)
 * for the 監査ログ screen's filters and for one record's history, and the revert of one field
 * (「この値に戻す」): the record read afresh, the field set back to the value the entry recorded
 * before, and the record's own update sent with its version and `?revertOf=<entry>` (so the
 * server checks the version as for any edit and records the change as a revert of that entry).
 */
import { Effect, Schema } from 'effect'
import type { AuditLogId } from '../../domain/ids'
import { ClientId, DoctorId, OperatorId, OrganizationId } from '../../domain/ids'
import { revertibleColumns, type RevertRequest } from '../../domain/audit'

export type { RevertRequest }
import { ClientProfileInput, type Client } from '../../domain/client'
import { DoctorInput, type Doctor } from '../../domain/doctor'
import { listPageSize } from '../../domain/list-query'
import { OperatorInput, type Operator } from '../../domain/operator'
import { OrganizationInput, type Organization } from '../../domain/organization'
import { api } from '../../services/http/api'
import { InvalidRequest } from '../../services/http/api-errors'
import { composite, operation } from '../../services/operation'
import type { AuditLogListSearch, HistorySearch } from './audit-log.search'

const search = operation(api.admin.auditLogs.search, (q: AuditLogListSearch) => ({
  body: {
    ...(q.operatorId ? { operatorId: q.operatorId } : {}),
    ...(q.targetType ? { targetType: q.targetType } : {}),
    ...(q.action ? { action: q.action } : {}),
    ...(q.from ? { from: q.from } : {}),
    ...(q.to ? { to: q.to } : {}),
    ...(q.cursor ? { cursor: q.cursor } : {}),
    limit: listPageSize,
  },
}))

const history = operation(api.admin.auditLogs.search, (q: HistorySearch) => ({
  body: { targetType: q.targetType, targetId: q.targetId, ...(q.cursor ? { cursor: q.cursor } : {}), limit: 20 },
}))

/** The operators the 操作者 filter offers (active or not: a former operator's entries stay). */
const operators = operation(api.admin.operators.list, () => ({ query: { limit: 100 } }))


const getDoctor = operation(api.general.doctors.get, (id: string) => ({ params: { doctorID: Schema.decodeSync(DoctorId)(id) } }))
const updateDoctor = operation(api.admin.doctors.update, (i: { id: string; version: number; body: DoctorInput; revertOf: AuditLogId }) => ({
  params: { doctorID: Schema.decodeSync(DoctorId)(i.id) },
  query: { revertOf: i.revertOf },
  body: { ...i.body, version: i.version },
}))
const getClient = operation(api.general.clients.get, (id: string) => ({ params: { clientID: Schema.decodeSync(ClientId)(id) } }))
const updateClient = operation(api.general.clients.update, (i: { id: string; version: number; body: ClientProfileInput; revertOf: AuditLogId }) => ({
  params: { clientID: Schema.decodeSync(ClientId)(i.id) },
  query: { revertOf: i.revertOf },
  body: { ...i.body, version: i.version },
}))
const getOrganization = operation(api.general.organizations.get, (id: string) => ({ params: { organizationID: Schema.decodeSync(OrganizationId)(id) } }))
const updateOrganization = operation(api.admin.organizations.update, (i: { id: string; version: number; body: OrganizationInput; revertOf: AuditLogId }) => ({
  params: { organizationID: Schema.decodeSync(OrganizationId)(i.id) },
  query: { revertOf: i.revertOf },
  body: { ...i.body, version: i.version },
}))
const getOperator = operation(api.admin.operators.get, (id: string) => ({ params: { operatorID: Schema.decodeSync(OperatorId)(id) } }))
const updateOperator = operation(api.admin.operators.update, (i: { id: string; version: number; body: OperatorInput; revertOf: AuditLogId }) => ({
  params: { operatorID: Schema.decodeSync(OperatorId)(i.id) },
  query: { revertOf: i.revertOf },
  body: { ...i.body, version: i.version },
}))

const doctorInput = (d: Doctor) => ({
  email: d.email, lastName: d.lastName, firstName: d.firstName, lastNameKana: d.lastNameKana, firstNameKana: d.firstNameKana, phone: d.phone,
  medicalLicenseNumber: d.medicalLicenseNumber, organizationId: d.organizationId, belongIds: d.belongIds, expertiseIds: d.expertiseIds,
  prefecture: d.prefecture, allowed: d.allowed,
})
const clientInput = (c: Client) => ({
  email: c.email, companyName: c.companyName, companyNameKana: c.companyNameKana, department: c.department, contactName: c.contactName,
  contactNameKana: c.contactNameKana, phone: c.phone, postalCode: c.postalCode, prefecture: c.prefecture, address: c.address, url: c.url,
})
const organizationInput = (o: Organization) => ({
  name: o.name, nameKana: o.nameKana, kind: o.kind, prefecture: o.prefecture, postalCode: o.postalCode, address: o.address, phone: o.phone, url: o.url,
})
const operatorInput = (o: Operator) => ({ email: o.email, name: o.name, role: o.role, active: o.active })

const unrevertible = (r: RevertRequest, issue: string) =>
  Effect.fail(new InvalidRequest({ endpoint: `revert ${r.targetType}`, issue, message: 'この値には戻せません（項目の入力内容に合いません）' }))

/** The record's editable input with one field set back, decoded with the form's own schema (an old value that no longer passes is refused). */
const restored = <Input>(r: RevertRequest, current: Readonly<Record<string, unknown>>, schema: Schema.Decoder<Input>) => {
  const key = revertibleColumns[r.targetType]?.[r.column]
  if (key === undefined) return unrevertible(r, `${r.column} is not revertible`)
  return Schema.decodeUnknownEffect(schema)({ ...current, [key]: r.value ?? null }).pipe(Effect.catch((e) => unrevertible(r, String(e))))
}

const revert = composite(
  'auditLogs.revert',
  [getDoctor, updateDoctor, getClient, updateClient, getOrganization, updateOrganization, getOperator, updateOperator],
  (r: RevertRequest) =>
    Effect.gen(function* () {
      switch (r.targetType) {
        case 'doctor': {
          const d = yield* getDoctor(r.targetId)
          const body = yield* restored(r, doctorInput(d), DoctorInput)
          return yield* Effect.asVoid(updateDoctor({ id: r.targetId, version: d.version, body, revertOf: r.entryId }))
        }
        case 'client': {
          const c = yield* getClient(r.targetId)
          const body = yield* restored(r, clientInput(c), ClientProfileInput)
          return yield* Effect.asVoid(updateClient({ id: r.targetId, version: c.version, body, revertOf: r.entryId }))
        }
        case 'organization': {
          const o = yield* getOrganization(r.targetId)
          const body = yield* restored(r, organizationInput(o), OrganizationInput)
          return yield* Effect.asVoid(updateOrganization({ id: r.targetId, version: o.version, body, revertOf: r.entryId }))
        }
        case 'operator': {
          const o = yield* getOperator(r.targetId)
          const body = yield* restored(r, operatorInput(o), OperatorInput)
          return yield* Effect.asVoid(updateOperator({ id: r.targetId, version: o.version, body, revertOf: r.entryId }))
        }
        default:
          return yield* unrevertible(r, `${r.targetType} has no revert`)
      }
    }),
)

export const auditLogOps = {
  search,
  history,
  operators,
  revert,
  /** The revert's steps, each one call (the Pact rows run the step that makes their call, with the revert's input). */
  revertSteps: { getDoctor, updateDoctor, getClient, updateClient, getOrganization, updateOrganization, getOperator, updateOperator },
} as const
