/**
 * CSV 一括更新 in Chromium against the real stack: export a filtered doctor list, change
 * 電話番号 of its two rows in the file and save it as Shift_JIS; meanwhile another operator edits the
 * second doctor; import the file as 一括更新: 「変更内容の確認」 shows the first row's 現在値 → 新値 and
 * flags the second as 他の操作者が更新済み (axe clean); 更新を実行 changes only the first.
 */
import { readFile } from 'node:fs/promises'
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import Papa from 'papaparse'
import { encodeCsv, fixtureDoctorEmail, makeDoctorCsv } from './fixtures/doctor-csv.fixture'
import { signIn } from './support/sign-in'

const grid = (page: Page) => page.getByRole('grid', { name: '医師一覧' })

test('export, correct 電話番号 in Excel (Shift_JIS), import as 一括更新: the row another operator changed is flagged and left alone', async ({ page, browser }) => {
  test.setTimeout(150_000)
  const tag = `upd${Date.now().toString(36)}`
  await signIn(page)

  // two doctors of our own
  await page.goto('/doctor/import')
  await page.getByTestId('csv-file').setInputFiles({ name: 'doctors.csv', mimeType: 'text/csv', buffer: Buffer.from(makeDoctorCsv({ count: 2, tag, encoding: 'utf-8' })) })
  const imported = page.getByRole('dialog', { name: 'CSVインポート完了' })
  await expect(imported).toContainText('成功2件', { timeout: 30_000 })
  await imported.getByRole('button', { name: 'OK' }).click()

  // CSV出力 of the list filtered to them
  await page.goto(`/doctor?keyword=${tag}&sort=email&order=asc`)
  await expect(grid(page)).toHaveAttribute('aria-busy', 'false')
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'CSV出力' }).click()
  const file = await download
  await page.getByRole('dialog', { name: 'CSV出力' }).locator('.p-dialog-footer').getByRole('button', { name: '閉じる' }).click()
  const text = (await readFile((await file.path())!)).subarray(3).toString('utf-8')
  const [header, ...rows] = Papa.parse<Array<string>>(text, { skipEmptyLines: true }).data
  const at = (name: string) => header!.indexOf(name)
  const first = rows.find((r) => r[at('メールアドレス')] === fixtureDoctorEmail(2, tag))!
  const second = rows.find((r) => r[at('メールアドレス')] === fixtureDoctorEmail(3, tag))!
  const firstPhone = first[at('電話番号')]!
  const secondPhone = second[at('電話番号')]!

  // Excel: the two 電話番号 changed, the file saved as Shift_JIS
  first[at('電話番号')] = '090-1111-2222'
  second[at('電話番号')] = '090-3333-4444'
  const edited = encodeCsv(Papa.unparse([header!, first, second], { newline: '\r\n' }), 'shift_jis')

  // meanwhile another operator edits the second doctor
  const other = await browser.newContext()
  const pageB = await other.newPage()
  await signIn(pageB)
  await pageB.goto(`/doctor/${second[at('ID')]}/edit`)
  await pageB.getByLabel('名', { exact: true }).fill('割込')
  await pageB.getByRole('button', { name: '保存' }).click()
  await expect(pageB.getByRole('heading', { name: /割込/ })).toBeVisible()
  await other.close()

  // 一括更新
  await page.goto('/doctor/import')
  await page.getByText('一括更新', { exact: true }).click()
  await page.getByTestId('csv-update-file').setInputFiles({ name: 'doctors-sjis.csv', mimeType: 'text/csv', buffer: Buffer.from(edited) })
  await expect(page.getByRole('heading', { name: '変更内容の確認' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText('文字コード: Shift_JIS')).toBeVisible()
  await expect(page.getByTestId('csv-update-counts')).toHaveText('変更 1件・変更なし 0件・エラー 0件・他の操作者が更新済み 1件')
  const rowsTable = page.getByTestId('csv-update-rows')
  await expect(rowsTable.getByRole('row')).toHaveCount(2)
  await expect(rowsTable.getByRole('row').nth(1)).toContainText(`電話番号: ${firstPhone} → 090-1111-2222`)

  const axe = await new AxeBuilder({ page }).setLegacyMode(true).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).include('.csv-update-panel').analyze()
  expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])

  await page.getByRole('button', { name: '他の操作者が更新済み 1' }).click()
  await expect(rowsTable.getByRole('row').nth(1)).toContainText(`電話番号: ${secondPhone} → 090-3333-4444`)
  await expect(rowsTable).toContainText('他の操作者が更新済みです')

  await page.getByRole('button', { name: '更新を実行' }).click()
  await expect(page.getByRole('heading', { name: '更新結果' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByTestId('csv-update-counts')).toHaveText('更新 1件・スキップ 0件・拒否 0件')

  // only the first changed
  await page.goto(`/doctor?keyword=${tag}&sort=email&order=asc`)
  await expect(grid(page)).toHaveAttribute('aria-busy', 'false')
  await page.goto(`/doctor/${first[at('ID')]}`)
  await expect(page.getByText('090-1111-2222')).toBeVisible()
  await page.goto(`/doctor/${second[at('ID')]}`)
  await expect(page.getByRole('heading', { name: /割込/ })).toBeVisible()
  await expect(page.getByText('090-3333-4444')).toHaveCount(0)
})
