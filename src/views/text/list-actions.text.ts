/** Texts of the list pages' selection, bulk actions and CSV export (shared by every list). */
import { groupDigits } from './number'

export const listActionsText = {
  /** The toolbar above a list (selection count, bulk actions, CSV出力). */
  toolbar: (list: string) => `${list}の操作`,
  selection: {
    column: '選択',
    all: 'このページの行をすべて選択',
    row: (name: string) => `${name}を選択`,
    count: (n: number) => `${groupDigits(n)}件を選択中`,
    clear: '選択を解除',
  },
  bulk: {
    confirm: (count: number, action: string) => `選択した${groupDigits(count)}件を「${action}」にします。よろしいですか？`,
    run: '実行',
    progress: (done: number, total: number) => `${groupDigits(done)} / ${groupDigits(total)}件を処理しました`,
    stop: '中止',
    stopping: '処理中の行が終わりしだい中止します…',
    resultsHeader: (action: string) => `${action}の結果`,
    summary: (done: number, failed: number, cancelled: number) =>
      `成功 ${groupDigits(done)}件 / 失敗 ${groupDigits(failed)}件${cancelled > 0 ? ` / 未実行 ${groupDigits(cancelled)}件` : ''}`,
    row: '対象',
    outcome: '結果',
    reason: '理由',
    status: { done: '成功', failed: '失敗', cancelled: '未実行（中止）' },
    close: '閉じる',
  },
  /** The column chooser of every list (hidden columns are kept with a saved ビュー). */
  columns: {
    label: '表示する列',
    summary: (shown: number, all: number) => (shown === all ? 'すべての列' : `${groupDigits(all)}列中${groupDigits(shown)}列`),
    all: 'すべての列を表示',
  },
  export: {
    button: 'CSV出力',
    header: 'CSV出力',
    progress: (rows: number, pages: number) => `${groupDigits(rows)}件を取得しました（${groupDigits(pages)}ページ）`,
    starting: '検索条件に一致する行を取得しています…',
    cancel: '中止',
    failed: (error: string) => `CSVを出力できませんでした: ${error}`,
    retry: '再試行',
    close: '閉じる',
    done: (rows: number) => `${groupDigits(rows)}件をCSVファイルに出力しました。`,
    fileName: (list: string, stamp: string) => `${list}_${stamp}.csv`,
  },
} as const
