/**
 * 一括編集 and the batch it leaves in Chromium against the real stack: tick two doctors, 一括編集
 * 都道府県 to 北海道 (the dialog says how many records it changes), both change, the results dialog
 * lists them; one batch in each doctor's 履歴 (who, when, 一括編集（都道府県）, the counts), undone
 * from there (confirmed; the result says how many were set back), both back as they were. axe clean
 * on the dialog and on the history with its batch.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { signIn } from './support/sign-in'

const stamp = Date.now().toString(36)

const createDoctor = async (page: Page, email: string, lastName: string) => {
  await page.goto('/doctor/new')
  await expect(page.getByRole('heading', { name: '医師登録' })).toBeVisible()
  for (const [label, value] of [['メールアドレス', email], ['医籍登録番号', '123456'], ['姓', lastName], ['名', '花子'], ['セイ', 'テスト'], ['メイ', 'ハナコ']] as const)
    await page.getByLabel(label, { exact: true }).fill(value)
  await page.getByRole('button', { name: '保存' }).click()
  await expect(page).toHaveURL(/\/doctor\/[A-Za-z0-9_-]+$/)
}

const expectAxeClean = async (page: Page, include: string) => {
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).include(include).analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 300)} ${n.failureSummary ?? ''}`).join(', ')}`)
  expect(serious).toEqual([])
}

test.beforeEach(async ({ page }) => {
  await signIn(page)
})

test('tick two doctors, 一括編集 都道府県 to 北海道: both change, one batch in the 履歴, undone from there', async ({ page }) => {
  const tag = `bulked${stamp}`
  await createDoctor(page, `e2e.${tag}.1@example.jp`, '一括一')
  await createDoctor(page, `e2e.${tag}.2@example.jp`, '一括二')
  await page.goto(`/doctor?keyword=${tag}&sort=email&order=asc`)
  const grid = page.getByRole('grid', { name: '医師一覧' })
  await expect(grid).toHaveAttribute('aria-busy', 'false')
  await expect(grid.getByRole('row')).toHaveCount(3)
  for (const name of ['一括一 花子', '一括二 花子']) await grid.getByRole('checkbox', { name: `${name}を選択` }).click()

  const toolbar = page.getByRole('toolbar')
  await toolbar.getByRole('button', { name: '一括編集' }).click()
  const dialog = page.getByRole('dialog', { name: '一括編集', exact: true })
  await expect(dialog.getByLabel('項目')).toBeVisible()
  await expect(dialog).toContainText('都道府県')
  // nothing chosen: both already hold none
  await expect(dialog).toContainText('選択した2件はすべてすでにこの値です')
  await expect(dialog.getByRole('button', { name: '実行' })).toBeDisabled()
  await dialog.locator('.p-dropdown:has(#bulk-doctor-prefecture) .p-dropdown-trigger').click()
  await page.locator('.p-dropdown-panel .p-dropdown-filter').fill('北海道')
  await page.getByRole('option', { name: '北海道', exact: true }).click()
  await expect(dialog).toContainText('選択した2件のうち2件を変更します')
  // PrimeReact 10.9's Dropdown, while focused after a pick, carries aria-activedescendant="dropdownItem_-1"
  // on its root (every form's dropdown does; not this dialog's): scanned with the focus moved on
  await page.keyboard.press('Tab')
  await expectAxeClean(page, '.bulk-edit-dialog')
  await dialog.getByRole('button', { name: '実行' }).click()

  const results = page.getByRole('dialog', { name: '一括編集の結果' })
  await expect(results).toContainText('変更 2件 / 変更なし 0件 / 変更できなかった行 0件')
  await expect(results).toContainText('一括一 花子')
  await expect(results).toContainText('一括二 花子')
  await results.locator('.p-dialog-footer').getByRole('button', { name: '閉じる' }).click()
  await expect(grid).toHaveAttribute('aria-busy', 'false')
  await expect(grid.getByRole('row').filter({ hasText: '北海道' })).toHaveCount(2)

  // the batch in the first doctor's 履歴
  await grid.getByRole('link', { name: '一括一 花子' }).click()
  await expect(page.getByRole('heading', { name: '一括一 花子' })).toBeVisible()
  const history = page.getByTestId('record-history')
  await history.getByRole('button').first().click()
  const entries = history.getByTestId('history-entry')
  await expect(entries.first()).toContainText('一括編集')
  await expect(entries.first()).toContainText('北海道')
  const batch = history.getByTestId('history-batch')
  await expect(batch).toHaveCount(1)
  await expect(batch).toContainText('一括編集（都道府県）')
  await expect(batch).toContainText('変更 2件・変更なし 0件・他の操作者が更新済み 0件・エラー 0件')
  await expect(batch).toContainText('管理 太郎')
  await expectAxeClean(page, '[data-testid="record-history"]')

  await batch.getByRole('button', { name: 'この一括変更を元に戻す' }).click()
  const confirm = page.getByRole('dialog', { name: '一括変更を元に戻す' })
  await expect(confirm).toContainText('一括編集（都道府県）で変更した2件を、変更前の値に戻しますか？')
  await confirm.getByRole('button', { name: '元に戻す' }).click()
  const undone = page.getByRole('dialog', { name: '一括変更を元に戻しました' })
  await expect(undone).toContainText('2件を元に戻しました。')
  await expectAxeClean(page, '.batch-undo-result')
  await undone.locator('.p-dialog-footer').getByRole('button', { name: '閉じる' }).click()
  // the undo is the newest entry, a batch of its own; the edited batch says it was undone
  await expect(history.getByTestId('history-batch').first()).toContainText('一括変更の取り消し')
  await expect(history.getByTestId('history-batch').nth(1)).toContainText('この一括変更は元に戻されています')

  await page.goto(`/doctor?keyword=${tag}&sort=email&order=asc`)
  await expect(grid).toHaveAttribute('aria-busy', 'false')
  await expect(grid.getByRole('row')).toHaveCount(3)
  await expect(grid.getByRole('row').filter({ hasText: '北海道' })).toHaveCount(0)
})
