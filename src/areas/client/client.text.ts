/** Japanese strings of the client pages. */
import { clientSuspendedLabels } from '../../domain/client'
import { groupDigits } from '../../views/text/number'
import { formText } from '../../views/text/form.text'

export const clientText = {
  area: 'クライアント管理',
  list: 'クライアント一覧',
  create: 'クライアント登録',
  edit: 'クライアント編集',
  detail: 'クライアント詳細',
  import: 'クライアントCSVインポート',
  usageReport: '利用レポート',
  editButton: '編集',
  /** The record's own words (src/domain/client.ts). */
  suspendedLabels: clientSuspendedLabels,
  filters: {
    keyword: 'キーワード（会社名・カナ・担当者・メールアドレス）',
    suspended: '利用状況',
  },
  empty: '該当するクライアントはいません。',
  actions: { delete: '削除', suspend: '利用停止', resume: '利用停止解除' },
  dialogs: {
    delete: { header: '削除', message: '選択したクライアントアカウントを削除しますか？' },
    suspend: { header: '利用停止', message: '選択したクライアントアカウントを利用停止にしますか？' },
    resume: { header: '利用停止解除', message: '選択したクライアントアカウントの利用停止を解除しますか？' },
  },
  /** Toasts after an action succeeded. */
  done: {
    delete: 'クライアントアカウントを削除しました。',
    suspend: 'クライアントアカウントを利用停止にしました。',
    resume: 'クライアントアカウントの利用停止を解除しました。',
  },
  saved: 'クライアントアカウントを保存しました。',
  imported: (n: number) => `${groupDigits(n)}件のクライアントアカウントをインポートしました。`,
  ...formText,
} as const
