/**
 * Doctors (医師): search and keyset lists, create/update, approval (allowed), freeze (利用停止),
 * soft delete (terminal: hidden from lists, e-mail free for a new account), bulk registration
 * idempotent per import key, and MP grants as an atomic ledger that never goes below zero. The SQL
 * is in doctor.repository.ts.
 */
import type { Catalogue } from '#domain/catalogue'
import { frozenRefusals, type DoctorInput } from '#domain/doctor'
import type { Db } from '../../db/db'
import { doctors as doctorsTable } from './doctor.table'
import { bulkIds, payloadId, recorded, type AuditedFor } from '../support/audit'
import { bulkRegisterSet } from '../support/bulk'
import { assertOwner } from '../support/caller'
import { ApiFailure, notFound, type HandlersFor } from '../support/handler'
import { moveMp } from '../support/mp-ledger'
import { assertUpdated, assertVersion } from '../support/version'
import * as doctors from './doctor.repository'

/** 400 naming each reference (organisation, belongs, expertise) that does not exist. */
const assertReferences = async (db: Db, input: Pick<DoctorInput, 'organizationId' | 'belongIds' | 'expertiseIds'>) => {
  const errors: string[] = []
  if (input.organizationId && !(await doctors.existingIds(db, 'organizations', [input.organizationId])).has(input.organizationId))
    errors.push(`所属組織: ID ${input.organizationId} は存在しません`)
  for (const [label, table, ids] of [
    ['所属区分', 'belongs', input.belongIds],
    ['専門分野', 'expertise', input.expertiseIds],
  ] as const) {
    if (!ids?.length) continue
    const found = await doctors.existingIds(db, table, ids)
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
  const organizations = await doctors.existingIds(db, 'organizations', unique(inputs.map((i) => i.organizationId)))
  const belongs = await doctors.existingIds(db, 'belongs', unique(inputs.flatMap((i) => i.belongIds)))
  const expertise = await doctors.existingIds(db, 'expertise', unique(inputs.flatMap((i) => i.expertiseIds)))
  const taken = await doctors.takenEmails(db, unique(inputs.map((i) => i.email.toLowerCase())))
  return inputs.map((input) => {
    const errors: string[] = []
    if (input.organizationId && !organizations.has(input.organizationId)) errors.push(`所属組織: ID ${input.organizationId} は存在しません`)
    const missingBelongs = input.belongIds.filter((id) => !belongs.has(id))
    if (missingBelongs.length) errors.push(`所属区分: ID ${missingBelongs.join(', ')} は存在しません`)
    const missingExpertise = input.expertiseIds.filter((id) => !expertise.has(id))
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

const queryBool = (v: 'true' | 'false' | boolean | undefined) => (v === undefined ? undefined : v === true || v === 'true')

type DoctorCalls =
  | 'general.doctors.list'
  | 'general.doctors.get'
  | 'general.doctors.update'
  | 'admin.doctors.search'
  | 'admin.doctors.create'
  | 'admin.doctors.update'
  | 'admin.doctors.delete'
  | 'admin.doctors.setStatus'
  | 'admin.doctors.bulkRegister'
  | 'admin.mp.grant'
  | 'direct.doctors.search'

export const handlers: HandlersFor<Catalogue, DoctorCalls> = {
  /** The public directory: approved, active doctors only, no contact data, and a keyword that matches only names and kana. */
  'direct.doctors.search': async ({ db, body }) => {
    const page = await doctors.search(db, { ...body, publicKeyword: true, allowed: true, frozen: false, sort: 'lastNameKana', order: 'asc' })
    return {
      nextCursorKey: page.nextCursorKey,
      items: page.items.map((d) => ({
        id: d.id,
        lastName: d.lastName,
        firstName: d.firstName,
        lastNameKana: d.lastNameKana,
        firstNameKana: d.firstNameKana,
        organizationName: d.organizationName,
        expertiseIds: d.expertiseIds,
        prefecture: d.prefecture,
      })),
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
  'general.doctors.get': async ({ db, caller, params }) => {
    assertOwner(caller, 'doctor', params.doctorID)
    return { payload: await doctors.find(db, params.doctorID) }
  },
  'general.doctors.update': async ({ db, caller, params, body }) => {
    assertOwner(caller, 'doctor', params.doctorID)
    return { payload: await updateDoctor(db, params.doctorID, body) }
  },
  'admin.doctors.search': async ({ db, body }) => doctors.search(db, body),
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
  'admin.mp.grant': async ({ db, body, caller }) => {
    // One outcome per doctor: a doctor named twice would be granted twice. The console never sends one
    // twice (its selection and the paste/file resolution keep each doctor once), so a repeat is refused.
    const seen = new Set<string>()
    const repeated = new Set<string>()
    for (const id of body.doctorIds) (seen.has(id) ? repeated : seen).add(id)
    if (repeated.size) throw new ApiFailure(400, `doctorIds: 同じ医師が複数回指定されています（${[...repeated].join(', ')}）`)
    const results = await db.transaction(async (tx) => {
      const out: { doctorId: string; ok: boolean; balance: number; error: string | null }[] = []
      for (const doctorId of body.doctorIds) {
        // A frozen doctor's MP does not move (a grant nor a take-back): refused, the others go on.
        const frozen = await doctors.frozenBalance(tx, doctorId)
        if (frozen !== undefined) {
          out.push({ doctorId, ok: false, balance: frozen, error: frozenRefusals.grantMp })
          continue
        }
        const moved = await moveMp(tx, { doctorId, amount: body.amount, kind: 'grant', reason: body.note ?? 'MP付与', operatorId: caller?.operator?.id ?? null })
        if (moved) {
          out.push({ doctorId, ok: true, balance: moved.balance, error: null })
          continue
        }
        const current = await doctors.balanceOf(tx, doctorId)
        out.push({
          doctorId,
          ok: false,
          balance: current ? current.balance : 0,
          error: !current || current.deleted ? '医師が見つかりません' : `保有MP（${current.balance}）を下回るため減算できません`,
        })
      }
      return out
    })
    if (results.every((r) => !r.ok)) throw new ApiFailure(422, ...results.map((r) => r.error ?? 'MPを付与できませんでした'))
    return { payload: { results } }
  },
}

const doctor = recorded(
  doctorsTable, 'email', 'last_name', 'first_name', 'last_name_kana', 'first_name_kana', 'phone', 'medical_license_number', 'prefecture',
  'organization_id', 'belong_ids', 'expertise_ids', 'notification_disabled', 'reception_frequency', 'allowed', 'frozen', 'mp_balance', 'deleted_at',
)

export const audited: AuditedFor<DoctorCalls> = {
  'admin.doctors.create': { action: 'doctors.create', targetType: 'doctor', recorded: doctor, created: payloadId },
  'admin.doctors.bulkRegister': { action: 'doctors.bulkRegister', targetType: 'doctor', recorded: doctor, created: bulkIds },
  'admin.doctors.update': { action: 'doctors.update', targetType: 'doctor', recorded: doctor, targets: (i) => [i.params.doctorID] },
  'general.doctors.update': { action: 'doctors.update', targetType: 'doctor', recorded: doctor, targets: (i) => [i.params.doctorID] },
  'admin.doctors.delete': { action: 'doctors.delete', targetType: 'doctor', recorded: doctor, targets: (i) => [i.params.doctorID] },
  'admin.doctors.setStatus': { action: 'doctors.setStatus', targetType: 'doctor', recorded: doctor, targets: (i) => [i.params.doctorID] },
  'admin.mp.grant': {
    action: 'mp.grant', targetType: 'doctor', recorded: recorded(doctorsTable, 'mp_balance'),
    targets: (i) => [...new Set<string>(i.body.doctorIds)], reason: (i) => i.body.note,
  },
}
