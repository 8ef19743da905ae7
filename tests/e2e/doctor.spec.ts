/**
 * Doctors in Chromium against the real stack: create, edit, freeze, unfreeze, delete; freeze and
 * unfreeze ticked doctors from the list (the spec's dialogs); grant 1500 MP (preset) and a free amount.
 */
import { expect, test, type Page } from '@playwright/test'
import { signIn } from './support/sign-in'

const stamp = Date.now().toString(36)

const fill = async (page: Page, label: string, value: string) => {
  await page.getByLabel(label, { exact: true }).fill(value)
}

const createDoctor = async (page: Page, email: string, lastName: string) => {
  await page.goto('/doctor/new')
  await expect(page.getByRole('heading', { name: '医師登録' })).toBeVisible()
  await fill(page, 'メールアドレス', email)
  await fill(page, '医籍登録番号', '１２３４５６')
  await fill(page, '姓', lastName)
  await fill(page, '名', '花子')
  await fill(page, 'セイ', 'てすと')
  await fill(page, 'メイ', 'ﾊﾅｺ')
  await page.getByRole('button', { name: '保存' }).click()
  await expect(page).toHaveURL(/\/doctor\/[A-Za-z0-9_-]+$/)
  await expect(page.getByText(email)).toBeVisible()
}

