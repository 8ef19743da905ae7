/** The audit log, read by admins (`admin.auditLogs.search`, access `admin`): newest first, keyset paged. */
import type { Catalogue } from '#domain/catalogue'
import type { HandlersFor } from '../support/handler'
import * as auditLogs from './audit-log.repository'

export const handlers: HandlersFor<Catalogue, 'admin.auditLogs.search'> = {
  'admin.auditLogs.search': async ({ db, body }) => auditLogs.search(db, body),
}
