/**
 * Health checks and admissions (may this e-mail sign in to this login destination). The signed-in
 * account (`general.auth.get`) is the operator area's.
 */
import type { Catalogue } from '#domain/catalogue'
import type { Db } from '../../db/db'
import type { AreaHandlers } from '../support/handler'
import * as accounts from './account.repository'

const health = async () => ({ payload: { status: 'ok' as const, time: new Date().toISOString() } })

/** Admission for `management` = an active operator with that e-mail; other destinations: an active account. */
const admission = async (db: Db, email: string, loginDest: string): Promise<boolean> => {
  switch (loginDest) {
    case 'management':
      return accounts.activeOperatorExists(db, email)
    case 'doctor':
      return accounts.liveDoctorExists(db, email)
    case 'client':
      return accounts.liveClientExists(db, email)
    default:
      return false
  }
}

export const handlers = {
  'general.health.check': health,
  'admin.health.check': health,
  'direct.health.check': health,
  'general.admissions.check': async ({ db, query }) => ({ payload: await admission(db, query.email, query.loginDest) }),
  'direct.admissions.check': async ({ db, query }) => ({ payload: await admission(db, query.email, query.loginDest) }),
} satisfies AreaHandlers<Catalogue>
