/** Japanese strings of the operator pages. */
import { operatorRoleLabels, selfRefusals } from '../../domain/operator'
import { formText } from '../../views/text/form.text'

export const operatorText = {
  area: '管理者管理',
  list: '管理者一覧',
  create: '管理者登録',
  edit: '管理者編集',
  detail: '管理者詳細',
  basics: '基本情報',
  editButton: '編集',
  /** The record's own words (src/domain/operator.ts). */
  roles: operatorRoleLabels,
  filters: { keyword: 'キーワード（氏名・メールアドレス）', role: '権限' },
  /** Under the form: who may change what (the server enforces it). */
  rules: '管理者の登録・編集・削除と権限の変更は管理者（全権限）だけが行えます。自分自身の削除・権限の変更はできず、最後の管理者（全権限）は削除・変更できません。',
  /** Shown to a plain operator instead of the form's 保存 and the record's 編集 / 削除. */
  adminOnly: '管理者の登録・編集・削除は管理者（全権限）だけが行えます。',
  /** On one's own pages, where 削除 / a role change would be refused (the server's words). */
  self: {
    delete: `${selfRefusals.delete}。`,
    roleOrActive: `${selfRefusals.roleOrActive}。ご自身の権限・有効の変更は、他の管理者（全権限）に依頼してください。`,
  },
  viewerFailed: 'ログイン中のアカウントの権限を読み込めませんでした',
  signInHint: '登録した管理者は、メールアドレスに届くリンクですぐにログインできます。',
  empty: '該当する管理者はいません。',
  actions: { delete: '削除' },
  dialogs: { delete: { header: '削除', message: '選択した管理者を削除しますか？' } },
  done: { delete: '管理者を削除しました。' },
  saved: '管理者を保存しました。',
  ...formText,
} as const
