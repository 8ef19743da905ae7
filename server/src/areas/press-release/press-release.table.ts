/**
 * The press-release area's tables, declared once: migrations are generated from them (drizzle.config.ts) and
 * rows are typed from them (`RowOf`, server/src/db/rows.ts). Conventions: server/src/db/schema.ts.
 */
import { sql } from 'drizzle-orm'
import { check, index, text } from 'drizzle-orm/pg-core'
import { at, createdAt, entityTable, inlineFk, versioned } from '../../db/columns'
import { clients } from '../client/client.table'

export const pressReleases = entityTable(
  'press_releases',
  {
    clientId: text('client_id').notNull(),
    /** A medium's id (no foreign key: 0001 predates the `media` table). */
    mediaId: text('media_id'),
    title: text('title').notNull(),
    body: text('body').notNull(),
    status: text('status').notNull().default('editing'),
    publishedAt: at('published_at'),
    statusReason: text('status_reason'),
    /** Optimistic version (docs/decisions.md): +1 at every content update (title, body, tags, client, medium). */
    ...versioned(),
  },
  (t) => [
    inlineFk('press_releases', t.clientId, clients.id),
    check('press_releases_status', sql`${t.status} IN ('editing', 'request', 'published', 'suspend')`),
    index('press_releases_status_published').using('btree', t.status, t.publishedAt),
    index('press_releases_title_trgm').using('gin', sql`medicolle_fold(${t.title}) gin_trgm_ops`),
  ],
)

/** 取材依頼 sent from the public press-release page. */
export const interviewRequests = entityTable(
  'interview_requests',
  {
    pressReleaseId: text('press_release_id').notNull(),
    companyName: text('company_name').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [inlineFk('interview_requests', t.pressReleaseId, pressReleases.id)],
)
