/**
 * What the one path from a page to the API shows staff (issue 'One path from machine to service'):
 * a success toast after saving, and a failed reference-data lookup shown where the data is needed,
 * with 再読み込み that loads it again (never silently empty).
 */
import { expect, test } from '@playwright/test'
import { signIn } from './support/sign-in'

test.beforeEach(async ({ page }) => {
  await signIn(page)
})

test('saving a doctor shows a success toast, and the doctor page opens', async ({ page }) => {
  const email = `toast.${Date.now().toString(36)}@example.jp`
  await page.goto('/doctor/new')
  await page.getByLabel('メールアドレス', { exact: true }).fill(email)
  await page.getByLabel('医籍登録番号', { exact: true }).fill('654321')
  await page.getByLabel('姓', { exact: true }).fill('通知')
  await page.getByLabel('名', { exact: true }).fill('太郎')
  await page.getByLabel('セイ', { exact: true }).fill('ツウチ')
  await page.getByLabel('メイ', { exact: true }).fill('タロウ')
  await page.getByRole('button', { name: '保存' }).click()
  await expect(page.locator('.p-toast-message-success')).toContainText('医師アカウントを保存しました。')
  await expect(page).toHaveURL(/\/doctor\/[0-9]+$/)
  await expect(page.getByText(email)).toBeVisible()
})

test('a failed organisation search shows its error with a retry on the doctor form; the retry loads it', async ({ page }) => {
  let failures = 1
  await page.route('**/api/v1/admin/organizations/search', async (route) => {
    if (failures-- > 0) {
      await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ status: 503, messages: [{ message: '一時的に利用できません' }], payload: null }) })
    } else {
      await route.continue()
    }
  })
  await page.goto('/doctor/new')
  const failed = page.locator('.load-error').filter({ hasText: '所属組織を読み込めませんでした' })
  await expect(failed.getByRole('alert')).toContainText('一時的に利用できません')
  await expect(failed.getByRole('alert')).not.toContainText('HTTP') // staff read words, not codes
  await failed.getByRole('button', { name: '再読み込み' }).click()
  await expect(failed).toBeHidden()
  // The search answers now: the searchable select offers organisations.
  await page.locator('.organization-select .p-autocomplete-dropdown').click()
  await expect(page.locator('.p-autocomplete-panel').getByRole('option').first()).toBeVisible()
})
