/** Japanese strings of the report pages (/report, /report/client). */
import { groupDigits } from '../../views/text/number'

export const reportText = {
  title: '利用レポート',
  clientTitle: 'クライアント別利用レポート',
  byClient: 'クライアント別を見る',
  client: 'クライアント',
  clientPlaceholder: 'クライアントを選択',
  pickClient: 'クライアントを選択すると月別の利用状況を表示します',
  from: '開始月',
  to: '終了月',
  show: '表示',
  download: 'CSVダウンロード',
  loading: 'レポートを作成中…',
  invalidRange: '終了月は開始月以降にしてください',
  preview: 'プレビュー',
  chart: '月別の利用状況',
  empty: 'この期間の利用はありません',
  rows: (n: number) => `${groupDigits(n)}行`,
  series: { pressReleaseCount: 'プレスリリース数', offerCount: 'オファー数', viewCount: '閲覧数' },
} as const
