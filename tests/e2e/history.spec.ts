/**
 * Issue 32 in Chromium against the real stack: an admin edits a doctor's name, opens 履歴 and sees
 * the change with the form's labels and the values before → after; reverts it (「この値に戻す」,
 * confirmed with 現在の値 → 戻す値); the revert appears in the history and on the record at once; the 監査ログ
 * screen filters by kind of object and action and opens the record from its row. And the same on
 * other kinds of record: an expertise node renamed, reverted from its 履歴, shown with its old name
 * in the tree again without a reload; a press release in editing whose title edit is reverted, its
 * edit form showing the old title again.
 */
import { expect, test, type Page } from '@playwright/test'
import { signIn } from './support/sign-in'

const stamp = Date.now().toString(36)

const fill = async (page: Page, label: string, value: string) => {
  await page.getByLabel(label, { exact: true }).fill(value)
}

/**
 * A revert never loses a newer change (issue 43): 電話番号 A → B → C; 「この値に戻す」 on the first edit
 * shows what the record holds now (C), the server refuses it and the page says why and offers to
 * overwrite knowingly; cancelled, C stays. 「この値に戻す」 on the newest edit shows on the page at once.
 */
test('a revert over a newer change is refused and offered as a knowing overwrite; the newest one shows at once', async ({ page }) => {
  await signIn(page)
  await page.goto('/doctor/new')
  await fill(page, 'メールアドレス', `newer.${stamp}@example.jp`)
  await fill(page, '医籍登録番号', '654322')
  await fill(page, '姓', '新旧')
  await fill(page, '名', '花子')
  await fill(page, 'セイ', 'シンキュウ')
  await fill(page, 'メイ', 'ハナコ')
  await fill(page, '電話番号', '090-1000-0001')
  await page.getByRole('button', { name: '保存' }).click()
  await expect(page).toHaveURL(/\/doctor\/\d+$/)
  // the record's own fields (the history below names the values too)
  const details = page.locator('.entity-section').first()
  for (const phone of ['090-1000-0002', '090-1000-0003']) {
    await page.getByRole('link', { name: '編集', exact: true }).click()
    await fill(page, '電話番号', phone)
    await page.getByRole('button', { name: '保存' }).click()
    await expect(page).toHaveURL(/\/doctor\/\d+$/)
    await expect(details.getByText(phone, { exact: true })).toBeVisible()
  }

  const history = page.getByTestId('record-history')
  await history.getByRole('button').first().click()
  const entries = history.getByTestId('history-entry')
  await expect(entries).toHaveCount(3)
  await expect(entries.nth(1)).toContainText('090-1000-0001 → 090-1000-0002')

  // the first edit: the dialog shows the value now (C), not the entry's own B
  await entries.nth(1).getByRole('button', { name: 'この値に戻す' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('現在の値 → 戻す値')
  await expect(dialog).toContainText('090-1000-0003 → 090-1000-0001')
  await dialog.getByRole('button', { name: '元に戻す' }).click()
  // refused: the page says why and offers to overwrite knowingly
  await expect(dialog).toContainText('この項目はこの変更の後にも更新されています（電話番号）')
  await expect(dialog.getByRole('button', { name: '上書きして保存' })).toBeVisible()
  await dialog.getByRole('button', { name: 'キャンセル' }).click()
  await expect(dialog).toBeHidden()
  await expect(details.getByText('090-1000-0003', { exact: true })).toBeVisible()
  await expect(entries).toHaveCount(3)

  // the newest edit: reverted, and the page shows it at once (no reload)
  await entries.first().getByRole('button', { name: 'この値に戻す' }).click()
  await expect(dialog).toContainText('090-1000-0003 → 090-1000-0002')
  await dialog.getByRole('button', { name: '元に戻す' }).click()
  await expect(page.getByText('値を元に戻しました。')).toBeVisible()
  await expect(details.getByText('090-1000-0002', { exact: true })).toBeVisible()
  await expect(details.getByText('090-1000-0003', { exact: true })).toHaveCount(0)
  await expect(entries).toHaveCount(4)
})

test('history of a doctor: the edit, its revert, and the 監査ログ screen', async ({ page }) => {
  await signIn(page)
  const email = `history.${stamp}@example.jp`
  await page.goto('/doctor/new')
  await fill(page, 'メールアドレス', email)
  await fill(page, '医籍登録番号', '654321')
  await fill(page, '姓', '履歴')
  await fill(page, '名', '太郎')
  await fill(page, 'セイ', 'リレキ')
  await fill(page, 'メイ', 'タロウ')
  await page.getByRole('button', { name: '保存' }).click()
  await expect(page).toHaveURL(/\/doctor\/\d+$/)
  await expect(page.getByRole('heading', { name: '履歴 太郎' })).toBeVisible()
  const doctorUrl = page.url()

  // the edit: the name, and an organisation chosen (a field naming a record by id)
  await page.getByRole('link', { name: '編集', exact: true }).click()
  await fill(page, '姓', '変更')
  await page.locator('.organization-select .p-autocomplete-dropdown').click()
  const firstOrganization = page.locator('.p-autocomplete-panel').getByRole('option').first()
  const organization = (await firstOrganization.innerText()).trim()
  await firstOrganization.click()
  await page.getByRole('button', { name: '保存' }).click()
  await expect(page.getByRole('heading', { name: '変更 太郎' })).toBeVisible()

  // 履歴: collapsed until opened; newest first, labelled, before → after
  const history = page.getByTestId('record-history')
  await expect(history.getByTestId('history-entry')).toHaveCount(0)
  await history.getByRole('button').first().click()
  const entries = history.getByTestId('history-entry')
  await expect(entries).toHaveCount(2)
  await expect(entries.first()).toContainText('編集')
  await expect(entries.first()).toContainText('姓')
  await expect(entries.first()).toContainText('履歴 → 変更')
  await expect(entries.first()).not.toContainText('last_name')
  // the organisation by its name, never its id
  await expect(entries.first()).toContainText(`所属組織（なし） → ${organization}`)
  await expect(entries.first()).not.toContainText('組織ID')
  await expect(entries.nth(1)).toContainText('登録されました')

  // the revert: confirmed with before → after, through the record's own update
  await entries.first().getByRole('button', { name: 'この値に戻す' }).first().click() // 姓 (the organisation's comes after)
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('「姓」を元に戻しますか？')
  await expect(dialog).toContainText('変更 → 履歴')
  await dialog.getByRole('button', { name: '元に戻す' }).click()
  await expect(page.getByText('値を元に戻しました。')).toBeVisible()
  await expect(entries).toHaveCount(3)
  await expect(entries.first()).toContainText('変更 → 履歴')
  await expect(entries.first()).toContainText('の変更を元に戻しました')
  await expect(entries.first()).toContainText('理由: 履歴から元に戻す')
  // the page shows the record as it now is at once, without a reload
  await expect(page.getByRole('heading', { name: '履歴 太郎' })).toBeVisible()

  // 監査ログ: in the admin's menu; filter by operator (found by what staff type, folded), kind of object
  // and action, then open the record from its row
  await page.getByRole('link', { name: '監査ログ' }).first().click()
  await expect(page).toHaveURL(/\/audit-log/)
  const choose = (id: string) => page.locator(`.p-dropdown:has(#${id}) .p-dropdown-trigger`).click()
  await choose('audit-log-operator')
  await page.locator('.p-dropdown-panel .p-dropdown-filter').fill('ＡＤＭＩＮ＠') // full-width: folded as admin@
  await page.getByRole('option', { name: '管理 太郎（admin@medicolle.example）' }).click()
  await expect(page).toHaveURL(/operatorId=(%22)?\d+/) // the router writes an id that looks like a number quoted
  await choose('audit-log-target-type')
  await page.getByRole('option', { name: '医師', exact: true }).click()
  await expect(page).toHaveURL(/targetType=doctor/)
  await choose('audit-log-action')
  await page.getByRole('option', { name: '編集（doctors.update）' }).click()
  await expect(page).toHaveURL(/action=doctors.update/)
  const doctorId = doctorUrl.split('/').pop()!
  const rows = page.getByRole('row').filter({ hasText: `医師 #${doctorId}` })
  await expect(rows).toHaveCount(2) // the edit and its revert; not the registration (登録)
  const row = rows.first() // newest first: the revert
  await expect(row).toContainText('姓: 変更 → 履歴')
  await expect(row).toContainText('履歴から元に戻す')
  await expect(rows.nth(1)).toContainText('姓: 履歴 → 変更')
  await expect(rows.nth(1)).toContainText(`所属組織: （なし） → ${organization}`)
  await row.getByRole('link', { name: `医師 #${doctorId}` }).click()
  await expect(page).toHaveURL(doctorUrl)
  await expect(page.getByRole('heading', { name: '履歴 太郎' })).toBeVisible()
})

test('history of an expertise node: a rename reverted from 履歴 shows the old name in the tree again', async ({ page }) => {
  await signIn(page)
  const before = `履歴分野${stamp}`
  const after = `改名分野${stamp}`
  await page.goto('/expertise')
  const tree = page.getByRole('tree', { name: '専門分野ツリー' })
  await expect(tree).toHaveAttribute('aria-busy', 'false')
  const node = (name: string) => tree.getByRole('treeitem', { name: new RegExp(`^${name}( 医師 \\d+名)?$`) })

  // a node of its own, renamed through the page's name dialog
  await page.getByRole('button', { name: 'ルートを追加' }).click()
  await page.getByRole('dialog').getByLabel('分野名').fill(before)
  await page.getByRole('dialog').getByRole('button', { name: '保存' }).click()
  await expect(node(before)).toBeVisible()
  await node(before).click()
  await page.getByRole('button', { name: '名前を変更' }).click()
  await page.getByRole('dialog').getByLabel('分野名').fill(after)
  await page.getByRole('dialog').getByRole('button', { name: '保存' }).click()
  await expect(node(after)).toBeVisible()
  await expect(node(before)).toHaveCount(0)

  // 履歴 of the selected node: the rename, labelled, before → after; 「この値に戻す」 on the name
  const history = page.getByTestId('record-history')
  await history.getByRole('button').first().click()
  const entries = history.getByTestId('history-entry')
  await expect(entries).toHaveCount(2)
  await expect(entries.first()).toContainText('名前の変更')
  await expect(entries.first()).toContainText('分野名')
  await expect(entries.first()).toContainText(`${before} → ${after}`)
  await entries.first().getByRole('button', { name: 'この値に戻す' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('「分野名」を元に戻しますか？')
  await expect(dialog).toContainText(`${after} → ${before}`)
  await dialog.getByRole('button', { name: '元に戻す' }).click()
  await expect(page.getByText('値を元に戻しました。')).toBeVisible()

  // the tree shows the old name again (no reload), and the history the revert with its reason
  await expect(node(before)).toBeVisible()
  await expect(node(after)).toHaveCount(0)
  await expect(entries).toHaveCount(3)
  await expect(entries.first()).toContainText(`${after} → ${before}`)
  await expect(entries.first()).toContainText('の変更を元に戻しました')
  await expect(entries.first()).toContainText('理由: 履歴から元に戻す')
  await page.reload()
  await expect(node(before)).toBeVisible()
})

test('history of a press release in editing: a title edit reverted from 履歴 shows the old title in the form again', async ({ page }) => {
  await signIn(page)
  const original = 'がんゲノム医療に関する共同研究契約締結のお知らせ' // a seeded release in editing no other spec touches
  const changed = `${original} 改訂${stamp}` // NFKC-stable (the form normalises the title)
  const openRelease = async (title: string) => {
    await page.goto(`/press_release?status=editing&keyword=${encodeURIComponent(title)}`)
    await page.getByRole('grid', { name: 'プレスリリース一覧' }).getByRole('row').filter({ hasText: title }).first().click()
    await expect(page).toHaveURL(/\/press_release\/\d+\/edit$/)
    await expect(page.getByLabel('タイトル', { exact: true })).toHaveValue(title)
  }

  // the edit, through the page's own form
  await openRelease(original)
  await page.getByLabel('タイトル', { exact: true }).fill(changed)
  await page.getByRole('button', { name: '保存' }).click()
  await expect(page.locator('.p-toast-message-success').filter({ hasText: 'プレスリリースを保存しました。' })).toBeVisible()
  await openRelease(changed)

  // 履歴: the edit, 「この値に戻す」 on the title, confirmed with before → after
  const history = page.getByTestId('record-history')
  await history.getByRole('button').first().click()
  const entries = history.getByTestId('history-entry')
  const edit = entries.filter({ hasText: `${original} → ${changed}` }).first()
  await expect(edit).toContainText('編集')
  await edit.getByRole('button', { name: 'この値に戻す' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('「タイトル」を元に戻しますか？')
  await expect(dialog).toContainText(`${changed} → ${original}`)
  await dialog.getByRole('button', { name: '元に戻す' }).click()
  await expect(page.getByText('値を元に戻しました。')).toBeVisible()

  // the form shows the old title again (no reload), the history the revert with its reason
  await expect(page.getByLabel('タイトル', { exact: true })).toHaveValue(original)
  await expect(entries.first()).toContainText(`${changed} → ${original}`)
  await expect(entries.first()).toContainText('理由: 履歴から元に戻す')
})
