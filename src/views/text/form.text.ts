/** Texts every create / edit page shares (EntityFormFrame, record load errors). */
export const formText = {
  none: '未設定',
  save: '保存',
  cancel: 'キャンセル',
  saveFailed: '保存できませんでした',
  loadFailed: '読み込めませんでした',
  retry: '再読み込み',
} as const
