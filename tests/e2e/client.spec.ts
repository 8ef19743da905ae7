/** Clients in Chromium against the real stack: create a client, suspend it, resume it. */
import { expect, test } from '@playwright/test'
import { signIn } from './support/sign-in'

test('create and suspend a client', async ({ page }) => {
  await signIn(page)
  const email = `e2e.client.${Date.now().toString(36)}@example.co.jp`
  await page.goto('/client/new')
  await page.getByLabel('メールアドレス', { exact: true }).fill(email)
  await page.getByLabel('会社名', { exact: true }).fill('株式会社イーツーイー')
  await page.getByLabel('会社名カナ', { exact: true }).fill('カブシキガイシャイーツーイー')
  await page.getByLabel('担当者名', { exact: true }).fill('佐藤 次郎')
  await page.getByRole('button', { name: '保存' }).click()
  await expect(page).toHaveURL(/\/client\/[A-Za-z0-9_-]+$/)
  await expect(page.getByText(email)).toBeVisible()

  await page.getByRole('button', { name: '利用停止', exact: true }).click()
  await expect(page.getByRole('dialog')).toContainText('選択したクライアントアカウントを利用停止にしますか？')
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click()
  await expect(page.getByText('利用停止中')).toBeVisible()
  await expect(page.getByRole('button', { name: '利用停止解除' })).toBeVisible()

  await page.goto(`/client?suspended=true&keyword=${encodeURIComponent(email)}`)
  await expect(page.getByRole('grid', { name: 'クライアント一覧' }).getByText(email)).toBeVisible()
})
