/**
 * Manuscripts in Chromium against the real stack (seeded rows, read only): the list's tabs
 * each show their own list, a keyword searches within the tab, and tab and keyword stay in
 * the URL across a reload.
 */
import { expect, test, type Page } from '@playwright/test'
import { signIn } from './support/sign-in'

const underReview = '外来での糖尿病治療強化：インスリン導入の工夫'
const reviewed = '救急外来における高齢者の転倒外傷の特徴'
const acceptable = '在宅医療で経験した緩和ケアの意思決定支援'
const offered = '若手医師の当直負担とタスク・シフティングの効果'

const grid = (page: Page) => page.getByRole('grid', { name: '記事一覧' })
const row = (page: Page, title: string) => grid(page).getByRole('row').filter({ hasText: title })
const tab = (page: Page, label: string) => page.getByRole('group', { name: '一覧の種類' }).getByText(label, { exact: true })

test.describe('manuscripts', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page)
  })

  test('the tabs show their lists, a keyword searches within the tab, and the URL keeps both', async ({ page }) => {
    await page.goto('/manuscript')
    await expect(row(page, underReview)).toHaveCount(1)
    await expect(row(page, reviewed)).toHaveCount(0)

    await tab(page, '掲載可').click()
    await expect(page).toHaveURL(/tab=acceptable/)
    await expect(row(page, acceptable)).toContainText('保留中')
    await expect(row(page, underReview)).toHaveCount(0)

    await tab(page, '最新オファー').click()
    await expect(page).toHaveURL(/tab=latest_offered/)
    await expect(row(page, offered)).toHaveCount(1)

    await tab(page, '審査済み').click()
    await expect(row(page, reviewed)).toHaveCount(1)

    await tab(page, 'すべて').click()
    await expect(row(page, underReview)).toHaveCount(1)
    await expect(row(page, offered)).toHaveCount(1)
    await page.getByLabel('キーワード（タイトル・本文・著者）').fill('救急外来')
    await page.getByRole('button', { name: '検索' }).click()
    await expect(page).toHaveURL(/keyword=/)
    await expect(row(page, reviewed)).toHaveCount(1)
    await expect(row(page, underReview)).toHaveCount(0)

    await page.reload()
    await expect(page.getByLabel('キーワード（タイトル・本文・著者）')).toHaveValue('救急外来')
    await expect(row(page, reviewed)).toHaveCount(1)
    await expect(row(page, underReview)).toHaveCount(0)
    await expect(page).toHaveURL(/tab=all/)
  })
})
