/** Texts of presence and live updates (docs/live.md). */
export const liveText = {
  editing: (name: string) => `${name}さんが編集中`,
  viewing: (name: string) => `${name}さんが閲覧中`,
  present: 'このレコードを開いている操作者',
  changed: '他の操作者が更新しました',
  changedBy: (name: string) => `他の操作者が更新しました（${name}）`,
  reload: '再読込',
  /** On an edit form: what was typed stays; the save shows what changed (the edit conflict dialog). */
  keepEditing: '入力内容はそのままです。保存すると変更箇所を確認できます。',
  listChanged: '一覧の表示後に内容が更新されました',
  refresh: '更新',
  presenceFailed: '在席情報を更新できません',
  offline: '更新通知に接続できません（再接続します）',
} as const
