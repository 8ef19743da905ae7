/** Japanese strings of the press release pages (PR管理). Status names and field labels: src/domain/press-release.ts (`pressReleaseRecord`). */
import { pressReleaseStatusLabels, type PressReleaseStatus } from '../../domain/press-release'

export const pressReleaseText = {
  area: 'PR管理',
  list: 'プレスリリース一覧',
  detail: 'プレスリリース',
  all: 'すべて',
  statusLabels: pressReleaseStatusLabels,
  filters: {
    keyword: 'キーワード（タイトル・本文）',
    status: 'ステータス',
    client: 'クライアント',
    media: 'メディア',
  },
  lookups: { clients: 'クライアント', media: 'メディア' },
  empty: '該当するプレスリリースはありません',
  notScheduled: '未設定',
  none: 'なし',
  loadFailed: 'プレスリリースを読み込めませんでした',
  reload: '再読み込み',
  back: '一覧へ戻る',
  readOnly: '閲覧のみ（このステータスでは編集できません）',
  /** The edit form (a release in editing). */
  form: {
    title: 'プレスリリース編集',
    section: '内容',
    edit: '編集',
    preview: 'プレビュー（公開時の表示）',
    noMedium: 'なし',
    tagsPlaceholder: 'タグを選択',
    saved: 'プレスリリースを保存しました。',
    save: '保存',
    cancel: 'キャンセル',
    saveFailed: '保存できませんでした',
    loadFailed: '読み込めませんでした',
    retry: '再読み込み',
    /** An image put in the body that the scan quarantined (it gets no URL). */
    imageQuarantined: 'マルウェアが検出されたため、この画像は使用できません',
    /** The editor's image while another is being uploaded. */
    imageBusy: '他の画像のアップロードが終わってからもう一度お試しください',
  },
  /** The button of each move, by target status (from the current one: pressReleaseTransitions). */
  moves: {
    request: '公開申請に戻す',
    published: '承認して公開',
    editing: '差し戻し',
    suspend: '公開停止',
  } satisfies Record<PressReleaseStatus, string>,
  /** Resuming a suspended release (suspend → published) and returning it to editing. */
  movesFromSuspend: { published: '公開再開', editing: '編集中に戻す' } as Partial<Record<PressReleaseStatus, string>>,
  confirm: {
    header: '確認',
    message: (title: string, to: PressReleaseStatus) => `「${title}」を「${pressReleaseStatusLabels[to]}」にします。よろしいですか？`,
    reason: '理由',
    when: '公開日時',
    now: '今すぐ公開',
    scheduled: '日時を指定',
    time: '公開日時（日本時間）',
    accept: '実行',
    cancel: 'キャンセル',
  },
  problems: {
    reasonRequired: '理由を入力してください',
    timeRequired: '公開日時を指定してください',
  },
  refused: (from: PressReleaseStatus, to: PressReleaseStatus) =>
    `「${pressReleaseStatusLabels[from]}」から「${pressReleaseStatusLabels[to]}」には変更できません`,
  reschedule: {
    label: '公開日時の変更（日本時間）',
    button: '公開日時を変更',
  },
  done: {
    request: '公開申請に戻しました',
    published: '公開しました',
    editing: '差し戻しました',
    suspend: '公開を停止しました',
    publishedAt: '公開日時を変更しました',
  } satisfies Record<PressReleaseStatus | 'publishedAt', string>,
} as const
