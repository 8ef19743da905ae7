/** Japanese strings of the client pages. */
import { clientSuspendedLabels } from '../../domain/client'
import { groupDigits } from '../../views/text/number'
import { formText } from '../../views/text/form.text'
import { recordActionTexts } from '../../views/text/record-actions.text'

const recordActions = recordActionTexts('クライアントアカウント')

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
  actions: recordActions.labels,
  dialogs: recordActions.dialogs,
  /** Toasts after an action succeeded. */
  done: recordActions.done,
  saved: 'クライアントアカウントを保存しました。',
  imported: (n: number) => `${groupDigits(n)}件のクライアントアカウントをインポートしました。`,
  ...formText,
} as const
