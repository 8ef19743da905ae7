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
} as const
