/** Japanese strings of the doctor pages. Dialog texts are SPEC section 2 verbatim. */
import { groupDigits } from '../../views/text/number'
import { formText } from '../../views/text/form.text'
import { recordActionTexts } from '../../views/text/record-actions.text'
import { doctorAllowedLabels, doctorFrozenLabels, frozenRefusals } from '../../domain/doctor'

/** 利用停止 / 利用停止解除 are the doctor's freeze / unfreeze. */
const recordActions = recordActionTexts('医師アカウント')

export const doctorText = {
  area: '医師管理',
  list: '医師一覧',
  create: '医師登録',
  edit: '医師編集',
  detail: '医師詳細',
  import: '医師CSVインポート',
  editButton: '編集',
  /** The record's own words (src/domain/doctor.ts). */
  allowedLabels: doctorAllowedLabels,
  frozenLabels: doctorFrozenLabels,
  filters: {
    keyword: 'キーワード（氏名・カナ・メールアドレス）',
    allowed: '承認',
    frozen: '利用状況',
    organization: '所属組織',
    expertise: '専門分野',
    prefecture: '都道府県',
  },
  empty: '該当する医師はいません。',
  actions: {
    delete: recordActions.labels.delete,
    freeze: recordActions.labels.suspend,
    unfreeze: recordActions.labels.resume,
    allow: '承認する',
    disallow: '承認を取り消す',
    grantMp: 'MP付与',
  },
  /** Why a frozen doctor's page offers no MP付与 (the server's words). */
  frozenNoGrant: `${frozenRefusals.grantMp}。`,
  /** SPEC section 2 verbatim. */
  dialogs: { delete: recordActions.dialogs.delete, freeze: recordActions.dialogs.suspend, unfreeze: recordActions.dialogs.resume },
  mp: {
    header: '付与するMP',
    label: '付与するMP',
    placeholder: '選択または数値を入力',
    ok: 'OK',
    cancel: 'キャンセル',
    balance: (n: number) => `現在の残高: ${groupDigits(n)} MP`,
    problems: {
      required: '付与するMPを入力してください',
      notNumber: 'MPは数値で入力してください',
      refused: 'MPを付与できませんでした',
    },
  },
  /** Toasts after an action succeeded. */
  done: {
    delete: recordActions.done.delete,
    freeze: recordActions.done.suspend,
    unfreeze: recordActions.done.resume,
    allow: '医師アカウントを承認しました。',
    disallow: '医師アカウントの承認を取り消しました。',
    grantMp: 'MPを付与しました。',
  },
  saved: '医師アカウントを保存しました。',
  imported: (n: number) => `${groupDigits(n)}件の医師アカウントをインポートしました。`,
  lookups: {
    belongs: '所属区分',
    expertise: '専門分野',
  },
  deleted: '削除済み',
  ...formText,
  back: '一覧へ戻る',
} as const
