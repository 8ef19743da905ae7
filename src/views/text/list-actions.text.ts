/** Texts of the list pages' selection, bulk actions and CSV export (shared by every list). */
export const listActionsText = {
  /** The toolbar above a list (selection count, bulk actions, CSV出力). */
  toolbar: (list: string) => `${list}の操作`,
  selection: {
    column: '選択',
    all: 'このページの行をすべて選択',
    row: (name: string) => `${name}を選択`,
    count: (n: number) => `${n.toLocaleString('ja-JP')}件を選択中`,
    clear: '選択を解除',
  },
  bulk: {
    confirm: (count: number, action: string) => `選択した${count.toLocaleString('ja-JP')}件を「${action}」にします。よろしいですか？`,
    run: '実行',
    progress: (done: number, total: number) => `${done.toLocaleString('ja-JP')} / ${total.toLocaleString('ja-JP')}件を処理しました`,
    stop: '中止',
    stopping: '処理中の行が終わりしだい中止します…',
    resultsHeader: (action: string) => `${action}の結果`,
    summary: (done: number, failed: number, cancelled: number) =>
      `成功 ${done.toLocaleString('ja-JP')}件 / 失敗 ${failed.toLocaleString('ja-JP')}件${cancelled > 0 ? ` / 未実行 ${cancelled.toLocaleString('ja-JP')}件` : ''}`,
    row: '対象',
    outcome: '結果',
    reason: '理由',
    status: { done: '成功', failed: '失敗', cancelled: '未実行（中止）' },
    close: '閉じる',
  },
  /** The column chooser of every list (hidden columns are kept with a saved ビュー). */
  columns: {
    label: '表示する列',
    summary: (shown: number, all: number) => (shown === all ? 'すべての列' : `${all.toLocaleString('ja-JP')}列中${shown.toLocaleString('ja-JP')}列`),
    all: 'すべての列を表示',
  },
  export: {
    button: 'CSV出力',
    header: 'CSV出力',
    progress: (rows: number, pages: number) => `${rows.toLocaleString('ja-JP')}件を取得しました（${pages.toLocaleString('ja-JP')}ページ）`,
    starting: '検索条件に一致する行を取得しています…',
    cancel: '中止',
    failed: (error: string) => `CSVを出力できませんでした: ${error}`,
    retry: '再試行',
    close: '閉じる',
    done: (rows: number) => `${rows.toLocaleString('ja-JP')}件をCSVファイルに出力しました。`,
    fileName: (list: string, stamp: string) => `${list}_${stamp}.csv`,
  },
} as const
