import { expect } from 'vitest'
import type { UsageReportFile } from '@src/domain/report'
import { reportDownloadMachine } from '@src/areas/report/report-download.machine'
import { defineModelSpec } from '../support/model'

const april = { from: '2024-04', to: '2024-04' }
const quarter = { from: '2024-04', to: '2024-06' }
const file: UsageReportFile = {
  fileName: '利用レポート_2024-04.csv',
  text: '\uFEFFクライアントID,クライアント名,年月,プレスリリース数,オファー数,閲覧数\r\n7,テスト製薬7,2024-04,2,1,340\r\n',
  header: ['クライアントID', 'クライアント名', '年月', 'プレスリリース数', 'オファー数', '閲覧数'],
  rows: [{ clientId: '7' as never, clientName: 'テスト製薬7', month: '2024-04', pressReleaseCount: 2, offerCount: 1, viewCount: 340 }],
}

export const spec = defineModelSpec({
  machine: reportDownloadMachine,
  label: 'reportDownload',
  events: [
    { type: 'report.load', query: april },
    { type: 'report.load', query: quarter },
    { type: 'report.retry' },
    { type: 'report.save' },
    { type: 'xstate.done.actor.loadReport', output: file },
    { type: 'xstate.error.actor.loadReport', error: new Error('サーバーに接続できませんでした') },
  ],
  record: ['saveFile'],
  stopWhen: (snapshot) => snapshot.context.query === quarter && snapshot.value !== 'loading',
  checks: {
    '*': (snapshot) => expect(snapshot.hasTag('busy')).toBe(snapshot.value === 'loading'),
    // the period asked for last is the one fetched; the file of an earlier one is gone
    loading: (snapshot, run) => {
      expect(run.stubs.loadReport!.pending().input).toEqual(snapshot.context.query)
      expect(snapshot.context.report).toBeUndefined()
    },
    ready: (snapshot, run) => {
      expect(snapshot.context.report).toEqual(file)
      // saving writes exactly the fetched file, and only when asked
      const saves = run.effects.filter((e) => e.type === 'saveFile')
      const asked = run.steps.filter((s) => s.event.type === 'report.save').length
      expect(saves).toHaveLength(asked)
      for (const save of saves) expect(save.params).toEqual({ fileName: file.fileName, text: file.text })
    },
    failed: (snapshot) => expect(snapshot.context.error).toBe('サーバーに接続できませんでした'),
    idle: (snapshot) => expect(snapshot.context).toEqual({}),
  },
})
