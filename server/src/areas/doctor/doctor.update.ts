/**
 * A doctor's update as every path makes it (the form's save, the doctor's own profile, the CSV
 * 一括更新): the version read, the references that must exist, the e-mail free; and what the 履歴
 * records of a doctor. doctor.handlers.ts and the import area (through the face) use it.
 */
import { doctorRecord, DoctorInput } from '#domain/doctor'
import type { Db } from '../../db/db'
import type { CsvUpdateTarget } from '../support/csv-update'
import { ApiFailure } from '../support/handler'
import { assertUpdated, assertVersion } from '../support/version'
import * as belongs from '../belong'
import * as expertise from '../expertise'
import * as organizations from '../organization'
import * as doctors from './doctor.repository'

/** 400 naming each reference (organisation, belongs, expertise) that does not exist. */
export const assertReferences = async (db: Db, input: Pick<DoctorInput, 'organizationId' | 'belongIds' | 'expertiseIds'>) => {
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

export const assertEmailFree = async (db: Db, email: string, exceptId?: string) => {
  if (await doctors.emailTaken(db, email, exceptId)) throw new ApiFailure(409, `メールアドレス ${email} はすでに登録されています`)
}

export const updateDoctor = async (db: Db, id: string, input: doctors.ProfileUpdate) => {
  const current = await doctors.find(db, id)
  assertVersion('医師', current.version, input.version)
  await assertReferences(db, input)
  if (input.email) await assertEmailFree(db, input.email, id)
  assertUpdated('医師', await doctors.update(db, id, input))
  return doctors.find(db, id)
}

/** The CSV 一括更新 of doctors (server/src/areas/import-record): the declaration's columns, the doctors named, the update above. */
export const doctorCsvUpdate: CsvUpdateTarget = {
  kind: 'doctor',
  noun: '医師',
  csv: doctorRecord.csvColumns,
  inputFields: Object.keys(DoctorInput.fields),
  current: doctors.findMany,
  update: async (tx, id, input) => {
    await updateDoctor(tx, id, input as unknown as doctors.ProfileUpdate)
  },
  audit: { action: 'doctors.update', targetType: 'doctor', recorded: doctors.recordedDoctor },
}
