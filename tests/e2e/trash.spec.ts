/**
 * ゴミ箱 and 元に戻す in Chromium against the real stack (docs/trash.md): delete a doctor, press
 * 元に戻す on the toast, it is back; delete it again, it is in no list but in the doctors' ゴミ箱
 * with 削除日時 and 削除者; 復元 brings it back into the list. The trash page is axe clean.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { signIn } from './support/sign-in'

const stamp = Date.now().toString(36)

const createDoctor = async (page: Page, email: string, lastName: string) => {
  await page.goto('/doctor/new')
  await expect(page.getByRole('heading', { name: '医師登録' })).toBeVisible()
  await page.getByLabel('メールアドレス', { exact: true }).fill(email)
  await page.getByLabel('医籍登録番号', { exact: true }).fill('123456')
  await page.getByLabel('姓', { exact: true }).fill(lastName)
  await page.getByLabel('名', { exact: true }).fill('花子')
  await page.getByLabel('セイ', { exact: true }).fill('クズカゴ')
  await page.getByLabel('メイ', { exact: true }).fill('ハナコ')
  await page.getByRole('button', { name: '保存' }).click()
  await expect(page).toHaveURL(/\/doctor\/[A-Za-z0-9_-]+$/)
  await expect(page.getByText(email)).toBeVisible()
}

const deleteShownDoctor = async (page: Page) => {
  await page.getByRole('button', { name: '削除' }).click()
  await expect(page.getByRole('dialog')).toContainText('選択した医師アカウントを削除しますか？')
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click()
  await expect(page).toHaveURL(/\/doctor(\?.*)?$/)
}

const searchList = async (page: Page, email: string) => {
  await page.goto('/doctor')
  await page.getByLabel('キーワード（氏名・カナ・メールアドレス）').fill(email)
  await page.getByRole('button', { name: '検索', exact: true }).click()
  await expect(page).toHaveURL(/keyword=/)
}

test.describe('ゴミ箱 and 元に戻す', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page)
  })

  test('delete a doctor, 元に戻す, it is back; delete it again, 復元 from the ゴミ箱, it is back in the list', async ({ page }) => {
    const email = `e2e.trash.${stamp}@example.jp`
    await createDoctor(page, email, '屑籠')
    const recordUrl = page.url()

    // 元に戻す on the delete's toast: a real restore at once, the doctor's page opens again
    await deleteShownDoctor(page)
    const toast = page.locator('.undo-toast')
    await expect(toast).toContainText('医師アカウントを削除しました。')
    await toast.getByRole('button', { name: '元に戻す' }).click()
    await expect(page).toHaveURL(recordUrl)
    await expect(page.getByRole('heading', { name: '屑籠 花子' })).toBeVisible()
    await expect(page.getByText('元に戻しました。')).toBeVisible()

    // deleted again: in no list, but in the ゴミ箱 with when and by whom
    await deleteShownDoctor(page)
    await searchList(page, email)
    await expect(page.getByText('該当する医師はいません。')).toBeVisible()
    await page.getByRole('link', { name: 'ゴミ箱' }).click()
    await expect(page).toHaveURL(/\/doctor\/trash$/)
    await expect(page.getByRole('heading', { name: 'ゴミ箱' })).toBeVisible()
    const row = page.getByRole('row').filter({ hasText: email })
    await expect(row).toContainText('屑籠 花子')
    await expect(row.getByRole('cell').nth(3)).toHaveText(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/)
    await expect(row.getByRole('cell').nth(4)).not.toHaveText('（記録なし）')

    const axe = await new AxeBuilder({ page }).setLegacyMode(true).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
    expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])

    await row.getByRole('button', { name: '屑籠 花子を復元' }).click()
    await expect(page.getByText('「屑籠 花子」を復元しました。')).toBeVisible()
    await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0)

    await searchList(page, email)
    await expect(page.getByRole('link', { name: '屑籠 花子' })).toBeVisible()
  })

  for (const [list, what] of [['client', 'クライアント'], ['organization', '組織']] as const)
    test(`the ${list} ゴミ箱 opens from its list and is axe clean`, async ({ page }) => {
      await page.goto(`/${list}`)
      await page.getByRole('link', { name: 'ゴミ箱' }).click()
      await expect(page).toHaveURL(new RegExp(`/${list}/trash$`))
      await expect(page.getByRole('heading', { name: 'ゴミ箱' })).toBeVisible()
      await expect(page.getByText(`削除した${what}の一覧です。`, { exact: false })).toBeVisible()
      const axe = await new AxeBuilder({ page }).setLegacyMode(true).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
      expect(axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([])
    })
})
