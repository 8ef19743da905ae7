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
} as const
