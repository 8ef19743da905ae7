/** Japanese strings of the CSV import. Dialog titles and texts are SPEC section 2 verbatim. */
import { groupDigits } from './number'

export const csvText = {
  chooseFile: 'CSVファイルを選択',
  dropHint: 'UTF-8（BOM付き・なし）または Shift_JIS の CSV ファイルを選択してください。',
  template: 'サンプルCSVをダウンロード',
  templateHint: '1行目は見出し行です。必須列:',
  parsing: 'ファイルを読み込んでいます…',
  progress: (done: number, total: number) => `${groupDigits(done)} / ${groupDigits(total)} 行`,
  counts: (committed: number, failed: number) => `成功 ${groupDigits(committed)}件・失敗 ${groupDigits(failed)}件`,
  cancel: 'インポートを中止',
  cancelling: '送信中のバッチが終わりしだい中止します…',
  retrying: '通信エラーのため再送しています…',
  encoding: (e: string) => `文字コード: ${e}`,
  empty: 'ファイルにデータ行がありません。',
  invalidHeader: (columns: ReadonlyArray<string>) => `見出し行に必須列がありません: ${columns.join('、')}`,
  parseFailed: 'ファイルを読み込めませんでした。',
  chooseAnother: '別のファイルを選択してください。',
  rowError: {
    header: 'CSVインポートエラー',
    text: (row: number) => `${row}行目で下記エラーがありました。`,
    skip: 'スキップ',
    abort: '中止',
  },
  batchFailed: {
    header: '送信エラー',
    text: (lines: string) => `${lines}行目を送信できませんでした。`,
    retry: '再送',
    abort: '中止',
  },
  result: {
    header: 'CSVインポート完了',
    text: (failed: number, succeeded: number) => `失敗${failed}件、成功${succeeded}件でインポートが完了しました。`,
    ok: 'OK',
    committedLines: (lines: string) => `登録した行: ${lines}`,
    aborted: (count: number) => `中止したため、${count}件の行は登録していません。`,
    abortedAtRow: (row: number) => `${row}行目で中止しました。`,
    uncertain: (lines: string) =>
      `${lines}行目は送信中に通信が切れたため、登録されたか確認できませんでした。同じファイルをもう一度インポートすると、登録済みの行は重複せずに処理されます。`,
    download: '未登録の行をCSVでダウンロード',
    readingRest: '未登録の行を読み込んでいます…',
    readStopped: (message: string) => `ファイルの残りを読み込めなかったため、読み込めた行までで中止しました。（${message}）`,
  },
  unprocessed: '未処理（中止のため登録していません）',
  /** The import page's two modes. */
  modes: { insert: '新規登録', update: '一括更新', label: '取り込み方法' },
  /** CSV 一括更新 (src/machines/csv-update.machine.ts): a file the list's CSV出力 wrote, corrected and sent back. */
  update: {
    hint: '一覧の「CSV出力」で書き出したファイル（ID・バージョン付き）を修正して選択してください。変更内容を確認してから更新します。',
    uploading: 'ファイルを送信して内容を確認しています…',
    preview: '変更内容の確認',
    counts: (c: { change: number; same: number; error: number; stale: number }) =>
      `変更 ${groupDigits(c.change)}件・変更なし ${groupDigits(c.same)}件・エラー ${groupDigits(c.error)}件・他の操作者が更新済み ${groupDigits(c.stale)}件`,
    filters: { change: '変更', error: 'エラー', stale: '他の操作者が更新済み', same: '変更なし', applied: '更新済み', skipped: 'スキップ', refused: '拒否' },
    columns: { line: '行', id: 'ID', changes: '変更内容（現在値 → 新値）', messages: 'メッセージ' },
    empty: '該当する行はありません。',
    blank: '（空）',
    prev: '前へ',
    next: '次へ',
    run: '更新を実行',
    noChanges: '更新する行がありません。',
    applying: (done: number, of: number) => `${groupDigits(done)} / ${groupDigits(of)} 行を処理しました`,
    cancel: '中止',
    cancelling: '処理中のバッチが終わりしだい中止します…',
    failed: '更新を続けられませんでした。',
    retry: '再試行',
    result: '更新結果',
    resultCounts: (c: { applied: number; skipped: number; refused: number }) =>
      `更新 ${groupDigits(c.applied)}件・スキップ ${groupDigits(c.skipped)}件・拒否 ${groupDigits(c.refused)}件`,
    done: '完了',
    chooseAgain: '別のファイルを選択',
  },
} as const
