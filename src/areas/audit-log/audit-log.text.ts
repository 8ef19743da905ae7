/**
 * Words of the audit log (監査ログ) and of every record page's 履歴: what each action is called,
 * what each kind of object is called, and per kind of record the label of each recorded field
 * (the server records SQL column names, server/src/areas/<area>/<area>.handlers.ts `audited`)
 * and how its value reads. The labels are the forms' own (each area's text, declared once there).
 */
import { referenceKey, type AuditAction, type AuditTargetType } from '../../domain/audit'
import type { BatchAction, BatchCounts } from '../../domain/batch'
import { groupDigits } from '../../views/text/number'
import { clientRecord } from '../../domain/client'
import { doctorRecord } from '../../domain/doctor'
import { expertiseRecord } from '../../domain/expertise'
import type { Reads } from '../../domain/record'
import { plainValue, readValue } from '../../views/text/reads'
import { manuscriptRecord } from '../../domain/manuscript'
import { mediaRecord } from '../../domain/media'
import { operatorRecord } from '../../domain/operator'
import { organizationRecord } from '../../domain/organization'
import { pressReleaseRecord } from '../../domain/press-release'

/**
 * The names of the records an entry names by id, keyed `<kind>:<id>` (`AuditLogEntry.names`,
 * looked up by the server for each page).
 */
export type ReferenceNames = Readonly<Record<string, string>>

/** How one recorded field reads: its label and its value as staff read it (with the names of the records it may name). */
export interface FieldText {
  readonly label: string
  readonly value?: (value: unknown, names: ReferenceNames) => string
}

/** One field of a revert's confirmation: its label, its value now and the value it goes back to, as staff read them. */
export interface RevertLine {
  readonly label: string
  readonly current: string
  readonly to: string
}
const lines = (fields: ReadonlyArray<RevertLine>) => fields.map((f) => `${f.label}: ${f.current} → ${f.to}`).join('\n')

const none = '（なし）'
/** A recorded value as the records read theirs (src/views/text/reads.ts), the names of the records it names from the entry. */
const read = (reads: Reads) => (v: unknown, names: ReferenceNames) =>
  readValue(reads, v, { none, name: (kind, id) => names[referenceKey(kind, id)], unknown: deletedReference })
const plain = (v: unknown): string => plainValue(v, none)
/** 「（削除済み）組織ID 5」: a record the entry names that no longer exists (never silently blank). */
export const deletedReference = (idLabel: string, id: string) => `（削除済み）${idLabel} ${id}`

/** A declared record's recorded columns (src/domain/record.ts `history`): their labels, each value read as the record reads it. */
const fromRecord = (history: Readonly<Record<string, { readonly label: string; readonly reads: Reads }>>): Readonly<Record<string, FieldText>> =>
  Object.fromEntries(Object.entries(history).map(([column, h]) => [column, { label: h.label, value: read(h.reads) }]))

/** Per kind of record: the recorded fields (SQL column names, as the server records them) and how they read. */
export const historyFields: { readonly [K in AuditTargetType]?: Readonly<Record<string, FieldText>> } = {
  doctor: fromRecord(doctorRecord.history),
  client: fromRecord(clientRecord.history),
  organization: fromRecord(organizationRecord.history),
  operator: fromRecord(operatorRecord.history),
  manuscript: fromRecord(manuscriptRecord.history),
  pressRelease: fromRecord(pressReleaseRecord.history),
  media: fromRecord(mediaRecord.history),
  expertise: fromRecord(expertiseRecord.history),
}

/** A recorded field of a kind as staff read it (a field without words of its own reads as its column name, never silently dropped). */
export const fieldText = (kind: string, column: string): Required<FieldText> => {
  const f = historyFields[kind as AuditTargetType]?.[column]
  return { label: f?.label ?? column, value: f?.value ?? plain }
}

export const auditActionLabels: Record<AuditAction, string> = {
  'doctors.create': '登録', 'doctors.update': '編集', 'doctors.bulkRegister': 'CSV一括登録', 'doctors.delete': '削除', 'doctors.setStatus': '承認・利用停止の変更',
  'clients.create': '登録', 'clients.update': '編集', 'clients.bulkRegister': 'CSV一括登録', 'clients.delete': '削除', 'clients.suspend': '利用停止・解除',
  'organizations.create': '登録', 'organizations.update': '編集', 'organizations.bulkInsert': 'CSV一括登録', 'organizations.delete': '削除',
  'operators.create': '登録', 'operators.update': '編集', 'operators.delete': '削除',
  'manuscripts.create': '登録', 'manuscripts.update': '編集', 'manuscripts.uploadContent': 'ファイル添付', 'manuscripts.offer': 'オファー',
  'manuscripts.createReview': '審査', 'manuscripts.updateReview': '審査の編集', 'manuscripts.holdRelease': '保留・保留解除', 'manuscripts.delete': '削除',
  'manuscripts.setStatus': 'ステータス変更',
  'pressReleases.create': '登録', 'pressReleases.update': '編集', 'pressReleases.publishedAt': '公開日時の変更', 'pressReleases.setStatus': 'ステータス変更',
  'pressReleases.interview': '取材依頼', 'pressReleases.update.refused': '編集（拒否）', 'pressReleases.publishedAt.refused': '公開日時の変更（拒否）',
  'medium.create': '登録', 'medium.update': '編集', 'medium.delete': '削除', 'medium.suspend': '利用停止・解除',
  'mediaArticles.create': '記事の登録', 'mediaArticles.update': '記事の編集',
  'expertise.create': '登録', 'expertise.update': '名前の変更', 'expertise.move': '移動', 'expertise.delete': '削除',
  'tags.create': '登録', 'tags.bulkInsert': '一括登録', 'recommends.update': '編集', 'savedViews.create': '保存', 'savedViews.delete': '削除',
  'imports.record': 'CSV取込の記録', 'doctorArticles.answer': 'アンケート回答', 'doctorArticles.updateAnswer': 'アンケート回答の編集',
  'doctorNotifications.disable': '通知設定の変更', 'doctorNotifications.frequency': '通知頻度の変更', 'doctorPoints.deleteGiftCard': 'ギフトカードの削除',
  'mp.grant': 'MP付与', 'mp.exchange': 'MP交換', 'giftcard.convert': 'ギフトカード発行',
  'files.upload': 'ファイルのアップロード', 'images.upload': '画像のアップロード', 'contacts.post': 'お問い合わせ', 'contact.post': 'お問い合わせ',
  'doctors.restore': '復元', 'doctors.purge': 'ゴミ箱から完全削除', 'clients.restore': '復元', 'clients.purge': 'ゴミ箱から完全削除',
  'manuscripts.restore': '復元', 'manuscripts.purge': 'ゴミ箱から完全削除', 'medium.restore': '復元', 'medium.purge': 'ゴミ箱から完全削除',
  'organizations.restore': '復元', 'organizations.purge': 'ゴミ箱から完全削除',
  'batches.bulkEdit': '一括編集', 'batches.csvUpdate': 'CSV一括更新', 'batches.undo': '一括変更の取り消し',
}

