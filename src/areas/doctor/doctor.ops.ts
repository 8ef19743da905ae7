/**
 * What the doctor pages ask of the API (see src/services/operation.ts): each is run by a page's
 * actor (src/areas/doctor/doctor.wiring.ts) and by the Pact consumer test of its call, with the
 * same input, so the contract holds exactly what the console sends.
 */
import { Effect } from 'effect'
import type { BulkEditRequest } from '../../domain/batch'
import type { CommitBatchInput } from '../../domain/csv-import'
import { type DoctorAction, type DoctorInput, type DoctorListQuery, type DoctorSearch, type DoctorStatusPatch } from '../../domain/doctor'
import type { DoctorId } from '../../domain/ids'
import { flagValue, sortedPageOf } from '../../domain/list-query'
import type { MpGrantInput } from '../../domain/points'
import type { RecordActionInput } from '../../domain/records'
import { trashQuery } from '../../domain/trash'
import { bulkBodyOf, outcomesOf } from '../../services/bulk.ops'
import { api } from '../../services/http/api'
import { composite, operation, saveOperation, type VersionedSave, versionedRequest } from '../../services/operation'

/** The admin search body of a list query: only the filters set, the page size of the console's lists. */
export const doctorSearchBody = (q: DoctorListQuery): DoctorSearch => {
  const allowed = flagValue(q.allowed)
  const frozen = flagValue(q.frozen)
  // the keyword comes trimmed (a blank one absent) from the route's search Schema (src/domain/list-search.ts SearchText)
  const keyword = q.keyword
  return {
    ...(keyword ? { keyword } : {}),
    ...(allowed !== undefined ? { allowed } : {}),
    ...(frozen !== undefined ? { frozen } : {}),
    ...(q.organizationId ? { organizationIds: [q.organizationId] } : {}),
    ...(q.expertiseId ? { expertiseIds: [q.expertiseId] } : {}),
    ...(q.prefecture ? { prefectures: [q.prefecture] } : {}),
    ...sortedPageOf(q),
  }
}

/** The status patch of each status action. */
export const doctorStatusPatches: Readonly<Partial<Record<DoctorAction, DoctorStatusPatch>>> = {
  allow: { allowed: true },
  disallow: { allowed: false },
  freeze: { frozen: true },
  unfreeze: { frozen: false },
}

const search = operation(api.admin.doctors.search, (q: DoctorListQuery) => ({ body: doctorSearchBody(q) }))
const get = operation(api.general.doctors.get, (id: DoctorId) => ({ params: { doctorID: id } }))
const create = operation(api.admin.doctors.create, (body: DoctorInput) => ({ body }))
const update = operation(api.admin.doctors.update, (input: VersionedSave<DoctorId, DoctorInput>) => versionedRequest('doctorID', input))
const remove = operation(api.admin.doctors.delete, (id: DoctorId) => ({ params: { doctorID: id } }))
const setStatus = operation(api.admin.doctors.setStatus, (input: { readonly id: DoctorId; readonly patch: DoctorStatusPatch }) => ({
  params: { doctorID: input.id },
  body: input.patch,
}))
/** ゴミ箱: a page of the deleted doctors after a cursor; the restore of one (元に戻す, 復元). */
const trash = operation(api.admin.doctors.trash, (cursor: string | null) => ({ query: trashQuery(cursor) }))
const restore = operation(api.admin.doctors.restore, (id: DoctorId) => ({ params: { doctorID: id } }))
/** 「一括編集」 of the ticked doctors: one field, each row at the version the list read (one batch). */
const bulkEdit = operation(api.admin.doctors.bulkEdit, (body: BulkEditRequest) => ({ body }))
const grantMp = operation(api.admin.mp.grant, (input: MpGrantInput) => ({ body: input }))
const commitBatch = operation(
  api.admin.doctors.bulkRegister,
  (input: CommitBatchInput) => ({ body: bulkBodyOf<DoctorInput>(input.rows) }),
  (output) => outcomesOf(output.results),
)

export const doctorOps = {
  search,
  get,
  /** The form's save: create, or update when the form edits a doctor. */
  save: saveOperation('doctors.save', create, update),
  /** One of the record's actions (the MP grant has its own dialog: `grantMp`). Delete yields null. */
  runAction: composite('doctors.runAction', [remove, setStatus], (input: RecordActionInput<DoctorAction, DoctorId>) => {
    const patch = doctorStatusPatches[input.action]
    if (input.action === 'delete') return Effect.as(remove(input.id), null)
    if (patch) return setStatus({ id: input.id, patch })
    return Effect.die(new Error(`doctor action ${input.action} is not a call`))
  }),
  grantMp,
  commitBatch,
  trash,
  restore,
  bulkEdit,
} as const
