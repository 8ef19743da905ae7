/**
 * Organisations in Chromium against the real stack: create one, find it from the doctor form by
 * typing part of its kana (in hiragana) in the searchable select, assign it, see the doctor count
 * on the list and on its page, and read the refusal when deleting it while the doctor belongs;
 * import 200 organisations from a Shift_JIS CSV and find them in the list; edit one and find the
 * new values on its page after a reload.
 */
import { expect, test, type Page } from '@playwright/test'
import { fixtureOrganizationName, makeOrganizationCsv } from './fixtures/organization-csv.fixture'
import { signIn } from './support/sign-in'

const katakana = 'アイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワ'
const stamp = Date.now().toString(36)
/** The stamp spelt in katakana, so each run's organisation has its own reading. */
const kanaStamp = [...stamp].map((c) => katakana[parseInt(c, 36)]).join('')
const toHiragana = (s: string) => s.replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60))

const name = `E2E記念病院${stamp}`
const kana = `キネンビョウイン${kanaStamp}`

const fill = async (page: Page, label: string, value: string) => {
  await page.getByLabel(label, { exact: true }).fill(value)
}

const grid = (page: Page) => page.getByRole('grid', { name: '組織一覧' })

test.describe('organisation management', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page)
  })

  test('create an organisation, assign it from the doctor form by its kana, see the doctor count; delete is refused while the doctor belongs', async ({ page }) => {
    // Bad input first: messages from the domain schema, nothing sent.
    await page.goto('/organization/new')
    await expect(page.getByRole('heading', { name: '組織登録' })).toBeVisible()
    await fill(page, '組織名カナ', 'kinen')
    await page.getByRole('button', { name: '保存' }).click()
    await expect(page.locator('#organization-name-errors')).toHaveText('必須項目です')
    await expect(page.locator('#organization-nameKana-errors')).toHaveText('カタカナで入力してください')

    await fill(page, '組織名', name)
    await fill(page, '組織名カナ', kana)
    await page.getByRole('button', { name: '保存' }).click()
    await expect(page.locator('.p-toast-message-success')).toContainText('組織を保存しました。')
    await expect(page).toHaveURL(/\/organization$/)

    // Found by its kana in the list, with no doctor yet; the filter stays in the URL.
    await page.getByLabel('キーワード（組織名・カナ）').fill(kanaStamp)
    await page.getByRole('button', { name: '検索', exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(kanaStamp)}`))
    await expect(grid(page).getByRole('row').filter({ hasText: name })).toContainText('0 名')

    // The doctor form finds it by part of its reading typed in hiragana.
    await page.goto('/doctor/new')
    await expect(page.getByRole('heading', { name: '医師登録' })).toBeVisible()
    await fill(page, 'メールアドレス', `e2e.org.${stamp}@example.jp`)
    await fill(page, '医籍登録番号', '654321')
    await fill(page, '姓', '組織')
    await fill(page, '名', '太郎')
    await fill(page, 'セイ', 'ソシキ')
    await fill(page, 'メイ', 'タロウ')
    await page.locator('#doctor-organization').pressSequentially(toHiragana(`ビョウイン${kanaStamp}`))
    await page.locator('.p-autocomplete-panel').getByRole('option', { name }).click()
    await expect(page.locator('#doctor-organization')).toHaveValue(name)
    await page.getByRole('button', { name: '保存' }).click()
    await expect(page).toHaveURL(/\/doctor\/[A-Za-z0-9_-]+$/)

    // The doctor's page links to the organisation, whose page counts the doctor.
    await page.getByRole('link', { name }).click()
    await expect(page).toHaveURL(/\/organization\/[A-Za-z0-9_-]+\/edit$/)
    await expect(page.getByTestId('organization-doctor-count')).toHaveText('1 名')

    // Delete: the dialog says how many doctors belong; the server refuses and says why.
    await page.getByRole('button', { name: '削除' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toContainText('この組織には医師が 1 名所属しています。')
    await dialog.getByRole('button', { name: 'OK' }).click()
    await expect(page.getByRole('dialog').filter({ hasText: '所属している医師が 1 名いるため削除できません' })).toBeVisible()

    await page.goto(`/organization?keyword=${encodeURIComponent(kana)}`)
    await expect(grid(page).getByRole('row').filter({ hasText: name })).toContainText('1 名')
  })

  test('import 200 organisations from a Shift_JIS CSV and find them in the list', async ({ page }) => {
    test.setTimeout(90_000)
    const tag = `E2E${stamp}`
    const buffer = Buffer.from(makeOrganizationCsv({ count: 200, tag, encoding: 'shift_jis' }))

    await page.goto('/organization')
    await page.getByRole('link', { name: 'CSVインポート' }).click()
    await expect(page).toHaveURL(/\/organization\/import$/)
    await expect(page.getByRole('heading', { name: '組織CSVインポート' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'サンプルCSVをダウンロード' })).toHaveAttribute('href', '/templates/organizations.csv')
    await page.getByTestId('csv-file').setInputFiles({ name: 'organizations-sjis.csv', mimeType: 'text/csv', buffer })

    const result = page.getByRole('dialog', { name: 'CSVインポート完了' })
    await expect(result).toContainText('失敗0件、成功200件でインポートが完了しました。', { timeout: 60_000 })
    await expect(result).toContainText('登録した行: 2〜201')
    await result.getByRole('button', { name: 'OK' }).click()
    await expect(page).toHaveURL(/\/organization$/)

    // Shift_JIS decoded, kana normalised: the first and last rows read right in the list.
    for (const line of [150, 201]) {
      await page.goto(`/organization?keyword=${encodeURIComponent(fixtureOrganizationName(line, tag))}`)
      await expect(grid(page)).toHaveAttribute('aria-busy', 'false')
      await expect(grid(page).getByRole('row').filter({ hasText: fixtureOrganizationName(line, tag) })).toContainText('キネンビョウイン')
    }
  })

  test('edit an organisation: 保存 says so, the list and its page show the new values, which a reload keeps', async ({ page }) => {
    const before = `E2E編集前病院${stamp}`
    const after = `E2E編集後病院${stamp}`
    const editKana = `ヘンシュウビョウイン${kanaStamp}`
    const address = `千代田区丸の内1-1-${stamp}`
    await page.goto('/organization/new')
    await fill(page, '組織名', before)
    await fill(page, '組織名カナ', editKana)
    await page.getByRole('button', { name: '保存' }).click()
    await expect(page).toHaveURL(/\/organization$/)

    // its page, from the list
    await page.goto(`/organization?keyword=${encodeURIComponent(editKana)}`)
    await grid(page).getByRole('row').filter({ hasText: before }).getByRole('link', { name: before }).click()
    await expect(page).toHaveURL(/\/organization\/[A-Za-z0-9_-]+\/edit$/)
    const recordPath = new URL(page.url()).pathname
    await expect(page.getByLabel('組織名', { exact: true })).toHaveValue(before)
    await fill(page, '組織名', after)
    await fill(page, '住所', address)
    await expect(page.locator('.p-toast-message')).toHaveCount(0) // the creation's toast has gone: the next one is the edit's
    await page.getByRole('button', { name: '保存' }).click()
    await expect(page.locator('.p-toast-message-success')).toContainText('組織を保存しました。')
    await expect(page).toHaveURL(/\/organization$/)

    // the list shows the new name, not the old one
    await page.goto(`/organization?keyword=${encodeURIComponent(editKana)}`)
    await expect(grid(page)).toHaveAttribute('aria-busy', 'false')
    await expect(grid(page).getByRole('row').filter({ hasText: after })).toHaveCount(1)
    await expect(grid(page).getByRole('row').filter({ hasText: before })).toHaveCount(0)

    // its page shows what was saved, and a reload reads it from the server again
    await page.goto(recordPath)
    await expect(page.getByLabel('組織名', { exact: true })).toHaveValue(after)
    await expect(page.getByLabel('住所', { exact: true })).toHaveValue(address)
    await page.reload()
    await expect(page.getByLabel('組織名', { exact: true })).toHaveValue(after)
    await expect(page.getByLabel('住所', { exact: true })).toHaveValue(address)

    // 履歴 below the form: the name reverted; the form shows the organisation as it now is at once (no reload)
    const history = page.getByTestId('record-history')
    await history.getByRole('button').first().click()
    const edit = history.getByTestId('history-entry').first()
    await expect(edit).toContainText(`${before} → ${after}`)
    await edit.locator('.record-history-change').filter({ hasText: '組織名' }).first().getByRole('button', { name: 'この値に戻す' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toContainText(`${after} → ${before}`) // 現在の値 → 戻す値
    await dialog.getByRole('button', { name: '元に戻す' }).click()
    await expect(page.getByText('値を元に戻しました。')).toBeVisible()
    await expect(page.getByLabel('組織名', { exact: true })).toHaveValue(before)
    await expect(page.getByLabel('住所', { exact: true })).toHaveValue(address)
  })
})
