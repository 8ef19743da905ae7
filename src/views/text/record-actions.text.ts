/**
 * A record's actions in words (削除, 利用停止, 利用停止解除): the button, the confirm dialog (its title
 * the action's word, the question about the selected `what`) and the toast once done, for records
 * called `what` (医師アカウント, クライアントアカウント, メディア, 管理者). SPEC section 2's doctor
 * dialogs are `recordActionTexts('医師アカウント').dialogs`, word for word.
 */
export const recordActionTexts = (what: string) => ({
  labels: { delete: '削除', suspend: '利用停止', resume: '利用停止解除' },
  dialogs: {
    delete: { header: '削除', message: `選択した${what}を削除しますか？` },
    suspend: { header: '利用停止', message: `選択した${what}を利用停止にしますか？` },
    resume: { header: '利用停止解除', message: `選択した${what}の利用停止を解除しますか？` },
  },
  done: {
    delete: `${what}を削除しました。`,
    suspend: `${what}を利用停止にしました。`,
    resume: `${what}の利用停止を解除しました。`,
  },
})
