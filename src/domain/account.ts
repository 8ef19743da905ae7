/** GET /auth/{AccountID}: who a signed-in Firebase identity is on the platform. */
import { Schema } from 'effect'
import { AccountId, ClientId, DoctorId, MediaId, OperatorId } from './ids'
import { OperatorRole } from './operator'

export const accountKinds = ['operator', 'doctor', 'client', 'media'] as const
export const AccountKind = Schema.Literals(accountKinds)
export type AccountKind = typeof AccountKind.Type

export const Account = Schema.Struct({
  accountId: AccountId,
  kind: AccountKind,
  email: Schema.String,
  displayName: Schema.String,
  /** Set when kind is `operator`. */
  operatorId: Schema.optional(Schema.NullOr(OperatorId)),
  role: Schema.optional(Schema.NullOr(OperatorRole)),
  doctorId: Schema.optional(Schema.NullOr(DoctorId)),
  clientId: Schema.optional(Schema.NullOr(ClientId)),
  mediaId: Schema.optional(Schema.NullOr(MediaId)),
  active: Schema.Boolean,
})
export type Account = typeof Account.Type

/**
 * May the signed-in account manage operators (create, edit, delete, change roles)? Only an active
 * operator with role admin; the console offers 保存 / 削除 on the operator pages to nobody else
 * (the server refuses them anyway: `admin.operators.*` need the admin role).
 */
export const canManageOperators = (account: Account | undefined): boolean =>
  account !== undefined && account.kind === 'operator' && account.role === 'admin' && account.active
