/**
 * Many rows at once and CSV出力 (issue 17), in Chromium against the real stack: five doctors of
 * our own (imported from a generated CSV, unique e-mails); three ticked with a shift-click range
 * get MP in one action (the /mp_management workflow, per-doctor result); two are frozen in one
 * action (the spec's 利用停止 dialog, per-row result); the doctor list filtered to 北海道 is
 * exported and the downloaded file read back (BOM, Japanese header, only 北海道 rows): ID,
 * バージョン and the import template's columns, each row decoding as the import reads it.
 */
import { expect, test, type Page } from '@playwright/test'
import { readFile } from 'node:fs/promises'
import { Schema } from 'effect'
import Papa from 'papaparse'
import { DoctorCsvRow, doctorCsvColumns } from '@src/domain/doctor'
import { fixtureDoctorEmail, makeDoctorCsv } from './fixtures/doctor-csv.fixture'
import { signIn } from './support/sign-in'

const grid = (page: Page) => page.getByRole('grid', { name: '医師一覧' })
const settled = (page: Page) => expect(grid(page)).toHaveAttribute('aria-busy', 'false')
const tick = (page: Page, name: string, modifiers?: Array<'Shift'>) =>
  grid(page).getByRole('checkbox', { name: `${name}を選択` }).click(modifiers ? { modifiers } : undefined)

test('tick doctors: MP付与 and 利用停止 in one action each; export the 北海道 doctors as CSV', async ({ page }) => {
  test.setTimeout(90_000)
  const tag = `bulk${Date.now().toString(36)}`
  await signIn(page)

  // Five doctors of our own (lines 2..6: 山田 太郎 東京都, 佐藤 太郎 大阪府, 鈴木 花子 北海道, 高橋 花子 福岡県, 田中 一郎 愛知県).
  await page.goto('/doctor/import')
  await page.getByTestId('csv-file').setInputFiles({ name: 'doctors.csv', mimeType: 'text/csv', buffer: Buffer.from(makeDoctorCsv({ count: 5, tag, encoding: 'utf-8' })) })
  const imported = page.getByRole('dialog', { name: 'CSVインポート完了' })
  await expect(imported).toContainText('成功5件', { timeout: 30_000 })
  await imported.getByRole('button', { name: 'OK' }).click()

  await page.goto(`/doctor?keyword=${tag}&sort=email&order=asc`)
  await settled(page)
  await expect(grid(page).getByRole('row')).toHaveCount(6)

  // MP付与: tick the first, shift-click the third: three doctors in one grant.
  await tick(page, '山田 太郎')
  await tick(page, '鈴木 花子', ['Shift'])
  await expect(page.getByRole('status').filter({ hasText: '3件を選択中' })).toBeVisible()
  await page.getByRole('toolbar').getByRole('button', { name: 'MP付与' }).click()
  const amount = page.getByRole('dialog', { name: '付与するMP' })
  await amount.getByPlaceholder('選択または数値を入力').fill('700')
  await amount.getByPlaceholder('選択または数値を入力').press('Tab')
  await amount.getByLabel('付与理由（必須）').fill('一括付与のテスト')
  await amount.getByRole('button', { name: 'OK' }).click()
  const confirm = page.getByRole('dialog', { name: 'MP付与の確認' })
  await expect(confirm).toContainText('3名に700MPずつ付与します（合計2,100MP）')
  await confirm.getByRole('button', { name: 'OK' }).click()
  const results = page.getByRole('region', { name: '付与結果' })
  await expect(results).toContainText('付与 3名 / 付与できなかった医師 0名')
  for (const name of ['山田 太郎', '佐藤 太郎', '鈴木 花子']) await expect(results.getByRole('row').filter({ hasText: name })).toContainText('付与済み')
  await results.getByRole('button', { name: '閉じる' }).click()
  await expect(page.getByRole('status').filter({ hasText: '0件を選択中' })).toBeVisible()
  await settled(page)
  await expect(grid(page).getByRole('row').filter({ hasText: fixtureDoctorEmail(4, tag) })).toContainText('700')

  // 利用停止 on two doctors: the spec's freeze dialog (SPEC section 2), each row gets its result.
  await tick(page, '高橋 花子')
  await tick(page, '田中 一郎')
  await page.getByRole('toolbar').getByRole('button', { name: '利用停止', exact: true }).click()
  const bulk = page.getByRole('dialog', { name: '利用停止', exact: true })
  await expect(bulk).toContainText('選択した医師アカウントを利用停止にしますか？')
  await bulk.getByRole('button', { name: 'OK' }).click()
  const frozen = page.getByRole('dialog', { name: '利用停止の結果' })
  await expect(frozen).toContainText('成功 2件 / 失敗 0件')
  for (const name of ['高橋 花子', '田中 一郎']) await expect(frozen.getByRole('row').filter({ hasText: name })).toContainText('成功')
  await frozen.locator('.p-dialog-footer').getByRole('button', { name: '閉じる' }).click()
  await settled(page)
  for (const line of [5, 6]) await expect(grid(page).getByRole('row').filter({ hasText: fixtureDoctorEmail(line, tag) })).toContainText('利用停止中')
  await expect(grid(page).getByRole('row').filter({ hasText: fixtureDoctorEmail(4, tag) })).not.toContainText('利用停止中')

  // CSV出力 of the list filtered to 北海道 (every page of it, not just the one shown).
  await page.goto('/doctor?prefecture=北海道')
  await settled(page)
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'CSV出力' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^医師一覧_\d{8}-\d{4}\.csv$/)
  await expect(page.getByRole('dialog', { name: 'CSV出力' })).toContainText('件をCSVファイルに出力しました。')
  await page.getByRole('dialog', { name: 'CSV出力' }).locator('.p-dialog-footer').getByRole('button', { name: '閉じる' }).click()

  const bytes = await readFile((await file.path())!)
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const text = bytes.subarray(3).toString('utf-8')
  const [header, ...rows] = Papa.parse<Array<string>>(text, { skipEmptyLines: true }).data
  expect(header).toEqual(['ID', 'バージョン', ...doctorCsvColumns])
  const prefecture = header!.indexOf('都道府県')
  expect(rows.length).toBeGreaterThan(0)
  expect(new Set(rows.map((r) => r[prefecture]))).toEqual(new Set(['北海道']))
  const emails = rows.map((r) => r[header!.indexOf('メールアドレス')])
  expect(emails).toContain(fixtureDoctorEmail(4, tag))
  expect(emails).not.toContain(fixtureDoctorEmail(2, tag))
  // the file is the import's input: every row's template cells decode as an imported row does
  for (const row of rows) {
    const cells = Object.fromEntries(doctorCsvColumns.map((c) => [c, row[header!.indexOf(c)] ?? '']))
    expect(Schema.decodeUnknownExit(DoctorCsvRow)(cells)._tag, row.join(',')).toBe('Success')
    expect(Number(row[1])).toBeGreaterThanOrEqual(1)
  }
})
