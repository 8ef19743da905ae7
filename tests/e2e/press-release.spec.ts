/**
 * Press releases in Chromium against the real stack (seeded demo rows no other test changes):
 * approve a release in request with a scheduled time, suspend it with a reason and find it
 * under the PR menu's 公開停止 entry; patch a published release's time with the JST picker;
 * open the read-only form; a body holding `<img src=x onerror=alert(1)>` renders inertly.
 */
import { expect, test, type Page } from '@playwright/test'
import { signIn } from './support/sign-in'

const requested = '2型糖尿病治療薬の国内第III相試験結果について'
const published = '内視鏡AIの医療機器承認取得のお知らせ'
const unsafe = '本文の無害化確認用プレスリリース'

const grid = (page: Page) => page.getByRole('grid', { name: 'プレスリリース一覧' })
const toast = (page: Page, text: string) => page.locator('.p-toast-message-success').filter({ hasText: text })

/** Find a release by its title in the list (optionally filtered by status) and open it. */
const open = async (page: Page, title: string, status?: string) => {
  await page.goto(`/press_release?${status ? `status=${status}&` : ''}keyword=${encodeURIComponent(title)}`)
  await grid(page).getByRole('row').filter({ hasText: title }).click()
  await expect(page).toHaveURL(/\/press_release\/\d+\/edit$/)
  await expect(page.getByRole('heading', { name: title })).toBeVisible()
}

/** Type a Tokyo time into a PrimeReact Calendar, then Tab away to close its panel (Esc would close the dialog). */
const typeTime = async (page: Page, label: string, value: string) => {
  const input = page.getByLabel(label, { exact: true })
  await input.fill(value)
  await input.press('Tab')
  await expect(input).toHaveValue(value)
}

test.describe('press releases', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page)
  })

  test('approve a release in request at a scheduled time, suspend it with a reason, find it under 公開停止', async ({ page }) => {
    await open(page, requested, 'request')
    const status = page.locator('[data-field="status"]')
    await expect(status).toHaveText('公開申請中')
    // only the domain's moves from request are offered
    await expect(page.getByRole('button', { name: '承認して公開' })).toBeVisible()
    await expect(page.getByRole('button', { name: '差し戻し' })).toBeVisible()
    await expect(page.getByRole('button', { name: '公開停止' })).toHaveCount(0)

    await page.getByRole('button', { name: '承認して公開' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toContainText(`「${requested}」を「公開中」にします。よろしいですか？`)
    await dialog.getByLabel('日時を指定').check()
    await dialog.getByRole('button', { name: '実行' }).click()
    await expect(dialog).toContainText('公開日時を指定してください')
    await typeTime(page, '公開日時（日本時間）', '2030/01/15 10:30')
    await dialog.getByRole('button', { name: '実行' }).click()
    await expect(toast(page, '公開しました')).toBeVisible()
    await expect(status).toHaveText('公開中')
    await expect(page.locator('[data-field="publishedAt"]')).toHaveText('2030/01/15 10:30')

    await page.getByRole('button', { name: '公開停止' }).click()
    await dialog.getByRole('button', { name: '実行' }).click()
    await expect(dialog).toContainText('理由を入力してください')
    await dialog.getByLabel('理由').fill('効能の表記に誤りがあります')
    await dialog.getByRole('button', { name: '実行' }).click()
    await expect(toast(page, '公開を停止しました')).toBeVisible()
    await expect(status).toHaveText('公開停止')
    await expect(page.locator('[data-field="statusReason"]')).toHaveText('効能の表記に誤りがあります')

    // the PR menu's 公開停止 entry lists it
    const menu = page.getByRole('navigation', { name: 'メインメニュー' })
    await menu.getByRole('link', { name: '公開停止' }).click()
    await expect(page).toHaveURL(/\/press_release\?status=suspend$/)
    await page.getByLabel('キーワード（タイトル・本文）').fill(requested)
    await page.getByRole('button', { name: '検索', exact: true }).click()
    await expect(grid(page).getByRole('row').filter({ hasText: requested })).toHaveCount(1)
    await expect(grid(page).getByRole('row').filter({ hasText: requested })).toContainText('公開停止')
  })

  test('patch the publication time of a published release with the JST date-time picker', async ({ page }) => {
    await open(page, published, 'published')
    // the read-only form: the release's fields as text, no inputs for them
    const form = page.getByRole('region', { name: 'プレスリリース' })
    await expect(form.locator('[data-field="status"]')).toHaveText('公開中')
    await expect(form.getByRole('textbox', { name: 'タイトル' })).toHaveCount(0)
    await typeTime(page, '公開日時の変更（日本時間）', '2031/02/03 09:15')
    await page.getByRole('button', { name: '公開日時を変更' }).click()
    await expect(toast(page, '公開日時を変更しました')).toBeVisible()
    await expect(page.locator('[data-field="publishedAt"]')).toHaveText('2031/02/03 09:15')
    await page.reload()
    await expect(page.locator('[data-field="publishedAt"]')).toHaveText('2031/02/03 09:15')
  })

  test('a body holding <img src=x onerror=alert(1)> renders without running script', async ({ page }) => {
    const dialogs: Array<string> = []
    page.on('dialog', (d) => {
      dialogs.push(d.message())
      void d.dismiss()
    })
    await open(page, unsafe)
    // the release is being edited: the body shows in the preview and in the rich-text editor, both sanitised
    const editor = page.getByRole('textbox', { name: '本文' })
    await expect(editor).toContainText('本文の続き')
    await expect(editor.locator('img[onerror], script')).toHaveCount(0)
    const body = page.getByLabel('プレビュー（公開時の表示）', { exact: true })
    await expect(body).toContainText('画像の読み込みに失敗しても何も実行されません。')
    await expect(body).toContainText('本文の続き')
    await expect(body.locator('img')).toHaveCount(1)
    await expect(body.locator('img')).not.toHaveAttribute('onerror')
    await expect(body.locator('script')).toHaveCount(0)
    // the broken image has failed to load (its error event has fired): still no alert
    await expect.poll(() => body.locator('img').evaluate((img: HTMLImageElement) => img.complete)).toBe(true)
    expect(dialogs).toEqual([])
  })
})
