// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fromPromise } from 'xstate'
import {
  csvImportMachine,
  type CheckedRow,
  type CommitBatchInput,
  type RowOutcome,
} from '@src/machines/csv-import.machine'
import { fakeReader } from '../../machines/support/csv-reader'
import { CsvImportPanel } from '@src/views/components/csv-import-panel.component'

afterEach(cleanup)

const row = (line: number, bad = false): CheckedRow => ({
  line, raw: { メールアドレス: `d${line}@example.jp` }, key: `k${line}`, ...(bad ? {} : { value: {} }), errors: bad ? ['メールアドレス: メールアドレスの形式が正しくありません'] : [],
})

const renderPanel = (rows: ReadonlyArray<CheckedRow>) => {
  const committed: Array<number> = []
  const machine = csvImportMachine.provide({
    actors: {
      readFile: fakeReader((input) => ({ fileName: input.name, encoding: 'Shift_JIS', header: ['メールアドレス'], missingColumns: [], total: rows.length, rows })),
      commitBatch: fromPromise<ReadonlyArray<RowOutcome>, CommitBatchInput>(async ({ input }) => {
        committed.push(...input.rows.map((r) => r.line))
        return input.rows.map((r) => ({ key: r.key, status: 'created' as const }))
      }),
    },
  })
  let finished = 0
  render(<CsvImportPanel machine={machine} kind="doctor" requiredColumns={['メールアドレス']} templateHref="/templates/doctors.csv" buildFailedCsv={() => ''} onFinished={() => { finished += 1 }} />)
  const choose = async () => {
    const input = screen.getByTestId('csv-file') as HTMLInputElement
    await act(async () => {
      fireEvent.change(input, { target: { files: [new File(['x'], 'doctors.csv', { type: 'text/csv' })] } })
    })
  }
  return { committed, choose, finished: () => finished }
}

describe('CsvImportPanel', () => {
  it('offers the sample template', () => {
    renderPanel([])
    expect(screen.getByText('サンプルCSVをダウンロード').closest('a')?.getAttribute('href')).toBe('/templates/doctors.csv')
  })

  it('shows the spec error dialog for a bad row; スキップ goes on and the result dialog gives the counts', async () => {
    const { committed, choose, finished } = renderPanel([row(2), row(3, true), row(4)])
    await choose()
    await waitFor(() => expect(screen.queryByText('CSVインポートエラー')).not.toBeNull())
    expect(screen.queryByText('3行目で下記エラーがありました。')).not.toBeNull()
    expect(screen.queryByText('メールアドレス: メールアドレスの形式が正しくありません')).not.toBeNull()
    expect(committed).toEqual([2])
    // the spec's order: スキップ, then 中止
    const footer = screen.getByRole('button', { name: 'スキップ' }).parentElement
    expect([...(footer?.querySelectorAll('button') ?? [])].map((b) => b.textContent)).toEqual(['スキップ', '中止'])
    fireEvent.click(screen.getByRole('button', { name: 'スキップ' }))
    await waitFor(() => expect(screen.queryByText('CSVインポート完了')).not.toBeNull())
    expect(screen.queryByText('失敗1件、成功2件でインポートが完了しました。')).not.toBeNull()
    expect(committed).toEqual([2, 4])
    fireEvent.click(screen.getByRole('button', { name: 'OK' }))
    expect(finished()).toBe(1)
  })

  it('中止 stops at the row and says which rows were committed', async () => {
    const { committed, choose } = renderPanel([row(2), row(3, true), row(4)])
    await choose()
    await waitFor(() => expect(screen.queryByText('3行目で下記エラーがありました。')).not.toBeNull())
    fireEvent.click(screen.getByRole('button', { name: '中止' }))
    await waitFor(() => expect(screen.queryByText('失敗1件、成功1件でインポートが完了しました。')).not.toBeNull())
    expect(screen.queryByText('3行目で中止しました。')).not.toBeNull()
    expect(screen.queryByText('中止したため、1件の行は登録していません。')).not.toBeNull()
    expect(screen.queryByText('登録した行: 2')).not.toBeNull()
    expect(committed).toEqual([2])
  })
})
