/**
 * Who the caller is in the data, and what they may touch. Shared by every area whose calls act
 * as the signed-in doctor or client, or on an object somebody owns (docs/auth.md). The caller's
 * doctor and client come from the uid binding (server/src/auth.ts), never from the e-mail.
 */
import type { Db } from '../../db/db'
import { ApiFailure, type Caller } from './handler'

/** The refusal of a frozen doctor's or suspended client's call (here and http/suspension.ts). */
export const suspendedMessage = '利用停止中のアカウントでは操作できません'

/**
 * The live doctor the caller is bound to. `acting`: the call earns or spends MP, which a frozen
 * (利用停止) doctor may not do; reading their own history stays possible.
 */
export const callerDoctorId = async (_db: Db, caller: Caller | null, options: { readonly acting?: boolean } = {}): Promise<string> => {
  const doctor = caller?.doctor
  if (!doctor) throw new ApiFailure(403, '医師としてログインしてください')
  if (options.acting && doctor.frozen) throw new ApiFailure(403, suspendedMessage)
  return doctor.id
}

/** Refusal of an object that belongs to someone else (never says whether it exists). */
export const notYours = (): never => {
  throw new ApiFailure(403, '他のアカウントのデータは参照・操作できません')
}

export const isStaff = (caller: Caller | null): boolean => caller?.operator != null

/**
 * Whose objects a caller may touch: staff every object (`null` = no owner filter), a doctor or
 * client only their own (their id), anybody else nothing (refused).
 */
export const ownerScope = (caller: Caller | null, kind: 'doctor' | 'client'): string | null => {
  if (isStaff(caller)) return null
  const own = kind === 'doctor' ? caller?.doctor?.id : caller?.client?.id
  return own ?? notYours()
}

/** The caller may touch the object owned by `ownerId` (a doctor's or client's id). */
export const assertOwner = (caller: Caller | null, kind: 'doctor' | 'client', ownerId: string | null | undefined): void => {
  const scope = ownerScope(caller, kind)
  if (scope !== null && scope !== ownerId) notYours()
}

/** The id of a doctor's or client's own record (`access: 'owner'`) once the caller may touch it (`assertOwner`). */
export const ownRecordId = <I extends string>(caller: Caller | null, kind: 'doctor' | 'client', id: I): I => {
  assertOwner(caller, kind, id)
  return id
}

/** The signed-in operator's id (the access level `operator` guarantees one; this narrows the type). */
export const callerOperatorId = (caller: Caller | null): string => {
  if (!caller?.operator) throw new ApiFailure(403, 'この操作は管理者（オペレーター）のみ行えます')
  return caller.operator.id
}
