/**
 * Notifications' SQL: a doctor's e-mail settings (columns of `doctors`, read and changed through the
 * doctor area) and the operators' feed, a UNION over what the content areas export (no table of its
 * own, so it can never disagree with them); its mapper, `toNotification`.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Notification as NotificationSchema, NotificationKind, NotificationSettings } from '#domain/notification'
import type { Db } from '../../db/db'
import * as contacts from '../contact'
import * as doctors from '../doctor'
import * as files from '../file'
import * as manuscripts from '../manuscript'
import * as points from '../points'
import * as pressReleases from '../press-release'
import type { Json } from '../support/handler'
import { iso, selectPage, type PageRequest, type SortValue } from '../support/paging'

/** Not a table's row: a UNION over the content tables (`feed`); created_at is each source's timestamp (text from the drivers: db/rows.ts). */
type FeedRow = { id: string; kind: NotificationKind; title: string; message: string; link: string | null; created_at: Date | string } & SortValue

/**
 * Every feed source: (id prefix, kind, title, message, link, time), each over what its area exports
 * (docs/architecture.md "Table ownership"). Ids are `<kind>-<row id>` so they stay unique.
 */
const feed: SQL = sql`(
  SELECT 'doctorRegistered-' || id AS id, 'doctorRegistered' AS kind, '医師の新規登録' AS title,
    name || ' 先生が登録しました' AS message, '/doctor/' || id AS link, created_at FROM (${doctors.registrations}) s
  UNION ALL
  SELECT 'manuscriptSubmitted-' || id, 'manuscriptSubmitted', '原稿の審査依頼', '「' || title || '」の審査依頼があります', '/manuscript/' || id, submitted_at
    FROM (${manuscripts.awaitingReview}) s
  UNION ALL
  SELECT 'pressReleaseRequested-' || id, 'pressReleaseRequested', 'プレスリリースの公開申請', '「' || title || '」の公開申請があります', '/press_release/' || id || '/edit', updated_at
    FROM (${pressReleases.awaitingPublication}) s
  UNION ALL
  SELECT 'giftExchangeFailed-' || id, 'giftExchangeFailed', 'ギフト交換の失敗', COALESCE(failure_reason, 'ギフト交換に失敗しました'), NULL, requested_at
    FROM (${points.failedExchanges}) s
  UNION ALL
  SELECT 'contactReceived-' || id, 'contactReceived', 'お問い合わせ', name || ' 様：' || subject, NULL, created_at FROM (${contacts.received}) s
  UNION ALL
  SELECT 'fileQuarantined-' || id, 'fileQuarantined', 'マルウェア検出', 'ファイル「' || name || '」からマルウェアが検出されました', NULL, created_at
    FROM (${files.quarantined}) s
) n`

const toNotification = (r: FeedRow): Json<typeof NotificationSchema> =>
  ({ id: r.id, kind: r.kind, title: r.title, message: r.message, link: r.link, createdAt: iso(r.created_at) }) as Json<typeof NotificationSchema>

/** The doctor's settings (stored on the doctor's row: the doctor area's). */
export const settings = async (db: Db, doctorId: string) => (await doctors.notificationSettings(db, doctorId)) as Json<typeof NotificationSettings>

export const setDisabled = (db: Db, doctorId: string, disabled: boolean): Promise<void> => doctors.setNotificationSettings(db, doctorId, { disabled })

export const setFrequency = (db: Db, doctorId: string, receptionFrequency: string): Promise<void> =>
  doctors.setNotificationSettings(db, doctorId, { receptionFrequency })

/** The feed, newest first; `kind`: one kind only. */
export const feedPage = (db: Db, query: PageRequest & { readonly kind?: NotificationKind | undefined }) =>
  selectPage(db, query, {
    select: (sortValue: SQL) => sql`SELECT n.*, ${sortValue} AS sort_value FROM ${feed}`,
    where: query.kind ? [sql`n.kind = ${query.kind}`] : [],
    columns: { createdAt: 'n.created_at' },
    defaultSort: 'createdAt',
    toItem: toNotification,
    table: 'n.',
  })
