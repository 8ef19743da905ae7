/**
 * Saved views follow the operator: save the doctor list's current filter with a column hidden (by
 * keyboard, in 表示する列) as a named view, sign in from a fresh browser context (every column
 * shown there), find the view in the ビュー menu and apply it: its filter and its hidden column.
 */
import { expect, test } from '@playwright/test'
import { signIn } from './support/sign-in'

const stamp = Date.now().toString(36)

test('a view saved on the doctor list is there in another browser and applies its filter and columns', async ({ page, browser }) => {
  const keyword = `view-${stamp}`
  const name = `E2Eビュー ${stamp}`
  await signIn(page)
  await page.goto('/doctor')
  await page.getByLabel('キーワード（氏名・カナ・メールアドレス）').fill(keyword)
  await page.getByRole('button', { name: '検索', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`keyword=${keyword}`))
  const grid = page.getByRole('grid', { name: '医師一覧' })
  const prefectureHeader = grid.getByRole('columnheader', { name: '都道府県' })
  await expect(prefectureHeader).toBeVisible()
  // 表示する列 by keyboard: open, move to 都道府県, untick it, close
  await page.getByRole('combobox', { name: '表示する列' }).focus()
  await page.keyboard.press('Enter')
  const prefectureOption = page.getByRole('option', { name: '都道府県' })
  await expect(prefectureOption).toBeVisible()
  // the list opens on the last ticked column: Home, then down to 都道府県
  await page.keyboard.press('Home')
  for (let i = 0; i < 10 && !(await prefectureOption.evaluate((el) => el.classList.contains('p-focus'))); i += 1) await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await page.keyboard.press('Escape')
  await expect(prefectureHeader).toHaveCount(0)
  await expect(page.getByRole('combobox', { name: '表示する列' })).toBeFocused()
  await page.getByLabel('ビュー名').fill(name)
  await page.getByRole('button', { name: '現在の条件を保存' }).click()
  await expect(page.getByText('ビューを保存しました')).toBeVisible()

  const other = await browser.newContext()
  const pageB = await other.newPage()
  await signIn(pageB)
  await pageB.goto('/doctor')
  const gridB = pageB.getByRole('grid', { name: '医師一覧' })
  await expect(gridB.getByRole('columnheader', { name: '都道府県' })).toBeVisible()
  const menu = pageB.getByRole('group', { name: 'ビュー' })
  await menu.locator('.p-dropdown').click()
  await pageB.getByRole('option', { name }).click()
  await expect(pageB).toHaveURL(new RegExp(`keyword=${keyword}`))
  await expect(pageB.getByLabel('キーワード（氏名・カナ・メールアドレス）')).toHaveValue(keyword)
  await expect(gridB.getByRole('columnheader', { name: '都道府県' })).toHaveCount(0)
  await expect(pageB.locator('.list-toolbar__columns .p-multiselect-label')).toHaveText('8列中7列')
  await expect(gridB.getByRole('columnheader', { name: 'メールアドレス' })).toBeVisible()
  await other.close()
})
