/**
 * Ctrl+K (issue 41): the console search in Chromium against the real stack and the seeded data.
 * On the doctor list, ﾊﾔｼ (half-width kana) finds the doctors named 林 under 医師 and Enter opens
 * one; on another page, a client's company typed in hiragana (みらいせいやく: ミライ製薬株式会社,
 * kana ミライセイヤク) opens it; the same box offers this operator's pages and actions, and the
 * records opened lately; `?` lists the shortcuts. axe finds nothing serious with either open.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { signIn } from './support/sign-in'

const searchBox = (page: Page) => page.getByRole('combobox', { name: '医師・クライアント・原稿などを検索' })

const openSearch = async (page: Page) => {
  await page.keyboard.press('Control+k')
  await expect(searchBox(page)).toBeFocused()
}

const axeClean = async (page: Page) => {
  const result = await new AxeBuilder({ page }).setLegacyMode(true).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const serious = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([])
}

test.describe('the console search (Ctrl+K)', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page)
  })

  test('on the doctor list, ﾊﾔｼ finds the doctors named 林 under 医師 and Enter opens one', async ({ page }) => {
    await page.goto('/doctor')
    await expect(page.getByRole('grid', { name: '医師一覧' })).toBeVisible()
    await openSearch(page)
    await searchBox(page).fill('ﾊﾔｼ')
    const doctors = page.getByRole('group', { name: '医師' })
    await expect(doctors.getByRole('option').first()).toBeVisible()
    const names = await doctors.getByRole('option').locator('.console-search__title').allTextContents()
    expect(names.length).toBeGreaterThan(0)
    for (const name of names) expect(name).toMatch(/^林 /)
    // each line tells the doctor apart by the e-mail
    await expect(doctors.getByRole('option').first()).toContainText('@doctors.example')
    await axeClean(page)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/doctor\/[0-9]+$/)
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${names[0]}`) })).toBeVisible()

    // the record is now among the recent ones, and the pages and actions are offered
    await openSearch(page)
    await expect(page.getByRole('group', { name: '最近開いたレコード' }).getByRole('option', { name: new RegExp(names[0]!) })).toBeVisible()
    await searchBox(page).fill('新規登録')
    await expect(page.getByRole('group', { name: 'ページ・操作' }).getByRole('option', { name: '医師管理 › 新規登録' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(searchBox(page)).toHaveCount(0)
  })

  test('elsewhere, a client company typed in hiragana opens that client; ? lists the shortcuts', async ({ page }) => {
    await page.goto('/manuscript')
    await expect(page.getByRole('heading', { level: 1, name: '記事一覧' })).toBeVisible()
    await openSearch(page)
    await searchBox(page).fill('みらいせいやく')
    const client = page.getByRole('group', { name: 'クライアント' }).getByRole('option', { name: /ミライ製薬株式会社/ })
    await expect(client).toBeVisible()
    await client.click()
    await expect(page).toHaveURL(/\/client\/[0-9]+$/)
    await expect(page.getByRole('heading', { level: 1, name: 'ミライ製薬株式会社' })).toBeVisible()

    await page.locator('main').click({ position: { x: 5, y: 5 } })
    await page.keyboard.press('?')
    const shortcuts = page.getByRole('dialog', { name: 'キーボードショートカット' })
    await expect(shortcuts).toContainText('Ctrl+K')
    await axeClean(page)
    await shortcuts.getByRole('button', { name: '閉じる' }).last().click()
    await expect(shortcuts).toHaveCount(0)
  })
})
