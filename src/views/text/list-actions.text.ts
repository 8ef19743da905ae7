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
  /** 「一括編集」 of the ticked rows: one field, one value (src/machines/bulk-edit.machine.ts). */
  bulkEdit: {
    button: '一括編集',
    header: '一括編集',
    field: '項目',
    value: '値',
    none: '未設定',
    /** How many of the ticked records the value changes (the others already hold it). */
    changes: (changes: number, total: number) => `選択した${groupDigits(total)}件のうち${groupDigits(changes)}件を変更します`,
    nothing: (total: number) => `選択した${groupDigits(total)}件はすべてすでにこの値です`,
    run: '実行',
    resultsHeader: '一括編集の結果',
    summary: (applied: number, unchanged: number, failed: number) =>
      `変更 ${groupDigits(applied)}件 / 変更なし ${groupDigits(unchanged)}件 / 変更できなかった行 ${groupDigits(failed)}件`,
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
