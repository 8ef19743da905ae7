/**
 * Issue 32 in Chromium against the real stack: an admin edits a doctor's name, opens 履歴 and sees
 * the change with the form's labels and the values before → after; reverts it (「この値に戻す」,
 * confirmed with before → after); the revert appears in the history and on the record; the 監査ログ
 * screen filters by kind of object and action and opens the record from its row.
 */
import { expect, test, type Page } from '@playwright/test'
import { signIn } from './support/sign-in'

const stamp = Date.now().toString(36)

const fill = async (page: Page, label: string, value: string) => {
  await page.getByLabel(label, { exact: true }).fill(value)
}

test('history of a doctor: the edit, its revert, and the 監査ログ screen', async ({ page }) => {
  await signIn(page)
  const email = `history.${stamp}@example.jp`
  await page.goto('/doctor/new')
  await fill(page, 'メールアドレス', email)
  await fill(page, '医籍登録番号', '654321')
  await fill(page, '姓', '履歴')
  await fill(page, '名', '太郎')
  await fill(page, 'セイ', 'リレキ')
  await fill(page, 'メイ', 'タロウ')
  await page.getByRole('button', { name: '保存' }).click()
  await expect(page).toHaveURL(/\/doctor\/\d+$/)
  await expect(page.getByRole('heading', { name: '履歴 太郎' })).toBeVisible()
  const doctorUrl = page.url()

  // the edit
  await page.getByRole('link', { name: '編集', exact: true }).click()
  await fill(page, '姓', '変更')
  await page.getByRole('button', { name: '保存' }).click()
  await expect(page.getByRole('heading', { name: '変更 太郎' })).toBeVisible()

  // 履歴: collapsed until opened; newest first, labelled, before → after
  const history = page.getByTestId('record-history')
  await expect(history.getByTestId('history-entry')).toHaveCount(0)
  await history.getByRole('button').first().click()
  const entries = history.getByTestId('history-entry')
  await expect(entries).toHaveCount(2)
  await expect(entries.first()).toContainText('編集')
  await expect(entries.first()).toContainText('姓')
  await expect(entries.first()).toContainText('履歴 → 変更')
  await expect(entries.first()).not.toContainText('last_name')
  await expect(entries.nth(1)).toContainText('登録されました')

  // the revert: confirmed with before → after, through the record's own update
  await entries.first().getByRole('button', { name: 'この値に戻す' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('「姓」を元に戻しますか？')
  await expect(dialog).toContainText('変更 → 履歴')
  await dialog.getByRole('button', { name: '元に戻す' }).click()
  await expect(page.getByText('値を元に戻しました。')).toBeVisible()
  await expect(entries).toHaveCount(3)
  await expect(entries.first()).toContainText('変更 → 履歴')
  await expect(entries.first()).toContainText('の変更を元に戻しました')
  await expect(entries.first()).toContainText('理由: 履歴から元に戻す')
  await page.reload()
  await expect(page.getByRole('heading', { name: '履歴 太郎' })).toBeVisible()

  // 監査ログ: in the admin's menu; filter by kind of object and action, then open the record from its row
  await page.getByRole('link', { name: '監査ログ' }).first().click()
  await expect(page).toHaveURL(/\/audit-log/)
  const choose = (id: string) => page.locator(`.p-dropdown:has(#${id}) .p-dropdown-trigger`).click()
  await choose('audit-log-target-type')
  await page.getByRole('option', { name: '医師', exact: true }).click()
  await expect(page).toHaveURL(/targetType=doctor/)
  await choose('audit-log-action')
  await page.getByRole('option', { name: '編集（doctors.update）' }).click()
  await expect(page).toHaveURL(/action=doctors.update/)
  const doctorId = doctorUrl.split('/').pop()!
  const rows = page.getByRole('row').filter({ hasText: `医師 #${doctorId}` })
  await expect(rows).toHaveCount(2) // the edit and its revert; not the registration (登録)
  const row = rows.first() // newest first: the revert
  await expect(row).toContainText('姓: 変更 → 履歴')
  await expect(row).toContainText('履歴から元に戻す')
  await expect(rows.nth(1)).toContainText('姓: 履歴 → 変更')
  await row.getByRole('link', { name: `医師 #${doctorId}` }).click()
  await expect(page).toHaveURL(doctorUrl)
  await expect(page.getByRole('heading', { name: '履歴 太郎' })).toBeVisible()
})
