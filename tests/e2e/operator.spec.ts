/**
 * Operators in Chromium against the real stack: an admin creates an operator (role, never signed
 * in yet) and finds it in the list; a plain operator cannot save the operator form nor reach an
 * operator's delete; the admin cannot delete themselves: the server refuses and the console says why.
 */
import { expect, test } from '@playwright/test'
import { seeded, signIn } from './support/sign-in'

const stamp = Date.now().toString(36)

test('an admin creates an operator, sees its role and that it has not signed in, and finds it in the list', async ({ page }) => {
  await signIn(page)
  const email = `e2e.op.${stamp}@medicolle.example`
  await page.goto('/operator/new')
  await expect(page.getByRole('heading', { name: '管理者登録', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: '保存' }).click()
  await expect(page.locator('#operator-email-errors')).toHaveText('必須項目です')
  await page.getByLabel('メールアドレス', { exact: true }).fill(email)
  await page.getByLabel('氏名', { exact: true }).fill('試験 管理')
  await page.getByRole('button', { name: '保存' }).click()
  await expect(page.locator('.p-toast-message-success')).toContainText('管理者を保存しました。')
  await expect(page).toHaveURL(/\/operator\/[A-Za-z0-9_-]+$/)
  await expect(page.getByRole('heading', { name: '試験 管理' })).toBeVisible()
  await expect(page.getByText('オペレーター')).toBeVisible()
  await expect(page.getByText('未ログイン')).toBeVisible()

  await page.goto(`/operator?keyword=${encodeURIComponent(email)}`)
  await expect(page.getByRole('grid', { name: '管理者一覧' }).getByRole('row').filter({ hasText: email })).toContainText('未ログイン')
})

test('an operator (not admin) cannot save the operator form nor open an operator to delete it', async ({ page }) => {
  await signIn(page, seeded.operator)
  await page.goto('/operator/new')
  await page.getByLabel('メールアドレス', { exact: true }).fill(`e2e.refused.${stamp}@medicolle.example`)
  await page.getByLabel('氏名', { exact: true }).fill('拒否 太郎')
  await page.getByRole('button', { name: '保存' }).click()
  // the form keeps the input and says why, above the fields
  await expect(page.locator('.server-error')).toContainText('この操作は管理者権限が必要です')
  await expect(page.getByLabel('氏名', { exact: true })).toHaveValue('拒否 太郎')
  await expect(page).toHaveURL(/\/operator\/new$/)

  await page.goto('/operator/1')
  await expect(page.locator('.load-error')).toContainText('この操作は管理者権限が必要です')
  await expect(page.getByRole('button', { name: '削除' })).toHaveCount(0)
})

test('the admin cannot delete themselves: the server refuses and the message dialog says why', async ({ page }) => {
  await signIn(page)
  await page.goto(`/operator?keyword=${encodeURIComponent(seeded.admin)}`)
  await page.getByRole('grid', { name: '管理者一覧' }).getByRole('row').filter({ hasText: seeded.admin }).click()
  await expect(page).toHaveURL(/\/operator\/[A-Za-z0-9_-]+$/)
  await page.getByRole('button', { name: '削除' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('選択した管理者を削除しますか？')
  await dialog.getByRole('button', { name: 'OK' }).click()
  await expect(page.getByRole('dialog').filter({ hasText: '自分自身は削除できません' })).toBeVisible()
})
