/** Contact (お問い合わせ): from signed-in users (general) and the public site (direct). The SQL is in contact.repository.ts. */
import type { Catalogue } from '#domain/catalogue'
import type { HandlersFor } from '../support/handler'
import * as contacts from './contact.repository'

export const handlers: HandlersFor<Catalogue, 'general.contact.post' | 'direct.contacts.post'> = {
  'general.contact.post': async ({ db, body }) => ({ payload: await contacts.insert(db, 'general', body), status: 201 }),
  'direct.contacts.post': async ({ db, body }) => ({ payload: await contacts.insert(db, 'direct', body), status: 201 }),
}
