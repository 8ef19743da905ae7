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
import { assertUpdated, assertVersion } from '../support/version'
import * as belongs from '../belong'
import * as expertise from '../expertise'
import * as organizations from '../organization'
import * as doctors from './doctor.repository'

/** 400 naming each reference (organisation, belongs, expertise) that does not exist. */
const assertReferences = async (db: Db, input: Pick<DoctorInput, 'organizationId' | 'belongIds' | 'expertiseIds'>) => {
  const errors: string[] = []
  if (input.organizationId && !(await organizations.existingIds(db, [input.organizationId])).has(input.organizationId))
    errors.push(`所属組織: ID ${input.organizationId} は存在しません`)
  for (const [label, existing, ids] of [
    ['所属区分', belongs.existingIds, input.belongIds],
    ['専門分野', expertise.existingIds, input.expertiseIds],
  ] as const) {
    if (!ids?.length) continue
    const found = await existing(db, ids)
    const missing = ids.filter((id) => !found.has(id))
    if (missing.length) errors.push(`${label}: ID ${missing.join(', ')} は存在しません`)
  }
  if (errors.length) throw new ApiFailure(400, ...errors)
}

const assertEmailFree = async (db: Db, email: string, exceptId?: string) => {
  if (await doctors.emailTaken(db, email, exceptId)) throw new ApiFailure(409, `メールアドレス ${email} はすでに登録されています`)
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

const updateDoctor = async (db: Db, id: string, input: doctors.ProfileUpdate) => {
  const current = await doctors.find(db, id)
  assertVersion('医師', current.version, input.version)
  await assertReferences(db, input)
  if (input.email) await assertEmailFree(db, input.email, id)
  assertUpdated('医師', await doctors.update(db, id, input))
  return doctors.find(db, id)
}

/** What the public directory shows of a doctor: the fields of `DoctorPublic`. */
const publicFields = Object.keys(DoctorPublic.fields) as ReadonlyArray<keyof typeof DoctorPublic.fields>
const pick = <R extends object, K extends keyof R>(record: R, keys: ReadonlyArray<K>) =>
  Object.fromEntries(keys.map((k) => [k, record[k]])) as Pick<R, K>

const queryBool = (v: 'true' | 'false' | boolean | undefined) => (v === undefined ? undefined : v === true || v === 'true')

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
  'admin.doctors.bulkRegister': async ({ db, body }) => ({
    payload: await bulkRegisterSet(db, 'doctors', body.rows, { check: checkDoctors, insertMany: doctors.insertMany, insertOne: insertDoctor }),
  }),
} satisfies AreaHandlers<Catalogue>

/** What the audit log records of a doctor: the input's columns, the notification settings, the status, the balance, the deletion. */
const doctor = auditedRecord('doctor', doctors.recordedDoctor, 'doctorID')

export const audited = {
  ...doctor.created(payloadId, 'admin.doctors.create'),
  ...doctor.created(bulkIds, 'admin.doctors.bulkRegister'),
  ...doctor.changed('admin.doctors.update', 'general.doctors.update', 'admin.doctors.delete', 'admin.doctors.setStatus'),
} satisfies AuditedFor<keyof typeof handlers>
