/**
 * Notifications: the signed-in doctor's e-mail settings (stored on `doctors`), and the operators'
 * feed, derived from the content tables (no table of its own, so it can never disagree with them).
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Catalogue } from '#domain/catalogue'
import type { Notification as NotificationSchema, NotificationKind } from '#domain/notification'
import type { Db } from '../db/database'
import type { ColumnsOf } from '../db/rows'
import type { doctors } from '../db/schema'
import { type HandlersFor, type Json } from './handler'
import { iso, keysetPage, type SortValue } from './paging'
import { callerDoctorId } from './support/caller'

type Settings = ColumnsOf<typeof doctors, 'notification_disabled' | 'reception_frequency'>

const settings = async (db: Db, doctorId: string) => {
  const rows = await db.query<Settings>(sql`SELECT notification_disabled, reception_frequency FROM doctors WHERE id = ${doctorId}`)
  const row = rows[0] as Settings
  return { payload: { disabled: row.notification_disabled, receptionFrequency: row.reception_frequency } as Json<Catalogue['general.doctorNotifications.disable']['payload']> }
}

/** Not a table's row: a UNION over the content tables (`feed`); created_at is each source's timestamp (text from the drivers: db/rows.ts). */
type FeedRow = { id: string; kind: NotificationKind; title: string; message: string; link: string | null; created_at: Date | string } & SortValue

/** Every feed source: (id prefix, kind, title, message, link, time). Ids are `<kind>-<row id>` so they stay unique. */
const feed: SQL = sql`(
  SELECT 'doctorRegistered-' || id AS id, 'doctorRegistered' AS kind, '医師の新規登録' AS title,
    last_name || ' ' || first_name || ' 先生が登録しました' AS message, '/doctor/' || id AS link, created_at FROM doctors WHERE deleted_at IS NULL
  UNION ALL
  SELECT 'manuscriptSubmitted-' || id, 'manuscriptSubmitted', '原稿の審査依頼', '「' || title || '」の審査依頼があります', '/manuscript/' || id, submitted_at
    FROM manuscripts WHERE status = 'under_review' AND deleted_at IS NULL AND submitted_at IS NOT NULL
  UNION ALL
  SELECT 'pressReleaseRequested-' || id, 'pressReleaseRequested', 'プレスリリースの公開申請', '「' || title || '」の公開申請があります', '/press_release/' || id || '/edit', updated_at
    FROM press_releases WHERE status = 'request'
  UNION ALL
  SELECT 'giftExchangeFailed-' || id, 'giftExchangeFailed', 'ギフト交換の失敗', COALESCE(failure_reason, 'ギフト交換に失敗しました'), NULL, requested_at
    FROM gift_exchanges WHERE status = 'failed'
  UNION ALL
  SELECT 'contactReceived-' || id, 'contactReceived', 'お問い合わせ', name || ' 様：' || subject, NULL, created_at FROM contacts
  UNION ALL
  SELECT 'fileQuarantined-' || id, 'fileQuarantined', 'マルウェア検出', 'ファイル「' || name || '」からマルウェアが検出されました', NULL, created_at
    FROM files WHERE status = 'quarantined'
) n`

const toNotification = (r: FeedRow): Json<typeof NotificationSchema> =>
  ({ id: r.id, kind: r.kind, title: r.title, message: r.message, link: r.link, createdAt: iso(r.created_at) }) as Json<typeof NotificationSchema>

const countBy = async (db: Db, table: 'manuscripts' | 'press_releases', live: SQL) => {
  const rows = await db.query<{ status: string; n: number | string }>(
    sql`SELECT status, count(*) AS n FROM ${sql.raw(table)} WHERE ${live} GROUP BY status ORDER BY status`,
  )
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]))
}

/** Dashboard figures (general GET /stats/), counted live. */
export const statsHandlers: HandlersFor<Catalogue, 'general.stats.get'> = {
  'general.stats.get': async ({ db }) => {
    const [d] = await db.query<Record<string, number | string>>(sql`
      SELECT count(*) AS total, count(*) FILTER (WHERE allowed) AS allowed, count(*) FILTER (WHERE frozen) AS frozen
      FROM doctors WHERE deleted_at IS NULL`)
    const [c] = await db.query<Record<string, number | string>>(sql`
      SELECT count(*) AS total, count(*) FILTER (WHERE suspended_at IS NOT NULL) AS suspended FROM clients WHERE deleted_at IS NULL`)
    const [mp] = await db.query<Record<string, number | string>>(sql`
      SELECT COALESCE((SELECT sum(amount) FROM mp_ledger WHERE amount > 0 AND kind <> 'exchangeRefund'), 0) AS granted,
        COALESCE((SELECT sum(points) FROM gift_exchanges WHERE status <> 'failed'), 0) AS exchanged,
        COALESCE((SELECT sum(mp_balance) FROM doctors WHERE deleted_at IS NULL), 0) AS outstanding`)
    const n = (row: Record<string, number | string> | undefined, key: string) => Number(row?.[key] ?? 0)
    return {
      payload: {
        doctors: { total: n(d, 'total'), allowed: n(d, 'allowed'), frozen: n(d, 'frozen') },
        clients: { total: n(c, 'total'), suspended: n(c, 'suspended') },
        manuscripts: await countBy(db, 'manuscripts', sql`deleted_at IS NULL`),
        pressReleases: await countBy(db, 'press_releases', sql`TRUE`),
        mp: { granted: n(mp, 'granted'), exchanged: n(mp, 'exchanged'), outstanding: n(mp, 'outstanding') },
        generatedAt: new Date().toISOString(),
      },
    }
  },
}

export const notificationHandlers: HandlersFor<
  Catalogue,
  'general.doctorNotifications.disable' | 'general.doctorNotifications.frequency' | 'admin.notifications.list'
> = {
  'general.doctorNotifications.disable': async ({ db, caller, body }) => {
    const id = await callerDoctorId(db, caller)
    await db.query(sql`UPDATE doctors SET notification_disabled = ${body.disabled}, updated_at = now() WHERE id = ${id}`)
    return settings(db, id)
  },
  'general.doctorNotifications.frequency': async ({ db, caller, body }) => {
    const id = await callerDoctorId(db, caller)
    await db.query(sql`UPDATE doctors SET reception_frequency = ${body.receptionFrequency}, updated_at = now() WHERE id = ${id}`)
    return settings(db, id)
  },
  'admin.notifications.list': async ({ db, query }) =>
    keysetPage<FeedRow, Json<typeof NotificationSchema>>(
      query,
      { createdAt: 'n.created_at' },
      'createdAt',
      (sortValue, after, orderBy, limit) =>
        db.query<FeedRow>(
          sql`SELECT n.*, ${sortValue} AS sort_value FROM ${feed} WHERE ${query.kind ? sql`n.kind = ${query.kind}` : sql`TRUE`} AND ${after} ORDER BY ${orderBy} LIMIT ${limit}`,
        ),
      toNotification,
      'n.',
    ),
}
