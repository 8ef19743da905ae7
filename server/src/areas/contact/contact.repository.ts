/** The contacts' SQL (お問い合わせ): received messages are only stored (the feed and staff read them). */
import { sql } from 'drizzle-orm'
import type { ContactInput } from '#domain/contact'
import type { Db } from '../../db/db'
import type { ColumnsOf } from '../../db/rows'
import type { contacts } from './contact.table'
import { iso } from '../support/paging'

/** Store a message received on a channel; its id and when it was received. */
export const insert = async (db: Db, channel: 'general' | 'direct', c: ContactInput) => {
  const rows = await db.query<ColumnsOf<typeof contacts, 'id' | 'created_at'>>(sql`
    INSERT INTO contacts (channel, kind, name, company_name, email, phone, subject, body)
    VALUES (${channel}, ${c.kind}, ${c.name}, ${c.companyName ?? null}, ${c.email}, ${c.phone ?? null}, ${c.subject}, ${c.body})
    RETURNING id, created_at`)
  const row = rows[0]!
  return { id: row.id, receivedAt: iso(row.created_at) }
}

// ── What other areas read of contacts (exported by ./index.ts).

/** The notification feed's source: contacts as (id, name, subject, created_at) (a query to select from). */
export const received = sql`SELECT id, name, subject, created_at FROM contacts`
