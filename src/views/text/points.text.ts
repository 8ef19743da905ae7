/** Japanese strings of the points (MP) pages: /mp_management, /mp_swap. */
export const pointsText = {
  management: 'MP管理',
  picker: {
    heading: '付与する医師を選択',
    keyword: '氏名・メールアドレス',
    frozen: '利用停止',
    selectColumn: '選択',
    select: (name: string) => `${name}を選択`,
    selected: (n: number) => `${n}名を選択中`,
    clear: '選択を解除',
    grant: 'MPを付与',
    empty: '該当する医師はいません',
    list: '医師検索結果',
  },
  note: {
    label: '付与理由（必須）',
    placeholder: '例: 学会協力のお礼',
    required: '付与理由を入力してください',
  },
  confirm: {
    header: 'MP付与の確認',
    message: (doctors: number, amount: number, total: number) =>
      `${doctors.toLocaleString('ja-JP')}名に${amount.toLocaleString('ja-JP')}MPずつ付与します（合計${total.toLocaleString('ja-JP')}MP）。よろしいですか？`,
  },
  results: {
    heading: '付与結果',
    summary: (granted: number, refused: number) => `付与 ${granted}名 / 付与できなかった医師 ${refused}名`,
    doctor: '医師',
    outcome: '結果',
    balance: '残高',
    reason: '理由',
    granted: '付与済み',
    refused: '付与できませんでした',
    close: '閉じる',
  },
  ledgerMissing: 'MP付与履歴の一覧はAPIに対応する呼び出しがないため、まだ表示できません。',
} as const
