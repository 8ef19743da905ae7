/** Contact (お問い合わせ): from signed-in users (general) and the public site (direct). The SQL is in contact.repository.ts. */
import type { Catalogue } from '#domain/catalogue'
import type { AreaHandlers } from '../support/handler'
import * as contacts from './contact.repository'
import { contacts as contactsTable } from './contact.table'
import { payloadId, recorded, type AuditedFor } from '../support/audit'

export const handlers = {
  'general.contact.post': async ({ db, body }) => ({ payload: await contacts.insert(db, 'general', body), status: 201 }),
  'direct.contacts.post': async ({ db, body }) => ({ payload: await contacts.insert(db, 'direct', body), status: 201 }),
} satisfies AreaHandlers<Catalogue>

const contact = recorded(contactsTable, 'channel', 'kind', 'name', 'company_name', 'email', 'phone', 'subject', 'body')

export const audited = {
  'general.contact.post': { action: 'contact.post', targetType: 'contact', recorded: contact, created: payloadId },
  'direct.contacts.post': { action: 'contacts.post', targetType: 'contact', recorded: contact, created: payloadId },
} satisfies AuditedFor<'general.contact.post' | 'direct.contacts.post'>
