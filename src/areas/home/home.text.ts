/** Japanese strings of the home dashboard (/). */
import { groupDigits } from '../../views/text/number'

export const homeText = {
  attention: '要対応',
  figures: '概況',
  links: 'メニュー',
  /** A figure not counted yet (the card keeps its place). */
  pending: '…',
  cards: {
    pressReleasesRequested: 'PR申請中',
    manuscriptsUnderReview: '審査中の原稿',
    doctors: '医師',
    doctorsFrozen: '利用停止中の医師',
    clients: 'クライアント',
    clientsSuspended: '利用停止中のクライアント',
    mpGranted: '付与済みMP（累計）',
    mpGrantedThisMonth: '今月の付与MP',
    mpOutstanding: '未使用MP（残高合計）',
  },
  count: groupDigits,
  failedImports: {
    card: '失敗行のある取込（30日）',
    more: (n: number) => `${groupDigits(n)}+`,
    heading: '失敗行のある取込（過去30日）',
    list: '失敗行のある取込一覧',
    empty: '過去30日に失敗行を残した取込はありません',
    at: '日時',
    kind: '種類',
    file: 'ファイル',
    operator: '実行者',
    outcome: '結果',
    counts: '行数 / 取込 / 失敗',
    rows: '失敗した行',
    row: (line: number, reason: string) => `${line}行目: ${reason}`,
    others: (n: number) => `ほか${groupDigits(n)}行`,
    download: 'CSV',
    downloadLabel: (file: string) => `${file}の失敗行をダウンロード`,
    close: '閉じる',
    kinds: { doctor: '医師', client: 'クライアント', organization: '組織' },
    outcomes: { completed: '完了', aborted: '中止' },
    noOperator: '—',
    /** An ended import could not be recorded for the dashboard: the import itself stands. */
    recordFailed: (message: string) => `取込の記録を保存できませんでした（取り込んだ内容はそのままです）。${message}`,
  },
} as const
