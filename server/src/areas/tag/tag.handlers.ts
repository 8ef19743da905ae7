/** Tags (タグ): unique NFKC names, idempotent bulk insert, keyset lists with usage counts. The SQL is in tag.repository.ts. */
import type { Catalogue } from '#domain/catalogue'
import type { AreaHandlers } from '../support/handler'
import * as tags from './tag.repository'
import { tags as tagsTable } from './tag.table'
import { payloadId, payloadIds, recorded, type AuditedFor } from '../support/audit'

/** The stored form of a tag name: NFKC, trimmed (so 'ＡＩ ' and 'AI' are the same tag). */
export const normalizeTagName = (name: string): string => name.normalize('NFKC').trim()

const search = (db: Parameters<typeof tags.search>[0], f: tags.TagFilter) => tags.search(db, f, normalizeTagName)

export const handlers = {
  'general.tags.list': async ({ db, query }) => search(db, query),
  'general.tags.create': async ({ db, body }) => ({ payload: await tags.upsert(db, normalizeTagName(body.name)) }),
  'general.tags.bulkInsert': async ({ db, body }) => {
    const names = [...new Set(body.names.map(normalizeTagName))]
    const stored = await db.transaction(async (tx) => {
      const out = []
      for (const name of names) out.push(await tags.upsert(tx, name))
      return out
    })
    return { payload: stored }
  },
  'general.tags.search': async ({ db, body }) => search(db, body),
  'direct.tags.list': async ({ db, query }) => search(db, query),
  'direct.tags.search': async ({ db, body }) => search(db, body),
} satisfies AreaHandlers<Catalogue>

const tag = recorded(tagsTable, 'name')

export const audited = {
  'general.tags.create': { action: 'tags.create', targetType: 'tag', recorded: tag, created: payloadId },
  'general.tags.bulkInsert': { action: 'tags.bulkInsert', targetType: 'tag', recorded: tag, created: payloadIds },
} satisfies AuditedFor<keyof typeof handlers>
