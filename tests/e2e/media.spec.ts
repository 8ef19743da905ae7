/**
 * PR管理 › メディア and the console's press release editing, in Chromium against the real stack,
 * on seeded rows only this spec uses (server/src/areas/media/media.seed.ts: 在宅医療プレス and its two
 * releases): reach the media from the press release list, suspend the medium and see its release
 * marked as a suspended medium's (on the medium's page and in the press release list), resume
 * it; edit the release in editing (title, rich-text body) and find the change in the list.
 */
import { expect, test, type Page } from '@playwright/test'
import { signIn } from './support/sign-in'

const medium = '在宅医療プレス'
const published = 'メディア利用停止の確認用プレスリリース'
/** Words of the seeded body of both releases: finds the draft whatever its title has become. */
const bodyWords = 'メディアの画面の確認に使う'
const marked = 'メディア利用停止中'

const toast = (page: Page, text: string) => page.locator('.p-toast-message-success').filter({ hasText: text })
const confirm = async (page: Page, message: string) => {
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText(message)
  await dialog.getByRole('button', { name: 'OK' }).click()
  await expect(page.getByRole('dialog').filter({ hasText: message })).toHaveCount(0)
}
const readyGrid = async (page: Page, name: string) => {
  const grid = page.getByRole('grid', { name })
  await expect(grid).toHaveAttribute('aria-busy', 'false')
  return grid
}

test.describe('media and press release editing', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page)
  })

  test("suspend a medium: its releases show as a suspended medium's; resume it", async ({ page }) => {
    await page.goto('/press_release')
    await page.getByRole('link', { name: 'メディア一覧' }).click()
    await expect(page).toHaveURL(/\/press_release\/media$/)
    await page.getByLabel('キーワード（メディア名）').fill(medium)
    await page.getByRole('button', { name: '検索', exact: true }).click()
    await (await readyGrid(page, 'メディア一覧')).getByRole('row').filter({ hasText: medium }).click()
    await expect(page.getByRole('heading', { name: medium })).toBeVisible()

    const releases = await readyGrid(page, 'このメディアのプレスリリース')
    const row = releases.getByRole('row').filter({ hasText: published })
    await expect(row).not.toContainText(marked)
    await page.getByRole('button', { name: '利用停止', exact: true }).click()
    await confirm(page, '選択したメディアを利用停止にしますか？')
    await expect(toast(page, 'メディアを利用停止にしました。')).toBeVisible()
    await expect(page.getByText('利用停止中', { exact: true })).toBeVisible()
    await expect(row).toContainText(marked)

    // the press release list marks it too, and its page links back to the medium
    await page.goto(`/press_release?keyword=${encodeURIComponent(published)}`)
    const listed = (await readyGrid(page, 'プレスリリース一覧')).getByRole('row').filter({ hasText: published })
    await expect(listed).toContainText(`${medium}${marked}`)
    await listed.click()
    await expect(page.locator('[data-field="media"]')).toHaveText(`${medium}${marked}`)
    await page.locator('[data-field="media"]').getByRole('link', { name: medium }).click()
    await expect(page.getByRole('heading', { name: medium })).toBeVisible()

    await page.getByRole('button', { name: '利用停止解除' }).click()
    await confirm(page, '選択したメディアの利用停止を解除しますか？')
    await expect(toast(page, 'メディアの利用停止を解除しました。')).toBeVisible()
    await expect((await readyGrid(page, 'このメディアのプレスリリース')).getByRole('row').filter({ hasText: published })).not.toContainText(marked)
  })

  test('edit a release in editing and see the change in the list', async ({ page }) => {
    const title = `編集画面の確認用プレスリリース 改訂${Date.now()}` // NFKC-stable (the form normalises the title)
    await page.goto(`/press_release?status=editing&keyword=${encodeURIComponent(bodyWords)}`)
    await (await readyGrid(page, 'プレスリリース一覧')).getByRole('row').filter({ hasText: '編集画面の確認用プレスリリース' }).first().click()
    await expect(page).toHaveURL(/\/press_release\/\d+\/edit$/)

    const titleInput = page.getByLabel('タイトル', { exact: true })
    await titleInput.fill(title)
    const body = page.getByRole('textbox', { name: '本文' })
    await body.click()
    await page.keyboard.press('Control+End')
    await page.keyboard.type('追記した一文です。')
    const preview = page.getByLabel('プレビュー（公開時の表示）')
    await expect(preview).toContainText('追記した一文です。')
    await page.getByRole('button', { name: '保存' }).click()
    await expect(toast(page, 'プレスリリースを保存しました。')).toBeVisible()
    await expect(page).toHaveURL(/\/press_release\?status=editing$/)

    await page.getByLabel('キーワード（タイトル・本文）').fill(title)
    await page.getByRole('button', { name: '検索', exact: true }).click()
    const row = (await readyGrid(page, 'プレスリリース一覧')).getByRole('row').filter({ hasText: title })
    await expect(row).toHaveCount(1)
    await row.click()
    await expect(page.getByLabel('タイトル', { exact: true })).toHaveValue(title)
    await expect(page.getByLabel('プレビュー（公開時の表示）')).toContainText('追記した一文です。')
  })
})
