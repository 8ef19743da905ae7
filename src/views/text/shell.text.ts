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

  /** A menu entry's work queue count (記事管理: manuscripts 審査中, PR管理: 公開申請中). */
  queue: {
    label: '対応待ち',
    count: (n: number) => `${n}件`,
  },
  /** Ctrl+K: the console search (src/views/dialogs/console-search.dialog.tsx). */
  consoleSearch: {
    title: '検索',
    label: '医師・クライアント・原稿などを検索',
    placeholder: '名前・メール・タイトル・#ID で検索',
    open: '検索（Ctrl+K）',
    results: '検索結果',
    pages: 'ページ・操作',
    recent: '最近開いたレコード',
    searching: '検索中…',
    none: '該当するものはありません',
    failed: '検索できませんでした',
    retry: '再試行',
    hint: '↑↓ で選択、Enter で開く、Esc で閉じる',
    newRecord: '新規登録',
    importCsv: 'CSV取込',
    count: (n: number) => `${n}件`,
  },
  /** The ? overlay: every keyboard shortcut of the console. */
  shortcuts: {
    title: 'キーボードショートカット',
    open: 'キーボードショートカット（?）',
    close: '閉じる',
    key: 'キー',
    action: '操作',
    /** Every keyboard shortcut of the console, by where it works (the keys of the grid, src/views/components/data-table.component.tsx; of the expertise tree; of the dialogs and the narrow menu; Ctrl+K and ? of the main shell). */
    list: (mac: boolean): ReadonlyArray<{ readonly title: string; readonly shortcuts: ReadonlyArray<{ readonly keys: string; readonly action: string }> }> => [
    { title: 'どのページでも', shortcuts: [{ keys: mac ? '⌘K' : 'Ctrl+K', action: '検索（医師・クライアント・原稿… ページ・操作）' }, { keys: '?', action: 'この一覧を表示（入力欄の外で）' }, { keys: 'Tab（最初）', action: 'メインコンテンツへ移動' }] },
    { title: '検索ダイアログ', shortcuts: [{ keys: '↑ / ↓', action: '候補を選ぶ' }, { keys: 'Enter', action: '選んだ候補を開く' }, { keys: 'Esc', action: '閉じる' }, { keys: '#123', action: 'ID 123 のレコード' }] },
    {
      title: '一覧（表にフォーカスがあるとき）',
      shortcuts: [
        { keys: '↑ / ↓', action: '前・次の行' },
        { keys: 'PageUp / PageDown', action: '1画面ぶん移動' },
        { keys: 'Home / End', action: '最初・最後の行' },
        { keys: 'Enter', action: '行のレコードを開く' },
        { keys: 'Space（Shift+Space）', action: '行を選択（範囲で選択）' },
      ],
    },
    {
      title: '専門分野のツリー',
      shortcuts: [
        { keys: '↑ / ↓', action: '前・次の分野' },
        { keys: '→ / ←', action: '開く・閉じる（子・親へ移動）' },
        { keys: 'Home / End', action: '最初・最後の分野' },
        { keys: 'Enter / Space', action: '分野を選ぶ' },
      ],
    },
    { title: 'ダイアログ・メニュー', shortcuts: [{ keys: 'Esc', action: 'ダイアログ・狭い画面のメニューを閉じる' }] },
  ],
  },

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
