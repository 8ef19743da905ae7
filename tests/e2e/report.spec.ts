/**
 * 利用レポート in Chromium against the real stack (demo data: six clients, usage for the last six
 * months): pick a period, see the preview and the chart, download the CSV and read it back (BOM,
 * Japanese header, the period in the file name, one row per client and month).
 */
import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { signIn } from './support/sign-in'

const monthsAgo = (n: number) => {
  const now = new Date()
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 1))
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`
}

test('usage report: period, preview, chart and the CSV download', async ({ page }) => {
  await signIn(page)
  await page.goto('/report')
  await expect(page.getByRole('heading', { name: '利用レポート' })).toBeVisible()

  const from = monthsAgo(3)
  const to = monthsAgo(1)
  // A period ending before it starts is refused on the spot.
  await page.getByLabel('開始月').fill(to)
  await page.getByLabel('終了月').fill(from)
  await expect(page.getByRole('alert')).toHaveText('終了月は開始月以降にしてください')
  await expect(page.getByRole('button', { name: '表示' })).toBeDisabled()

  await page.getByLabel('開始月').fill(from)
  await page.getByLabel('終了月').fill(to)
  await page.getByRole('button', { name: '表示' }).click()
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`))

  const preview = page.getByRole('region', { name: /プレビュー/ })
  await expect(preview).toContainText('18行')
  for (const header of ['クライアントID', 'クライアント名', '年月', 'プレスリリース数', 'オファー数', '閲覧数'])
    await expect(preview.getByRole('columnheader', { name: header })).toBeVisible()

  const chart = page.getByRole('region', { name: '月別の利用状況' }).getByRole('img', { name: '月別の利用状況' })
  await expect(chart).toBeVisible()
  await expect.poll(async () => (await chart.boundingBox())?.height ?? 0).toBeGreaterThan(200)

  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'CSVダウンロード' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`利用レポート_${from}_${to}.csv`)
  const bytes = await readFile((await download.path())!)
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n')
  expect(lines[0]).toBe('クライアントID,クライアント名,年月,プレスリリース数,オファー数,閲覧数')
  expect(lines).toHaveLength(19)
  expect(new Set(lines.slice(1).map((l) => l.split(',')[2]))).toEqual(new Set([monthsAgo(3), monthsAgo(2), monthsAgo(1)]))

  await page.screenshot({ path: '.tmp/screens/report.png', fullPage: true })
})

test('usage per client: pick a client by typing, see its months as a chart and a table', async ({ page }) => {
  await signIn(page)
  const from = monthsAgo(3)
  const to = monthsAgo(1)
  await page.goto(`/report?from=${from}&to=${to}`)
  await page.getByRole('link', { name: 'クライアント別を見る' }).click()
  await expect(page.getByRole('heading', { name: 'クライアント別利用レポート' })).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/report/client\\?from=${from}&to=${to}`))
  await expect(page.getByText('クライアントを選択すると月別の利用状況を表示します')).toBeVisible()

  await page.locator('.p-dropdown', { has: page.locator('#report-client') }).click()
  await page.locator('.p-dropdown-filter').fill('ケアテック')
  await page.getByRole('option', { name: '株式会社ケアテック' }).click()
  await expect(page).toHaveURL(/clientId=/)

  const preview = page.getByRole('region', { name: /プレビュー/ })
  await expect(preview).toContainText('3行')
  await expect(preview.getByRole('row').filter({ hasText: '株式会社ケアテック' })).toHaveCount(3)
  await expect(page.getByRole('region', { name: '月別の利用状況' }).getByRole('img', { name: '月別の利用状況' })).toBeVisible()
})
