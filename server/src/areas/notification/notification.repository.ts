/**
 * Notifications' SQL: a doctor's e-mail settings (columns of `doctors`) and the operators' feed, a
 * UNION over the content tables (no table of its own, so it can never disagree with them); one
 * mapper each, `toSettings` and `toNotification`.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Notification as NotificationSchema, NotificationKind, NotificationSettings } from '#domain/notification'
import type { Db } from '../../db/db'
import type { ColumnsOf } from '../../db/rows'
import type { doctors } from '../doctor/doctor.table'
import type { Json } from '../support/handler'
import { iso, keysetPage, type PageRequest, type SortValue } from '../support/paging'

type SettingsRow = ColumnsOf<typeof doctors, 'notification_disabled' | 'reception_frequency'>

const toSettings = (row: SettingsRow) =>
  ({ disabled: row.notification_disabled, receptionFrequency: row.reception_frequency }) as Json<typeof NotificationSettings>

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

/** The doctor's settings. */
export const settings = async (db: Db, doctorId: string) => {
  const rows = await db.query<SettingsRow>(sql`SELECT notification_disabled, reception_frequency FROM doctors WHERE id = ${doctorId}`)
  return toSettings(rows[0] as SettingsRow)
}

export const setDisabled = async (db: Db, doctorId: string, disabled: boolean): Promise<void> => {
  await db.query(sql`UPDATE doctors SET notification_disabled = ${disabled}, updated_at = now() WHERE id = ${doctorId}`)
}

export const setFrequency = async (db: Db, doctorId: string, receptionFrequency: string): Promise<void> => {
  await db.query(sql`UPDATE doctors SET reception_frequency = ${receptionFrequency}, updated_at = now() WHERE id = ${doctorId}`)
}

/** The feed, newest first; `kind`: one kind only. */
export const feedPage = (db: Db, query: PageRequest & { readonly kind?: NotificationKind | undefined }) =>
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
  )
