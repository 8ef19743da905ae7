/**
 * Keyboard-complete and never loses work (issue 17), in Chromium against the real stack:
 * - a doctor is created, frozen, granted MP and doctors are imported from CSV with the keyboard
 *   only (page.keyboard; no mouse click): skip link, Tab order, focus inside each dialog while it
 *   is open and back on the button that opened it when it closes (キャンセル, Escape, a failure's
 *   message closed);
 * - leaving a form with unsaved changes asks first: by the menu (the app's Japanese confirm;
 *   キャンセル stays with the input kept) and by reload (the browser's beforeunload prompt).
 */
import { expect, test, type Locator, type Page } from '@playwright/test'
import { makeDoctorCsv } from './fixtures/doctor-csv.fixture'
import { signIn } from './support/sign-in'

const stamp = Date.now().toString(36)

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
const tabTo = async (page: Page, target: Locator, { back = false, max = 60 } = {}) => {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)).catch(() => false)) return
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
  }
  throw new Error(`could not reach ${target} with the keyboard`)
}

const focusIsInside = (locator: Locator) => locator.evaluate((el) => el.contains(document.activeElement))

test('doctor create → MP grant → freeze → CSV import with the keyboard only', async ({ page }) => {
  await signIn(page)
  await page.goto('/doctor/new')
  await expect(page.getByRole('heading', { name: '医師登録' })).toBeVisible()

  // The skip link is the first stop and lands in the content.
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'メインコンテンツへ移動' })
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.locator('#main-content')).toBeFocused()

  const email = `kbd.${stamp}@example.jp`
  for (const [label, value] of [['メールアドレス', email], ['医籍登録番号', '654321'], ['姓', '鍵盤'], ['名', '太郎'], ['セイ', 'ケンバン'], ['メイ', 'タロウ']] as const) {
    await tabTo(page, page.getByLabel(label, { exact: true }))
    await page.keyboard.type(value)
  }
  await tabTo(page, page.getByRole('button', { name: '保存' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/doctor\/[A-Za-z0-9_-]+$/)
  await expect(page.getByText(email)).toBeVisible()

  // MP grant: focus goes into the dialog; キャンセル gives it back to MP付与 (the dialog unmounts
  // as its machine stops). Again: the amount typed, Enter grants, and the focus is back too.
  const grantButton = page.getByRole('button', { name: 'MP付与' })
  await tabTo(page, grantButton)
  await page.keyboard.press('Enter')
  const grant = page.getByRole('dialog', { name: '付与するMP' })
  await expect(grant).toBeVisible()
  await expect.poll(() => focusIsInside(grant)).toBe(true)
  await tabTo(page, grant.getByRole('button', { name: 'キャンセル' }))
  await page.keyboard.press('Enter')
  await expect(grant).toBeHidden()
  await expect(grantButton).toBeFocused()
  await page.keyboard.press('Enter')
  await expect.poll(() => focusIsInside(grant)).toBe(true)
  await tabTo(page, grant.getByPlaceholder('選択または数値を入力'))
  await page.keyboard.type('1500')
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('mp-balance')).toHaveText('1,500 MP')
  await expect(grantButton).toBeFocused()

  // (a frozen doctor may not earn MP: the server refuses, so the grant comes first)
  // Freeze: the confirm dialog takes the focus; Escape gives it back to 利用停止; then Enter on OK.
  const freeze = page.getByRole('button', { name: '利用停止', exact: true })
  await tabTo(page, freeze, { back: true })
  await page.keyboard.press('Enter')
  const confirm = page.getByRole('dialog')
  await expect(confirm).toContainText('選択した医師アカウントを利用停止にしますか？')
  await expect.poll(() => focusIsInside(confirm)).toBe(true)
  await page.keyboard.press('Escape')
  await expect(confirm).toBeHidden()
  await expect(freeze).toBeFocused()
  await page.keyboard.press('Enter')
  await expect.poll(() => focusIsInside(confirm)).toBe(true)
  await tabTo(page, confirm.getByRole('button', { name: 'OK' }))
  await page.keyboard.press('Enter')
  await expect(page.getByText('利用停止中', { exact: true })).toBeVisible()

  // A failure's message dialog (the server refuses once): 閉じる gives the focus back to 利用停止解除.
  await page.route('**/api/v1/admin/doctors/*/doctor', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ status: 503, messages: [{ message: '一時的に利用できません' }], payload: null }) }),
    { times: 1 })
  const unfreeze = page.getByRole('button', { name: '利用停止解除' })
  await tabTo(page, unfreeze, { back: true })
  await page.keyboard.press('Enter')
  await expect.poll(() => focusIsInside(confirm)).toBe(true)
  await tabTo(page, confirm.getByRole('button', { name: 'OK' }))
  await page.keyboard.press('Enter')
  const failure = page.getByRole('dialog').filter({ hasText: '一時的に利用できません' })
  await expect.poll(() => focusIsInside(failure)).toBe(true)
  await page.keyboard.press('Enter')
  await expect(failure).toBeHidden()
  await expect(unfreeze).toBeFocused()

  // CSV import: one bad row; the error dialog and the result dialog by keys.
  await page.goto('/doctor/import')
  const tag = `kbd${stamp}`
  // Choosing the file is the browser's own file picker; the rest is keys.
  await page.getByTestId('csv-file').setInputFiles({ name: 'doctors.csv', mimeType: 'text/csv', buffer: Buffer.from(makeDoctorCsv({ count: 3, badLines: [3], tag, encoding: 'utf-8' })) })
  const errorDialog = page.getByRole('dialog', { name: 'CSVインポートエラー' })
  await expect(errorDialog).toContainText('3行目で下記エラーがありました。')
  await expect.poll(() => focusIsInside(errorDialog)).toBe(true)
  await tabTo(page, errorDialog.getByRole('button', { name: 'スキップ' }))
  await page.keyboard.press('Enter')
  const result = page.getByRole('dialog', { name: 'CSVインポート完了' })
  await expect(result).toContainText('失敗1件、成功2件でインポートが完了しました。')
  await expect.poll(() => focusIsInside(result)).toBe(true)
  await tabTo(page, result.getByRole('button', { name: 'OK' }))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/doctor$/)
})

test('leaving a form with unsaved changes asks first (menu, reload)', async ({ page }) => {
  await signIn(page)
  await page.goto('/doctor/new')
  const lastName = page.getByLabel('姓', { exact: true })
  await lastName.fill('未保存')

  // The menu: the app asks in Japanese; キャンセル keeps the page and the input.
  await page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name: '医師管理' }).click()
  const ask = page.getByRole('dialog', { name: '保存していない変更があります' })
  await expect(ask).toContainText('入力した内容はまだ保存されていません。このページから移動しますか？')
  await ask.getByRole('button', { name: 'キャンセル' }).click()
  await expect(page).toHaveURL(/\/doctor\/new$/)
  await expect(lastName).toHaveValue('未保存')

  // Reload: the browser's beforeunload prompt; after it the kept draft fills the form again.
  const prompt = page.waitForEvent('dialog')
  const reload = page.reload()
  const dialog = await prompt
  expect(dialog.type()).toBe('beforeunload')
  await dialog.accept()
  await reload
  await expect(lastName).toHaveValue('未保存')

  // The menu again: OK leaves.
  await lastName.fill('未保存2')
  await page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name: '医師管理' }).click()
  await ask.getByRole('button', { name: 'OK' }).click()
  await expect(page).toHaveURL(/\/doctor$/)
})
