/** Texts every list page shares (filters, paging). */
export const listText = {
  any: 'すべて',
  search: '検索',
  clear: 'クリア',
  pager: 'ページ送り',
  previous: '前へ',
  next: '次へ',
  loadFailed: '読み込めませんでした',
  retry: '再読み込み',
  lookupFailed: (name: string) => `${name}を読み込めませんでした`,
  /** A record list's heading (ListHeading). */
  newButton: '新規登録',
  importButton: 'CSVインポート',
  /** The ビュー menu (saved views: named filter + sort, kept per operator on the server). */
  views: {
    label: 'ビュー',
    placeholder: 'ビューを選択',
    name: 'ビュー名',
    save: '現在の条件を保存',
    remove: 'ビューを削除',
    loadFailed: 'ビューを読み込めませんでした',
    done: { save: 'ビューを保存しました', delete: 'ビューを削除しました' },
  },
} as const
