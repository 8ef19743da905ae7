/**
 * Manuscripts in Chromium against the real stack: the list's tabs each show their own list, a
 * keyword searches within the tab, and tab and keyword stay in the URL across a reload (seeded
 * lifecycle rows, read only); the moderation journeys on the two manuscripts seeded for them
 * (server/src/areas/manuscript/manuscript-moderation.seed.ts): review and send back with two denial reasons,
 * then edit the draft (title, a new tag); hold, the offer refused, release, offer; two operators
 * (two browser contexts) edit the same draft: the second save is refused (stale version) and the
 * conflict dialog names the field changed meanwhile; re-applying keeps both changes.
 */
import { expect, test, type Page } from '@playwright/test'
import { signIn } from './support/sign-in'

const underReview = '外来での糖尿病治療強化：インスリン導入の工夫'
const reviewed = '救急外来における高齢者の転倒外傷の特徴'
const acceptable = '在宅医療で経験した緩和ケアの意思決定支援'
const offered = '若手医師の当直負担とタスク・シフティングの効果'

const sendBack = '審査差し戻し確認用：夜間救急のトリアージ改善'
const holdAndOffer = '保留とオファー確認用：病棟薬剤師の介入効果'
const editConflict = '編集競合確認用：外来化学療法の副作用管理'

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
    await page.getByRole('button', { name: '検索', exact: true }).click()
    await expect(page).toHaveURL(/keyword=/)
    await expect(row(page, reviewed)).toHaveCount(1)
    await expect(row(page, underReview)).toHaveCount(0)

    await page.reload()
    await expect(page.getByLabel('キーワード（タイトル・本文・著者）')).toHaveValue('救急外来')
    await expect(row(page, reviewed)).toHaveCount(1)
    await expect(row(page, underReview)).toHaveCount(0)
    await expect(page).toHaveURL(/tab=all/)
  })

  test('review and send back with two denial reasons, then edit the draft; hold, the offer refused, release, offer', async ({ page }) => {
    const dialog = page.locator('.manuscript-step-dialog')
    const status = page.locator('[data-field="status"]')
    const hold = page.locator('[data-field="hold"]')

    await page.goto('/manuscript')
    await expect(page.getByLabel(/^審査待ち \d+件$/)).toBeVisible()
    await expect(grid(page)).toHaveAttribute('aria-busy', 'false')
    await row(page, sendBack).click()
    await expect(page.getByRole('heading', { name: sendBack })).toBeVisible()
    await expect(status).toHaveText('審査中')

    await page.getByRole('button', { name: '審査する' }).click()
    await expect(dialog.getByLabel('差し戻し（要修正）')).toBeChecked()
    await dialog.getByText('医学的根拠が不十分').click()
    await dialog.getByText('表現が不適切').click()
    await dialog.getByLabel('コメント').fill('根拠となる文献を追記してください')
    await dialog.getByRole('button', { name: '実行' }).click()
    await expect(page.getByText('審査を登録しました')).toBeVisible()
    await expect(status).toHaveText('下書き')
    await expect(page.getByRole('table', { name: '審査' })).toContainText('医学的根拠が不十分、表現が不適切')

    // sent back, it is a draft again: the author's text can be edited, with a new tag
    await page.getByRole('link', { name: '編集', exact: true }).click()
    await expect(page.getByLabel('タイトル')).toHaveValue(sendBack)
    await page.getByLabel('タイトル').fill(`${sendBack}（改訂）`)
    await page.getByLabel('タグを追加（キーワードで検索）').fill('夜間救急')
    await page.getByRole('button', { name: '新しいタグとして作成' }).click()
    await expect(page.getByRole('button', { name: 'タグ「夜間救急」を外す' })).toBeVisible()
    await page.getByRole('button', { name: '保存' }).click()
    await expect(page.getByText('記事を保存しました')).toBeVisible()
    await expect(page.getByRole('heading', { name: `${sendBack}（改訂）` })).toBeVisible()
    await expect(page.locator('.manuscript-tag')).toContainText('夜間救急')

    await page.goto(`/manuscript?tab=acceptable&keyword=${encodeURIComponent('保留とオファー確認用')}`)
    await row(page, holdAndOffer).click()
    await expect(page.getByRole('heading', { name: holdAndOffer })).toBeVisible()
    await page.getByRole('button', { name: '保留する' }).click()
    await dialog.getByLabel('保留理由').fill('掲載媒体との調整中')
    await dialog.getByRole('button', { name: '実行' }).click()
    await expect(page.getByText('保留にしました')).toBeVisible()
    await expect(hold).toContainText('掲載媒体との調整中')
    await expect(page.getByRole('list', { name: '保留の履歴' })).toContainText('保留：掲載媒体との調整中')

    await page.getByRole('button', { name: 'オファーする' }).click()
    const message = page.getByRole('dialog', { name: 'エラー' })
    await expect(message).toContainText('この記事は保留中のため、オファーできません')
    await message.getByRole('button', { name: '閉じる' }).click()
    await expect(status).toHaveText('掲載可')

    await page.getByRole('button', { name: '保留を解除' }).click()
    await dialog.getByRole('button', { name: '実行' }).click()
    await expect(page.getByText('保留を解除しました')).toBeVisible()
    await expect(hold).toHaveText('保留なし')

    await page.getByRole('button', { name: 'オファーする' }).click()
    await dialog.locator('.p-dropdown').click()
    await page.getByRole('option').first().click()
    await dialog.getByLabel('メッセージ').fill('ぜひ掲載させてください')
    await dialog.getByRole('button', { name: '実行' }).click()
    await expect(page.getByText('オファーしました')).toBeVisible()
    await expect(status).toHaveText('オファー済み')
  })

  test('two operators edit the same draft: the second save shows the conflict dialog and re-applies', async ({ page, browser }) => {
    await page.goto(`/manuscript?tab=all&keyword=${encodeURIComponent('編集競合確認用')}`)
    await row(page, editConflict).click()
    await page.getByRole('link', { name: '編集', exact: true }).click()
    const title = page.getByLabel('タイトル')
    await expect(title).toHaveValue(editConflict)

    // operator B opens the same form in another browser
    const other = await browser.newContext()
    const pageB = await other.newPage()
    await signIn(pageB)
    await pageB.goto(page.url())
    await expect(pageB.getByLabel('タイトル')).toHaveValue(editConflict)

    // A saves a new title first
    await title.fill(`${editConflict}（改題）`)
    await page.getByRole('button', { name: '保存' }).click()
    await expect(page.getByRole('heading', { name: `${editConflict}（改題）` })).toBeVisible()

    // B's save of the contents is refused: the dialog names the title, re-applying keeps both
    await pageB.getByRole('textbox', { name: '本文' }).fill('副作用の記録様式を追記しました。')
    await pageB.getByRole('button', { name: '保存' }).click()
    const conflict = pageB.getByRole('dialog', { name: '他の操作者が先に保存しました' })
    await expect(conflict.getByRole('listitem')).toHaveText(['タイトル'])
    await conflict.getByRole('button', { name: '自分の変更を再適用' }).click()
    await expect(conflict).toBeHidden()
    await expect(pageB.getByLabel('タイトル')).toHaveValue(`${editConflict}（改題）`)
    await pageB.getByRole('button', { name: '保存' }).click()
    await expect(pageB.getByRole('heading', { name: `${editConflict}（改題）` })).toBeVisible()
    await expect(pageB.getByText('副作用の記録様式を追記しました。')).toBeVisible()
    await other.close()
  })
})