export const auditTargetLabels: Record<AuditTargetType, string> = {
  doctor: '医師', client: 'クライアント', organization: '組織', operator: '管理者', manuscript: '原稿', pressRelease: 'プレスリリース',
  media: 'メディア', expertise: '専門分野', review: '審査', holdRelease: '保留', offer: 'オファー', interview: '取材依頼',
  mediaArticle: 'メディア記事', doctorArticleAnswer: 'アンケート回答', tag: 'タグ', recommend: 'おすすめ', savedView: '保存したビュー',
  importRecord: 'CSV取込', giftExchange: 'ギフト交換', file: 'ファイル', contact: 'お問い合わせ',
}

export const auditLogText = {
  area: '監査ログ',
  list: '監査ログ',
  empty: '該当する記録はありません',
  fields: {
    createdAt: '日時',
    actor: '操作者',
    action: '操作',
    target: '対象',
    targetId: '対象ID',
    changes: '変更内容',
    reason: '理由',
  },
  filters: {
    operator: '操作者',
    targetType: '対象の種類',
    action: '操作',
    from: '期間（開始）',
    to: '期間（終了）',
  },
  open: '開く',
  /** Who acted, when no operator name is known (a doctor or client, or a deleted operator). */
  actor: (name: string | null, email: string | null) => name ?? email ?? 'システム',
  history: {
    title: '履歴',
    empty: '履歴はありません',
    loadFailed: '履歴を読み込めませんでした',
    retry: '再読み込み',
    more: 'さらに表示',
    created: '登録されました',
    deleted: '削除されました',
    noChange: '項目の変更はありません',
    reverted: (id: string) => `履歴 #${id} の変更を元に戻しました`,
    revert: 'この値に戻す',
    revertAll: 'この変更をすべて戻す',
    confirm: {
      header: '値を元に戻す',
      /** What the revert changes, as the record is now: each field's 現在の値 → 戻す値. */
      message: (fields: ReadonlyArray<RevertLine>) =>
        fields.length === 1
          ? `「${fields[0]!.label}」を元に戻しますか？\n現在の値 → 戻す値\n${fields[0]!.current} → ${fields[0]!.to}`
          : `この変更の${fields.length}項目を元に戻しますか？\n現在の値 → 戻す値\n${lines(fields)}`,
      reading: '現在の値を確認しています…',
      accept: '元に戻す',
      cancel: 'キャンセル',
    },
    /** After the server refused the revert (a field moved on since the entry): overwrite knowingly, as an ordinary edit. */
    overwrite: {
      header: 'この後の変更があります',
      message: (refusal: string, fields: ReadonlyArray<RevertLine>) =>
        `${refusal}\n元に戻すと、その後の変更は失われます。編集として上書きしますか？\n現在の値 → 戻す値\n${lines(fields)}`,
      accept: '上書きして保存',
    },
    done: '値を元に戻しました。',
    /** The batch an entry was one record of (a bulk edit, a CSV update, an undo: docs/architecture.md "Batches"). */
    batch: {
      what: (action: BatchAction, detail: string | null) =>
        action === 'bulkEdit' ? `一括編集（${detail ?? ''}）` : action === 'csvUpdate' ? `CSV一括更新（${detail ?? ''}）` : '一括変更の取り消し',
      counts: (c: BatchCounts) =>
        `変更 ${groupDigits(c.applied)}件・変更なし ${groupDigits(c.unchanged)}件・他の操作者が更新済み ${groupDigits(c.stale)}件・エラー ${groupDigits(c.failed)}件`,
      by: (who: string, when: string) => `${who}・${when}`,
      undo: 'この一括変更を元に戻す',
      undone: 'この一括変更は元に戻されています',
      confirm: {
        header: '一括変更を元に戻す',
        message: (what: string, count: number) =>
          `${what}で変更した${groupDigits(count)}件を、変更前の値に戻しますか？\nこの一括変更の後に更新されたレコードは、そのまま残します。`,
        accept: '元に戻す',
      },
      result: {
        header: '一括変更を元に戻しました',
        restored: (n: number) => `${groupDigits(n)}件を元に戻しました。`,
        skipped: (n: number) => `${groupDigits(n)}件はそのままです。`,
        name: '対象',
        reason: '理由',
        close: '閉じる',
      },
    },
  },
} as const
