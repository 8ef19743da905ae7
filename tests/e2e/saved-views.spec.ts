/**
 * Saved views follow the operator: save the doctor list's current filter as a named view, sign in
 * from a fresh browser context, find the view in the ビュー menu and apply it.
 */
import { expect, test } from '@playwright/test'
import { signIn } from './support/sign-in'

const stamp = Date.now().toString(36)

test('a view saved on the doctor list is there in another browser and applies its filter', async ({ page, browser }) => {
  const keyword = `view-${stamp}`
  const name = `E2Eビュー ${stamp}`
  await signIn(page)
  await page.goto('/doctor')
  await page.getByLabel('キーワード（氏名・カナ・メールアドレス）').fill(keyword)
  await page.getByRole('button', { name: '検索' }).click()
  await expect(page).toHaveURL(new RegExp(`keyword=${keyword}`))
  await page.getByLabel('ビュー名').fill(name)
  await page.getByRole('button', { name: '現在の条件を保存' }).click()
  await expect(page.getByText('ビューを保存しました')).toBeVisible()

  const other = await browser.newContext()
  const pageB = await other.newPage()
  await signIn(pageB)
  await pageB.goto('/doctor')
  const menu = pageB.getByRole('group', { name: 'ビュー' })
  await menu.locator('.p-dropdown').click()
  await pageB.getByRole('option', { name }).click()
  await expect(pageB).toHaveURL(new RegExp(`keyword=${keyword}`))
  await expect(pageB.getByLabel('キーワード（氏名・カナ・メールアドレス）')).toHaveValue(keyword)
  await other.close()
})
