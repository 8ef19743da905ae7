/**
 * Doctors (医師): search and keyset lists, create/update, approval (allowed), freeze (利用停止),
 * soft delete (terminal: hidden from lists, e-mail free for a new account), bulk registration
 * idempotent per import key. MP grants are the points area's. The SQL is in doctor.repository.ts.
 */
import type { Catalogue } from '#domain/catalogue'
import { DoctorInput, DoctorPublic, doctorRecord } from '#domain/doctor'
import type { Db } from '../../db/db'
import { auditedRecord, bulkIds, payloadId, type AuditedFor } from '../support/audit'
import { bulkEdit } from '../batch'
import { bulkRegisterSet } from '../support/bulk'
import { ownRecordId } from '../support/caller'
import { ApiFailure, notFound, type AreaHandlers } from '../support/handler'
import { restoreRow, trashPage } from '../support/trash'
import * as belongs from '../belong'
import * as expertise from '../expertise'
import * as organizations from '../organization'
import * as doctors from './doctor.repository'
import { assertEmailFree, assertReferences, updateDoctor } from './doctor.update'

/** The doctors' ゴミ箱: their soft-deleted rows (the server purges them: areas/trash.ts). */
export const doctorTrash = doctors.trash(doctors.recordedDoctor)

/** A deleted doctor comes back only with an organisation that still exists (its e-mail still free: `doctorTrash.unique`). */
const assertRestorable = async (db: Db, id: string) => {
  const doctor = await doctors.find(db, id, true)
  if (doctor.organizationId && !(await organizations.existingIds(db, [doctor.organizationId])).has(doctor.organizationId))
    throw new ApiFailure(409, `所属組織（ID ${doctor.organizationId}）が削除されているため復元できません。先に組織を復元してください`)
}

const insertDoctor = async (db: Db, input: DoctorInput): Promise<string> => {
  await assertReferences(db, input)
  await assertEmailFree(db, input.email)
  return doctors.insert(db, input)
}

/** Set-based checks of a bulk batch: references exist, e-mails free (in the database and in the batch). */
const checkDoctors = async (db: Db, inputs: ReadonlyArray<DoctorInput>): Promise<ReadonlyArray<ReadonlyArray<string>>> => {
  const unique = (values: ReadonlyArray<string | null | undefined>) => [...new Set(values.filter((v): v is string => !!v))]
  const organizationIds = await organizations.existingIds(db, unique(inputs.map((i) => i.organizationId)))
  const belongIds = await belongs.existingIds(db, unique(inputs.flatMap((i) => i.belongIds)))
  const expertiseIds = await expertise.existingIds(db, unique(inputs.flatMap((i) => i.expertiseIds)))
  const taken = await doctors.takenEmails(db, unique(inputs.map((i) => i.email.toLowerCase())))
  return inputs.map((input) => {
    const errors: string[] = []
    if (input.organizationId && !organizationIds.has(input.organizationId)) errors.push(`所属組織: ID ${input.organizationId} は存在しません`)
    const missingBelongs = input.belongIds.filter((id) => !belongIds.has(id))
    if (missingBelongs.length) errors.push(`所属区分: ID ${missingBelongs.join(', ')} は存在しません`)
    const missingExpertise = input.expertiseIds.filter((id) => !expertiseIds.has(id))
    if (missingExpertise.length) errors.push(`専門分野: ID ${missingExpertise.join(', ')} は存在しません`)
    const email = input.email.toLowerCase()
    if (taken.has(email)) errors.push(`メールアドレス ${input.email} はすでに登録されています`)
    else if (errors.length === 0) taken.add(email) // a later row of the same batch with this e-mail is refused
    return errors
  })
}

/** What the public directory shows of a doctor: the fields of `DoctorPublic`. */
const publicFields = Object.keys(DoctorPublic.fields) as ReadonlyArray<keyof typeof DoctorPublic.fields>
const pick = <R extends object, K extends keyof R>(record: R, keys: ReadonlyArray<K>) =>
  Object.fromEntries(keys.map((k) => [k, record[k]])) as Pick<R, K>

