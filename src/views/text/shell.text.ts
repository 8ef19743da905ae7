/**
 * Japanese (and spec-verbatim English) strings of the console shell: layouts, menu,
 * generic dialogs, error pages, placeholder pages. One place, so wording stays consistent.
 */

export const shellText = {
  skipToContent: 'メインコンテンツへ移動',
  /** The top bar's message history. */
  messageHistory: {
    title: 'メッセージ履歴',
    open: (n: number) => `メッセージ履歴（${n}件）`,
    close: '閉じる',
    empty: 'このセッションで表示したメッセージはまだありません。',
    kinds: { error: 'エラー', info: 'お知らせ', success: '完了' },
    logId: (id: string) => `ログID: ${id}`,
    /** The HTTP status of a failure (for support; the dialog itself shows only words). */
    status: (status: number) => `HTTPステータス: ${status}`,
  },
  /** Leaving a form with unsaved changes. */
  leaveGuard: {
    header: '保存していない変更があります',
    message: '入力した内容はまだ保存されていません。このページから移動しますか？',
  },
  openMenu: 'メニューを開く',
  closeMenu: 'メニューを閉じる',
  mainMenu: 'メインメニュー',
  signedInAs: 'ログイン中',
  breadcrumb: 'パンくずリスト',
  home: 'ホーム',
  loading: '読み込み中',

  /** The menu's last entry (SPEC section 2); each area names its own entries in its `<area>.area.ts`. */
  menu: {
    logout: 'ログアウト',
  },

  /** Press release statuses (SPEC: editing, request, published, suspend). */
  pressReleaseStatus: {
    editing: '編集中',
    request: '公開申請中',
    published: '公開中',
    suspend: '公開停止',
  },
  pressReleaseAll: 'すべて',
  statusFilter: 'ステータス',

  /** Headings of pages that have no menu entry of their own. */
  pages: {
    doctorImport: 'CSVインポート',
    create: '新規作成',
    detail: '詳細',
    edit: '編集',
    reportClient: 'クライアント別利用レポート',
  },

  placeholder: 'この画面の機能は今後のリリースで追加されます。',
  /**
   * A route the signed-in account's role may not use (src/app/route-access.tsx): one calm notice
   * instead of the page, by what the area needs (`MenuAccess`).
   */
  accessNotice: {
    manageOperators: 'このページは管理者（全権限）のアカウントだけが利用できます。利用が必要な場合は、管理者（全権限）に依頼してください。',
  },
  homeLead: '管理する項目を選んでください。',

  /** Error pages: SPEC texts verbatim. */
  notFoundStatus: '404',
  notFoundText: 'This page could not be found',
  error404: '404 Not Found',
  errorGeneric: 'An error occurred',
  backHome: 'ホームへ戻る',
  reloading: '新しいバージョンを読み込んでいます…',

  /** Dialogs: SPEC texts verbatim. */
  cancel: 'キャンセル',
  ok: 'OK',
  next: '次へ',
  close: '閉じる',
  confirmHeader: '確認',

  footerBuild: 'build:',
} as const

export type PressReleaseStatusKey = keyof typeof shellText.pressReleaseStatus
