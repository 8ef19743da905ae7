/**
 * Operators (管理者): admin role only (the catalogue's access); nobody demotes, deactivates or
 * deletes themselves; never delete or demote the last active admin; e-mails are unique; updates
 * name the version they read. And the signed-in account (`general.auth.get`: who an identity is).
 * The SQL is in operator.repository.ts; what the audit log records of an operator is `audited`.
 */
import type { Catalogue } from '#domain/catalogue'
import { changesRoleOrActive, isSelf, selfRefusals } from '#domain/operator'
import { auditedRecord, payloadId, recorded, type AuditedFor } from '../support/audit'
import { ApiFailure, notFound, type AreaHandlers } from '../support/handler'
import type { Db } from '../../db/db'
import { assertUpdated, assertVersion } from '../support/version'
import { OperatorInput } from '#domain/operator'
import { columnNamesOf, recordColumns } from '../../db/records'
import * as points from '../points'
import * as operators from './operator.repository'
import { operators as operatorsTable } from './operator.table'

/**
 * Refuse a change that would leave no active admin. Called for every change that removes an active
 * admin (a demotion, a deactivation, a deletion), inside runAudited's transaction (http/audited.ts),
 * which has already locked the changed row.
 *
 * Under ANY interleaving: two admins demoting each other at once each counted the
 * other as still active, and both changes were made. So these changes first take ONE
 * transaction-level advisory lock and run one at a time: each counts after the previous one
 * committed (READ COMMITTED: the count is a new statement, it sees every commit before it), and
 * the lock is held until this change commits or rolls back. A change that adds an admin needs no
 * lock (it can only make the count larger). Not a FOR UPDATE of every active admin: runAudited
 * holds the changed row already, so two calls each holding one admin and waiting for the other's
 * would deadlock (40P01, a 500: seen within 30 rounds of tests/server/concurrency.test.ts). Here
 * the order is always changed row → this lock, and the holder touches no operator row but the one
 * it already holds, so no wait ever closes a cycle.
 */
const assertAdminRemains = async (db: Db, changedId: string) => {
  await operators.lockAdminRemoval(db)
  if (!(await operators.otherActiveAdminExists(db, changedId))) throw new ApiFailure(422, '有効な管理者（全権限）が一人もいなくなるため、この変更はできません')
}

const assertEmailFree = async (db: Db, email: string, exceptId: string | null) => {
  if (await operators.emailTaken(db, email, exceptId)) throw new ApiFailure(409, `メールアドレス ${email} の管理者はすでに登録されています`)
}

export const handlers = {
  'general.auth.get': async ({ db, params, caller }) => {
    if (!caller || (caller.uid !== params.AccountID && !caller.operator)) throw new ApiFailure(403, '他のアカウントの情報は参照できません')
    const self = caller.uid === params.AccountID ? { email: caller.email ?? '' } : null
    const op = (await operators.findByAccount(db, params.AccountID, self)) ?? notFound('アカウント')
    return {
      payload: { accountId: params.AccountID, kind: 'operator', email: op.email, displayName: op.name, operatorId: op.id, role: op.role, active: op.active },
    }
  },
  'admin.operators.list': async ({ db, query }) => operators.search(db, query),
  'admin.operators.get': async ({ db, params }) => ({ payload: await operators.find(db, params.operatorID) }),
  'admin.operators.create': async ({ db, body }) => {
    await assertEmailFree(db, body.email, null)
    return { payload: await operators.find(db, await operators.insert(db, body)), status: 201 }
  },
  'admin.operators.update': async ({ db, params, body, caller }) => {
    const current = await operators.find(db, params.operatorID)
    if (current.role === 'admin' && current.active && (body.role !== 'admin' || !body.active)) await assertAdminRemains(db, current.id)
    // nobody demotes or deactivates themselves (the last admin is refused above, with its own reason)
    if (isSelf(caller?.operator?.id, current.id) && changesRoleOrActive(current, body)) throw new ApiFailure(422, selfRefusals.roleOrActive)
    assertVersion('管理者', current.version, body.version)
    await assertEmailFree(db, body.email, current.id)
    assertUpdated('管理者', await operators.update(db, current.id, body))
    return { payload: await operators.find(db, current.id) }
  },
  'admin.operators.delete': async ({ db, params, caller }) => {
    const current = await operators.find(db, params.operatorID)
    if (isSelf(caller?.operator?.id, current.id)) throw new ApiFailure(422, selfRefusals.delete)
    if (current.role === 'admin' && current.active) await assertAdminRemains(db, current.id)
    await points.forgetOperator(db, current.id)
    await operators.remove(db, current.id)
    return { payload: { id: current.id, deletedAt: new Date().toISOString() } }
  },
} satisfies AreaHandlers<Catalogue>

const operator = auditedRecord('operator', recorded(operatorsTable, ...columnNamesOf(recordColumns(operatorsTable, OperatorInput.fields))), 'operatorID')

export const audited = {
  ...operator.created(payloadId, 'admin.operators.create'),
  ...operator.changed('admin.operators.update', 'admin.operators.delete'),
} satisfies AuditedFor<keyof typeof handlers>
