/**
 * The home dashboard in Chromium against the real stack: each figure links to its filtered list,
 * and the list shows as many rows as the figure says (press releases in request).
 */
import { expect, test, type Page } from '@playwright/test'
import { fixtureDoctorEmail, makeDoctorCsvText } from './fixtures/doctor-csv.fixture'
import { signIn } from './support/sign-in'

test('the press releases in request figure matches the filtered list it links to', async ({ page }) => {
  await signIn(page)
  const attention = page.getByRole('region', { name: '要対応' })
  // the card is drawn at once ('…' until counted: tests/e2e/layout-shift.spec.ts); wait for its figure
  const card = attention.getByRole('link', { name: /^PR申請中 \d/ })
  await expect(card).toBeVisible()
  const count = Number((await card.locator('strong').innerText()).replace(/[^\d]/g, ''))
  expect(count).toBeGreaterThan(0)
  await expect(page.getByRole('link', { name: '医師管理' }).last()).toBeVisible() // the quick links stay

  await card.click()
  await expect(page).toHaveURL(/\/press_release\?status=request/)
  const grid = page.getByRole('grid', { name: 'プレスリリース一覧' })
  await expect(grid.locator('.data-table__row--body')).toHaveCount(count)
})

/** The 失敗行のある取込（30日） card's figure, once loaded. */
const failedImports = async (page: Page) => {
  const card = page.getByRole('region', { name: '要対応' }).getByRole('button', { name: /^失敗行のある取込（30日） / })
  await expect(card.locator('strong')).toHaveText(/^\d[\d,]*\+?$/)
  return { card, count: Number((await card.locator('strong').innerText()).replace(/[^\d]/g, '')) }
}

test('a doctor import that left a refused row counts under 要対応 and lists that row', async ({ page }) => {
  await signIn(page)
  const before = (await failedImports(page)).count

  // two new doctors; line 3 repeats line 2's e-mail: the server refuses it, staff skip it
  const tag = `home${Date.now().toString(36)}`
  const text = makeDoctorCsvText({ count: 2, tag }).replace(fixtureDoctorEmail(3, tag), fixtureDoctorEmail(2, tag))
  const fileName = `${tag}.csv`
  await page.goto('/doctor/import')
  await page.getByTestId('csv-file').setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(text) })
  const errorDialog = page.getByRole('dialog', { name: 'CSVインポートエラー' })
  await expect(errorDialog).toContainText('3行目で下記エラーがありました。')
  await errorDialog.getByRole('button', { name: 'スキップ' }).click()
  const result = page.getByRole('dialog', { name: 'CSVインポート完了' })
  await expect(result).toContainText('失敗1件、成功1件')
  await result.getByRole('button', { name: 'OK' }).click()

  await page.goto('/')
  const after = await failedImports(page)
  expect(after.count).toBe(before + 1)
  await after.card.click()
  const list = page.getByRole('dialog', { name: '失敗行のある取込（過去30日）' })
  const row = list.getByRole('row').filter({ hasText: fileName })
  await expect(row).toContainText('医師')
  await expect(row).toContainText('管理 太郎')
  await expect(row).toContainText('3行目:')
  await expect(row).toContainText(fixtureDoctorEmail(2, tag))
  const downloading = page.waitForEvent('download')
  await row.getByRole('button', { name: `${fileName}の失敗行をダウンロード` }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(`${tag}_失敗行.csv`)
  await page.screenshot({ path: '.tmp/screens/home-failed-imports.png', fullPage: true })
})
