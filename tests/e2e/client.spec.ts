/**
 * Clients in Chromium against the real stack: create, edit, suspend then resume, delete; and a
 * 200-row Shift_JIS client import with one bad row that staff skip.
 */
import { expect, test, type Page } from '@playwright/test'
import { fixtureClientEmail, makeClientCsv } from './fixtures/doctor-csv.fixture'
import { signIn } from './support/sign-in'

const stamp = Date.now().toString(36)

const fill = async (page: Page, label: string, value: string) => {
  await page.getByLabel(label, { exact: true }).fill(value)
}

const grid = (page: Page) => page.getByRole('grid', { name: 'クライアント一覧' })

/** The list filtered by e-mail: the row is there or the list says nobody matches. */
const expectListed = async (page: Page, email: string, listed: boolean) => {
  await page.goto(`/client?keyword=${encodeURIComponent(email)}`)
  if (listed) await expect(grid(page).getByRole('row').filter({ hasText: email })).toHaveCount(1)
  else await expect(grid(page).getByText('該当するクライアントはいません。')).toBeVisible()
}

const createClient = async (page: Page, email: string) => {
  await page.goto('/client/new')
  await expect(page.getByRole('heading', { name: 'クライアント登録' })).toBeVisible()
  await fill(page, 'メールアドレス', email)
  await fill(page, '会社名', '株式会社イーツーイー')
  await fill(page, '会社名カナ', 'カブシキガイシャイーツーイー')
  await fill(page, '担当者名', '佐藤 次郎')
  await page.getByRole('button', { name: '保存' }).click()
  await expect(page).toHaveURL(/\/client\/[A-Za-z0-9_-]+$/)
  await expect(page.getByRole('heading', { name: '株式会社イーツーイー' })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
}

const confirm = async (page: Page, message: string) => {
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText(message)
  await dialog.getByRole('button', { name: 'OK' }).click()
  await expect(page.getByRole('dialog').filter({ hasText: message })).toHaveCount(0)
}

test.describe('client management', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page)
  })

  test('edit a client: the change is shown, kept after a reload and found in the list', async ({ page }) => {
    const email = `e2e.client.edit.${stamp}@example.co.jp`
    await createClient(page, email)
    const detailUrl = page.url()

    await page.getByRole('link', { name: '編集', exact: true }).click()
    await expect(page.getByRole('heading', { name: 'クライアント編集' })).toBeVisible()
    await expect(page.getByLabel('会社名', { exact: true })).toHaveValue('株式会社イーツーイー')
    await fill(page, '会社名', '株式会社イーツーイー改')
    await fill(page, '部署', '広報部')
    await page.getByRole('button', { name: '保存' }).click()

    await expect(page).toHaveURL(detailUrl)
    await expect(page.getByRole('heading', { name: '株式会社イーツーイー改' })).toBeVisible()
    await expect(page.getByText('広報部')).toBeVisible()
    await page.reload()
    await expect(page.getByRole('heading', { name: '株式会社イーツーイー改' })).toBeVisible()
    await expectListed(page, email, true)
    await expect(grid(page).getByRole('row').filter({ hasText: email })).toContainText('株式会社イーツーイー改')
  })

  test('suspend a client, then resume it', async ({ page }) => {
    const email = `e2e.client.resume.${stamp}@example.co.jp`
    await createClient(page, email)
    await expect(page.getByText('利用中', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: '利用停止解除' })).toHaveCount(0)

    await page.getByRole('button', { name: '利用停止', exact: true }).click()
    await confirm(page, '選択したクライアントアカウントを利用停止にしますか？')
    await expect(page.getByText('利用停止中', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: '利用停止', exact: true })).toHaveCount(0)
    await page.goto(`/client?suspended=true&keyword=${encodeURIComponent(email)}`)
    await expect(grid(page).getByRole('row').filter({ hasText: email })).toHaveCount(1)

    await grid(page).getByRole('row').filter({ hasText: email }).click()
    await expect(page).toHaveURL(/\/client\/[A-Za-z0-9_-]+$/)
    await page.getByRole('button', { name: '利用停止解除' }).click()
    await confirm(page, '選択したクライアントアカウントの利用停止を解除しますか？')
    await expect(page.getByText('利用中', { exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: '利用停止', exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: '利用停止解除' })).toHaveCount(0)

    await page.goto(`/client?suspended=true&keyword=${encodeURIComponent(email)}`)
    await expect(grid(page).getByText('該当するクライアントはいません。')).toBeVisible()
    await page.goto(`/client?suspended=false&keyword=${encodeURIComponent(email)}`)
    await expect(grid(page).getByRole('row').filter({ hasText: email })).toHaveCount(1)
  })

  test('delete a client: asked first, then gone from the list and its page', async ({ page }) => {
    const email = `e2e.client.delete.${stamp}@example.co.jp`
    await createClient(page, email)
    const detailUrl = page.url()

    // Cancelling the confirmation keeps the client.
    await page.getByRole('button', { name: '削除' }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toContainText('選択したクライアントアカウントを削除しますか？')
    await dialog.getByRole('button', { name: 'キャンセル' }).click()
    await expect(page.getByText(email)).toBeVisible()

    await page.getByRole('button', { name: '削除' }).click()
    await confirm(page, '選択したクライアントアカウントを削除しますか？')
    await expect(page).toHaveURL(/\/client(\?.*)?$/)
    await expectListed(page, email, false)
    await page.goto(detailUrl)
    await expect(page.getByText(email)).toHaveCount(0)
  })

  test('import 200 Shift_JIS clients, skipping the one bad row', async ({ page }) => {
    test.setTimeout(120_000)
    const tag = `cimp${stamp}`
    const buffer = Buffer.from(makeClientCsv({ count: 200, badLines: [77], tag, encoding: 'shift_jis' }))

    await page.goto('/client/import')
    await expect(page.getByRole('heading', { name: 'クライアントCSVインポート' })).toBeVisible()
    await page.getByTestId('csv-file').setInputFiles({ name: 'clients-sjis.csv', mimeType: 'text/csv', buffer })

    const errorDialog = page.getByRole('dialog', { name: 'CSVインポートエラー' })
    await expect(errorDialog).toContainText('77行目で下記エラーがありました。', { timeout: 60_000 })
    await expect(errorDialog).toContainText('メールアドレス')
    await errorDialog.getByRole('button', { name: 'スキップ' }).click()

    // Lines 2..201 minus the skipped line 77: 199 committed, 1 failed.
    const result = page.getByRole('dialog', { name: 'CSVインポート完了' })
    await expect(result).toContainText('失敗1件、成功199件でインポートが完了しました。', { timeout: 60_000 })
    await expect(result).toContainText('登録した行: 2〜76, 78〜201')
    await result.getByRole('button', { name: 'OK' }).click()
    await expect(page).toHaveURL(/\/client$/)

    // Shift_JIS decoded: the company name of a committed row reads right in the list.
    await expectListed(page, fixtureClientEmail(2, tag), true)
    await expect(grid(page).getByRole('row').filter({ hasText: fixtureClientEmail(2, tag) })).toContainText('株式会社テスト2')
    await expectListed(page, fixtureClientEmail(201, tag), true)
    await expectListed(page, fixtureClientEmail(76, tag), true)
    await expectListed(page, fixtureClientEmail(78, tag), true)
  })
})