const queryBool = (v: 'true' | 'false' | boolean | undefined) => (v === undefined ? undefined : v === true || v === 'true')

/** The CSV 一括更新 of this kind (handed to the import area by the list of areas, server/src/areas/index.ts). */
export { doctorCsvUpdate as csvUpdate } from './doctor.update'

export const handlers = {
  /** The public directory: approved, active doctors only, no contact data, and a keyword that matches only names and kana. */
  'direct.doctors.search': async ({ db, body }) => {
    const page = await doctors.search(db, { ...body, publicKeyword: true, allowed: true, frozen: false, sort: 'lastNameKana', order: 'asc' })
    return {
      nextCursorKey: page.nextCursorKey,
      items: page.items.map((d) => pick(d, publicFields)),
    }
  },
  'general.doctors.list': async ({ db, query }) =>
    doctors.search(db, {
      ...query,
      allowed: queryBool(query.allowed),
      frozen: queryBool((query as { frozen?: 'true' | 'false' }).frozen),
      organizationIds: query.organizationId ? [query.organizationId] : undefined,
      expertiseIds: query.expertiseId ? [query.expertiseId] : undefined,
      prefectures: query.prefecture ? [query.prefecture] : undefined,
    }),
  // owner: staff, or the doctor themself (support/caller.ts)
  'general.doctors.get': async ({ db, caller, params }) => ({ payload: await doctors.find(db, ownRecordId(caller, 'doctor', params.doctorID)) }),
  'general.doctors.update': async ({ db, caller, params, body }) => ({ payload: await updateDoctor(db, ownRecordId(caller, 'doctor', params.doctorID), body) }),
  'admin.doctors.search': async ({ db, body }) => doctors.search(db, body),
  'admin.doctors.bulkEdit': async ({ db, caller, body }) => ({
    payload: await bulkEdit(db, caller, { target: doctors.batchTarget, record: doctorRecord, input: DoctorInput, check: (tx, values) => assertReferences(tx, { ...values, belongIds: [], expertiseIds: [] }) }, body),
  }),
  'admin.doctors.create': async ({ db, body }) => {
    const id = await db.transaction((tx) => insertDoctor(tx, body))
    return { payload: await doctors.find(db, id), status: 201 }
  },
  'admin.doctors.update': async ({ db, params, body }) => ({
    payload: await db.transaction((tx) => updateDoctor(tx, params.doctorID, body)),
  }),
  'admin.doctors.delete': async ({ db, params }) => {
    return { payload: (await doctors.softDelete(db, params.doctorID)) ?? notFound('医師') }
  },
  'admin.doctors.setStatus': async ({ db, params, body }) => {
    if (!(await doctors.setStatus(db, params.doctorID, body))) notFound('医師')
    return { payload: await doctors.find(db, params.doctorID) }
  },
  'admin.doctors.trash': ({ db, query }) => trashPage(db, doctorTrash, query),
  'admin.doctors.restore': async ({ db, params }) => ({ payload: await restoreRow(db, doctorTrash, params.doctorID, () => assertRestorable(db, params.doctorID)) }),
  'admin.doctors.bulkRegister': async ({ db, body }) => ({
    payload: await bulkRegisterSet(db, 'doctors', body.rows, { check: checkDoctors, insertMany: doctors.insertMany, insertOne: insertDoctor }),
  }),
} satisfies AreaHandlers<Catalogue>

/** What the audit log records of a doctor: the input's columns, the notification settings, the status, the balance, the deletion. */
const doctor = auditedRecord('doctor', doctors.recordedDoctor, 'doctorID')

export const audited = {
  ...doctor.created(payloadId, 'admin.doctors.create'),
  ...doctor.created(bulkIds, 'admin.doctors.bulkRegister'),
  ...doctor.changed('admin.doctors.update', 'general.doctors.update', 'admin.doctors.delete', 'admin.doctors.setStatus', 'admin.doctors.restore'),
} satisfies AuditedFor<keyof typeof handlers>