test.describe('doctor management', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page)
  })

  test('create, edit, freeze, unfreeze and delete a doctor', async ({ page }) => {
    const email = `e2e.${stamp}@example.jp`
    // Bad input first: messages per field, nothing sent.
    await page.goto('/doctor/new')
    await page.getByRole('button', { name: '保存' }).click()
    await expect(page.locator('#doctor-email-errors')).toHaveText('必須項目です')
    await fill(page, 'セイ', 'yamada')
    await expect(page.locator('#doctor-lastNameKana-errors')).toHaveText('カタカナで入力してください')

    await createDoctor(page, email, '試験')
    await expect(page.getByText('テスト ハナコ')).toBeVisible()
    await expect(page.getByText('123456')).toBeVisible()

    await page.getByRole('link', { name: '編集', exact: true }).click()
    await expect(page.getByRole('heading', { name: '医師編集' })).toBeVisible()
    await fill(page, '名', '花江')
    await page.getByRole('button', { name: '保存' }).click()
    await expect(page.getByRole('heading', { name: '試験 花江' })).toBeVisible()

    await page.getByRole('button', { name: '利用停止', exact: true }).click()
    await expect(page.getByRole('dialog')).toContainText('選択した医師アカウントを利用停止にしますか？')
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click()
    await expect(page.getByText('利用停止中', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: '利用停止', exact: true })).toHaveCount(0)

    await page.getByRole('button', { name: '利用停止解除' }).click()
    await expect(page.getByRole('dialog')).toContainText('選択した医師アカウントの利用停止を解除しますか？')
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click()
    await expect(page.getByRole('button', { name: '利用停止', exact: true })).toBeVisible()

    await page.getByRole('button', { name: '削除' }).click()
    await expect(page.getByRole('dialog')).toContainText('選択した医師アカウントを削除しますか？')
    await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click()
    await expect(page).toHaveURL(/\/doctor(\?.*)?$/)
    await page.getByLabel('キーワード（氏名・カナ・メールアドレス）').fill(email)
    await page.getByRole('button', { name: '検索', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(email).replace(/\./g, '\\.')}`))
    await expect(page.getByText('該当する医師はいません。')).toBeVisible()
  })

  test('grant 1500 MP from the presets and a free amount', async ({ page }) => {
    const email = `e2e.mp.${stamp}@example.jp`
    await createDoctor(page, email, '付与')
    await expect(page.getByTestId('mp-balance')).toHaveText('0 MP')

    await page.getByRole('button', { name: 'MP付与' }).click()
    const dialog = page.getByRole('dialog', { name: '付与するMP' })
    await dialog.locator('.p-dropdown-trigger').click()
    await page.getByRole('option', { name: '+1,500' }).click()
    await expect(page.locator('.p-dropdown-panel')).toBeHidden()
    await dialog.getByRole('button', { name: 'OK' }).click()
    await expect(page.getByTestId('mp-balance')).toHaveText('1,500 MP')

    await page.getByRole('button', { name: 'MP付与' }).click()
    const input = dialog.getByPlaceholder('選択または数値を入力')
    await input.fill('abc')
    // typing opens the preset list under the field; Tab closes it, as staff would
    await input.press('Tab')
    await expect(page.locator('.p-dropdown-panel')).toBeHidden()
    await dialog.getByRole('button', { name: 'OK' }).click()
    await expect(dialog.getByRole('alert')).toHaveText('MPは数値で入力してください')
    await input.fill('１２３')
    await input.press('Tab')
    await expect(page.locator('.p-dropdown-panel')).toBeHidden()
    await dialog.getByRole('button', { name: 'OK' }).click()
    await expect(page.getByTestId('mp-balance')).toHaveText('1,623 MP')
  })

  test('freeze and unfreeze ticked doctors from the list with the spec dialogs; only ticked rows are selected', async ({ page }) => {
    const tag = `bulkfz${stamp}`
    await createDoctor(page, `e2e.${tag}.1@example.jp`, '凍結一')
    await createDoctor(page, `e2e.${tag}.2@example.jp`, '凍結二')
    await page.goto(`/doctor?keyword=${tag}&sort=email&order=asc`)
    const grid = page.getByRole('grid', { name: '医師一覧' })
    await expect(grid).toHaveAttribute('aria-busy', 'false')
    await expect(grid.getByRole('row')).toHaveCount(3)
    // 0件を選択中: no row says it is selected, not even the keyboard-active one
    await expect(page.getByRole('status').filter({ hasText: '0件を選択中' })).toBeVisible()
    await grid.focus()
    await page.keyboard.press('ArrowDown')
    await expect(grid.locator('[role="row"][aria-selected="true"]')).toHaveCount(0)
    for (const name of ['凍結一 花子', '凍結二 花子']) await grid.getByRole('checkbox', { name: `${name}を選択` }).click()
    await expect(grid.locator('[role="row"][aria-selected="true"]')).toHaveCount(2)

    const toolbar = page.getByRole('toolbar')
    await toolbar.getByRole('button', { name: '利用停止', exact: true }).click()
    const freeze = page.getByRole('dialog', { name: '利用停止', exact: true })
    await expect(freeze).toContainText('選択した医師アカウントを利用停止にしますか？')
    await expect(freeze).not.toContainText('選択した2件')
    await expect(freeze).toHaveCSS('width', '290px') // computed: the box is scaled while the dialog opens
    await expect(freeze.getByRole('button', { name: '実行' })).toHaveCount(0)
    // キャンセル first: nothing happens
    await freeze.getByRole('button', { name: 'キャンセル' }).click()
    await expect(freeze).toBeHidden()
    await expect(grid.getByRole('row').filter({ hasText: '利用停止中' })).toHaveCount(0)
    await toolbar.getByRole('button', { name: '利用停止', exact: true }).click()
    await page.getByRole('dialog', { name: '利用停止', exact: true }).getByRole('button', { name: 'OK' }).click()
    const frozen = page.getByRole('dialog', { name: '利用停止の結果' })
    await expect(frozen).toContainText('成功 2件 / 失敗 0件')
    await frozen.locator('.p-dialog-footer').getByRole('button', { name: '閉じる' }).click()
    await expect(grid).toHaveAttribute('aria-busy', 'false')
    await expect(grid.getByRole('row').filter({ hasText: '利用停止中' })).toHaveCount(2)

    await grid.getByRole('checkbox', { name: '凍結一 花子を選択' }).click()
    await toolbar.getByRole('button', { name: '利用停止解除' }).click()
    const unfreeze = page.getByRole('dialog', { name: '利用停止解除', exact: true })
    await expect(unfreeze).toContainText('選択した医師アカウントの利用停止を解除しますか？')
    await expect(unfreeze).toHaveCSS('width', '290px')
    await unfreeze.getByRole('button', { name: 'OK' }).click()
    const unfrozen = page.getByRole('dialog', { name: '利用停止解除の結果' })
    await expect(unfrozen).toContainText('成功 1件 / 失敗 0件')
    await unfrozen.locator('.p-dialog-footer').getByRole('button', { name: '閉じる' }).click()
    await expect(grid).toHaveAttribute('aria-busy', 'false')
    await expect(grid.getByRole('row').filter({ hasText: `e2e.${tag}.1@` })).not.toContainText('利用停止中')
    await expect(grid.getByRole('row').filter({ hasText: `e2e.${tag}.2@` })).toContainText('利用停止中')
  })

  test('the list keeps filters in the URL and is usable by keyboard', async ({ page }) => {
    await page.goto('/doctor?frozen=false&sort=email&order=asc')
    const grid = page.getByRole('grid', { name: '医師一覧' })
    await expect(grid.getByRole('row').nth(1)).toBeVisible()
    await page.reload()
    await expect(page.locator('.p-dropdown', { has: page.locator('#doctor-frozen') })).toContainText('利用中')
    await expect(grid.getByRole('columnheader', { name: 'メールアドレス' })).toHaveAttribute('aria-sort', 'ascending')
    // the rows of the reloaded page, before the keys (a key pressed on a grid still loading moves nothing)
    await expect(grid.getByRole('row').nth(1)).toBeVisible()
    await grid.focus()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/doctor\/[A-Za-z0-9_-]+$/)
  })

  test('pages forward and back by cursor, the page in the URL, page 2 survives a reload', async ({ page }) => {
    // The demo seed has 120 doctors (server/src/seed/demo.seed.ts); pages hold 50.
    await page.goto('/doctor?sort=email&order=asc')
    const grid = page.getByRole('grid', { name: '医師一覧' })
    const pager = page.getByRole('navigation', { name: 'ページ送り' })
    const previous = pager.getByRole('button', { name: '前へ' })
    const next = pager.getByRole('button', { name: '次へ' })
    /** The e-mails shown, in order (the sort key: distinct per page). */
    const emails = async () => {
      // The page's rows, once loaded (a reload first shows the grid busy and empty).
      await expect(grid).toHaveAttribute('aria-busy', 'false')
      await expect(grid.getByRole('row').nth(1)).toBeVisible()
      return grid.locator('.data-table__body').getByText(/@/).allTextContents()
    }

    await expect(previous).toBeDisabled()
    await expect(next).toBeEnabled()
    const page1 = await emails()
    expect(page1.length).toBeGreaterThan(0)
    expect([...page1].sort()).toEqual(page1)
    expect(new URL(page.url()).searchParams.get('cursor')).toBeNull()

    await next.click()
    await expect(page).toHaveURL(/[?&]cursor=/)
    await expect(grid.locator('.data-table__body').getByText(page1[0]!, { exact: true })).toHaveCount(0)
    const page2 = await emails()
    const page2Url = page.url()
    expect(page2.length).toBeGreaterThan(0)
    expect(page2.filter((email) => page1.includes(email))).toEqual([])
    // ascending across the page boundary
    expect(page2[0]! > page1.at(-1)!).toBe(true)
    await expect(previous).toBeEnabled()

    await page.reload()
    await expect(page).toHaveURL(page2Url)
    expect(await emails()).toEqual(page2)
    await expect(previous).toBeEnabled()

    await previous.click()
    await expect(page).not.toHaveURL(/[?&]cursor=/)
    await expect(grid.locator('.data-table__body').getByText(page1[0]!, { exact: true })).toHaveCount(1)
    expect(await emails()).toEqual(page1)
    await expect(previous).toBeDisabled()

    // The browser's back button goes to page 2 again.
    await page.goBack()
    await expect(page).toHaveURL(page2Url)
    await expect(grid.locator('.data-table__body').getByText(page2[0]!, { exact: true })).toHaveCount(1)
  })
})
