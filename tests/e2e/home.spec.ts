/**
 * The home dashboard in Chromium against the real stack: each figure links to its filtered list,
 * and the list shows as many rows as the figure says (press releases in request).
 */
import { expect, test } from '@playwright/test'
import { signIn } from './support/sign-in'

test('the press releases in request figure matches the filtered list it links to', async ({ page }) => {
  await signIn(page)
  const attention = page.getByRole('region', { name: '要対応' })
  const card = attention.getByRole('link', { name: /^PR申請中 / })
  await expect(card).toBeVisible()
  const count = Number((await card.locator('strong').innerText()).replace(/[^\d]/g, ''))
  expect(count).toBeGreaterThan(0)
  await expect(page.getByRole('link', { name: '医師管理' }).last()).toBeVisible() // the quick links stay

  await card.click()
  await expect(page).toHaveURL(/\/press_release\?status=request/)
  const grid = page.getByRole('grid', { name: 'プレスリリース一覧' })
  await expect(grid.locator('.data-table__row--body')).toHaveCount(count)
})
