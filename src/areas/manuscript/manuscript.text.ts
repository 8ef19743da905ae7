/**
 * Japanese strings of the manuscript pages (記事管理). Status names and the fields' labels: the
 * manuscript record's declaration (src/domain/manuscript.ts `manuscriptRecord`).
 */
import { fileStatusLabels } from '../../domain/file'
import {
  manuscriptHeldLabels, manuscriptStatusLabels, reviewResultLabels, type ManuscriptStatus, type ModerationRefusal, type ModerationStep,
} from '../../domain/manuscript'

export const manuscriptText = {
  area: '記事管理',
  list: '記事一覧',
  statusLabels: manuscriptStatusLabels,
  tabs: {
    under_review: '審査中',
    reviewed: '審査済み',
    acceptable: '掲載可',
    latest_offered: '最新オファー',
    all: 'すべて',
  },
  tabsLabel: '一覧の種類',
  heldLabels: manuscriptHeldLabels,
  filters: {
    keyword: 'キーワード（タイトル・本文・著者）',
    status: 'ステータス',
    held: '保留',
  },
  empty: '該当する記事はありません',
  /** The waiting-for-review count on the 審査中 tab. */
  waiting: (count: number) => `審査待ち ${count}件`,
  /** The 審査中 tab's accessible name with its badge: starts with what it shows ('審査中 3'). */
  tabWithWaiting: (tab: string, count: number) => `${tab} ${count}件が審査待ち`,
  detail: '記事詳細',
  edit: '記事編集',
  editButton: '編集',
  loadFailed: '記事を読み込めませんでした',
  reload: '再読み込み',
  none: '—',
  resultLabels: reviewResultLabels,
  fileStatusLabels,
  /** SPEC: a fetched file whose status is quarantined is refused. */
  quarantined: 'Malware Detected from target file!',
  download: 'ダウンロード',
  /** The detail page's sections that are no field of the manuscript. */
  sections: {
    holdHistory: '保留の履歴',
    reviews: '審査',
  },
  holdState: (reason: string, at: string) => `保留中（${at}）：${reason}`,
  notHeld: '保留なし',
  holdEntry: (held: boolean) => (held ? '保留' : '解除'),
  reviewColumns: { at: '日時', result: '結果', reasons: '否認理由', comment: 'コメント' },
  noReviews: '審査はまだありません',
  noHistory: '履歴はありません',
  steps: {
    review: '審査する',
    editReview: '審査を編集',
    offer: 'オファーする',
    hold: '保留する',
    release: '保留を解除',
    move: 'ステータス変更',
    delete: '削除',
  } satisfies Record<ModerationStep, string>,
  moveTo: (to: ManuscriptStatus) => `「${manuscriptStatusLabels[to]}」にする`,
  dialogHeaders: {
    review: '審査',
    editReview: '審査の編集',
    offer: 'オファー',
    hold: '保留',
    release: '保留の解除',
    move: 'ステータス変更',
    delete: '記事の削除',
  } satisfies Record<ModerationStep, string>,
  dialog: {
    result: '審査結果',
    denialReasons: '否認理由',
    comment: 'コメント',
    reason: '保留理由',
    message: 'メッセージ',
    client: 'クライアント',
    clientPlaceholder: 'クライアントを選択',
    move: (from: ManuscriptStatus, to: ManuscriptStatus) => `「${manuscriptStatusLabels[from]}」から「${manuscriptStatusLabels[to]}」に変更します。よろしいですか？`,
    release: 'この記事の保留を解除します。よろしいですか？',
    delete: (title: string) => `「${title}」を削除します。よろしいですか？`,
    submit: '実行',
    cancel: 'キャンセル',
  },
  done: {
    review: '審査を登録しました',
    editReview: '審査を更新しました',
    offer: 'オファーしました',
    hold: '保留にしました',
    release: '保留を解除しました',
    move: 'ステータスを変更しました',
    delete: '記事を削除しました',
  } satisfies Record<ModerationStep, string>,
  refused: {
    notReviewable: 'この記事は審査できる状態ではありません',
    notOfferable: '掲載可の記事のみオファーできます',
    held: 'この記事は保留中のため、オファーできません。保留を解除してください',
    alreadyHeld: 'この記事はすでに保留中です',
    notHeld: 'この記事は保留されていません',
    moveNotAllowed: 'このステータスには変更できません',
  } satisfies Record<ModerationRefusal, string>,
  lookups: { denialReasons: '否認理由', clients: 'クライアント' },
  editForm: {
    loadFailed: '記事を読み込めませんでした',
    saveFailed: '保存できませんでした',
    retry: '再読み込み',
    cancel: 'キャンセル',
    save: '保存',
    saved: '記事を保存しました',
    tagSearch: 'タグを追加（キーワードで検索）',
    createTag: '新しいタグとして作成',
    removeTag: (name: string) => `タグ「${name}」を外す`,
    upload: '画像・添付ファイルをアップロード',
    /** The editor's image while another upload or tag creation is under way. */
    uploadBusy: '他のアップロードが終わってからもう一度お試しください',
    /** The editor's image when the upload failed (the error message says why). */
    uploadFailed: 'アップロードに失敗しました',
  },
} as const
