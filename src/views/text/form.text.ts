/** Texts every create / edit page shares (EntityFormFrame, record load errors). */
export const formText = {
  none: '未設定',
  save: '保存',
  cancel: 'キャンセル',
  saveFailed: '保存できませんでした',
  loadFailed: '読み込めませんでした',
  retry: '再読み込み',
  /** The edit conflict dialog (a save over a version another operator replaced: 409). */
  conflict: {
    header: '他の操作者が先に保存しました',
    intro: '編集を始めた後に、他の操作者がこのデータを更新しました。他の操作者が変更した項目:',
    noneChanged: '（このフォームの項目に変更はありません）',
    alsoMine: '（あなたも変更）',
    question: '最新の内容を読み込み直すか、あなたの変更を最新の内容に再適用してください（再適用後、内容を確認して保存してください）。',
    reload: '最新の内容を読み込む',
    reapply: '自分の変更を再適用',
  },
} as const
