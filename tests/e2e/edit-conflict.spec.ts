/**
 * Two operators edit the same doctor (two browser contexts): the first save wins, the second is
 * refused by the server (stale version, 409) and the form shows the conflict dialog naming the
 * field changed meanwhile; re-applying puts the second operator's change on top, and it saves.
 */
import { expect, test, type Page } from '@playwright/test'
import { signIn } from './support/sign-in'

const stamp = Date.now().toString(36)

const fill = (page: Page, label: string, value: string) => page.getByLabel(label, { exact: true }).fill(value)

test('a second save over a doctor edited meanwhile shows the conflict dialog and re-applies', async ({ page, browser }) => {
  await signIn(page)
  await page.goto('/doctor/new')
  await fill(page, 'メールアドレス', `e2e.conflict.${stamp}@example.jp`)
  await fill(page, '医籍登録番号', '654321')
  await fill(page, '姓', '競合')
  await fill(page, '名', '一郎')
  await fill(page, 'セイ', 'キョウゴウ')
  await fill(page, 'メイ', 'イチロウ')
  await page.getByRole('button', { name: '保存' }).click()
  await expect(page.getByRole('heading', { name: '競合 一郎' })).toBeVisible()
  await page.getByRole('link', { name: '編集', exact: true }).click()
  await expect(page.getByLabel('名', { exact: true })).toHaveValue('一郎')
  const editUrl = page.url()

  // operator B opens the same form in another browser
  const other = await browser.newContext()
  const pageB = await other.newPage()
  await signIn(pageB)
  await pageB.goto(editUrl)
  await expect(pageB.getByLabel('名', { exact: true })).toHaveValue('一郎')

  // A saves first
  await fill(page, '名', '次郎')
  await page.getByRole('button', { name: '保存' }).click()
  await expect(page.getByRole('heading', { name: '競合 次郎' })).toBeVisible()

  // B's save is refused: the dialog names the field A changed
  await fill(pageB, '姓', '再適用')
  await pageB.getByRole('button', { name: '保存' }).click()
  const dialog = pageB.getByRole('dialog', { name: '他の操作者が先に保存しました' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('listitem')).toHaveText(['名'])
  await dialog.getByRole('button', { name: '自分の変更を再適用' }).click()
  await expect(dialog).toBeHidden()
  await expect(pageB.getByLabel('姓', { exact: true })).toHaveValue('再適用')
  await expect(pageB.getByLabel('名', { exact: true })).toHaveValue('次郎')
  await pageB.getByRole('button', { name: '保存' }).click()
  await expect(pageB.getByRole('heading', { name: '再適用 次郎' })).toBeVisible()
  await other.close()
})
