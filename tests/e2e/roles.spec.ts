/**
 * Pages and actions that fit the person (issue 31), in Chromium against the real stack:
 * - a plain operator opening an admin-only route by URL (every route of 管理者管理: its pages make
 *   only admin-only calls) reads one calm notice, is offered nothing, and the page makes no call;
 * - nothing is offered that the server always refuses: no 削除 on one's own operator page, 権限 and
 *   有効 fixed on one's own form, no MP付与 on a frozen (利用停止中) doctor; each says why;
 * - a refusal reads as words: no HTTP code in the message dialog; the message history keeps it;
 * - the press release page and /report/client lead back to their lists by their breadcrumbs, and
 *   the publication time control sits with its label.
 */
import { expect, test, type Page, type Request } from '@playwright/test'
import { seeded, signIn } from './support/sign-in'

const menu = (page: Page) => page.getByRole('navigation', { name: 'メインメニュー' })
const notice = 'このページは管理者（全権限）のアカウントだけが利用できます。'

/** Every API request the page makes from now on. */
const recordApi = (page: Page): Array<string> => {
  const seen: Array<string> = []
  page.on('request', (request: Request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/')) seen.push(`${request.method()} ${url.pathname}`)
  })
  return seen
}

/** Open the first doctor of the doctor list whose row matches (`frozen`: marked 利用停止中 or not; never a deleted one). */
const openDoctor = async (page: Page, frozen: boolean) => {
  const frozenTag = page.getByText('利用停止中', { exact: true })
  await page.goto(`/doctor?frozen=${frozen}`)
  const rows = page.getByRole('grid', { name: '医師一覧' }).getByRole('row').filter({ hasNot: page.getByText('削除済み', { exact: true }) })
  const row = (frozen ? rows.filter({ has: frozenTag }) : rows.filter({ hasText: '承認済み' }).filter({ hasNot: frozenTag })).first()
  await row.getByRole('link').first().click()
  await expect(page).toHaveURL(/\/doctor\/[A-Za-z0-9_-]+$/)
}

/** Open the signed-in admin's own operator page (from the list, by e-mail). */
const openOwnOperator = async (page: Page) => {
  await page.goto(`/operator?keyword=${encodeURIComponent(seeded.admin)}`)
  await page.getByRole('grid', { name: '管理者一覧' }).getByRole('row').filter({ hasText: seeded.admin }).click()
  await expect(page).toHaveURL(/\/operator\/[A-Za-z0-9_-]+$/)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('管理者詳細') // the record is there
}

test('a plain operator gets one calm notice on every admin-only route, and the page makes no call', async ({ page }) => {
  await signIn(page, seeded.operator)
  await expect(menu(page)).toHaveAttribute('aria-busy', 'false') // the role is known
  await expect(menu(page).getByRole('link', { name: '管理者管理' })).toHaveCount(0)
  const api = recordApi(page)
  for (const path of ['/operator', '/operator/new', '/operator/op-1', '/operator/op-1/edit', '/operator?keyword=x&role=admin']) {
    api.length = 0
    await page.goto(path)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: '管理者管理' })).toBeVisible()
    await expect(main.getByText(notice)).toBeVisible()
    // nothing offered, no failure shown
    await expect(main.getByRole('button')).toHaveCount(0)
    await expect(main.getByRole('link', { name: '新規登録' })).toHaveCount(0)
    await expect(main.getByRole('grid')).toHaveCount(0)
    await expect(page.getByText('読み込めませんでした')).toHaveCount(0)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    // the gate decided once the role was known; a page it let through would have asked for its data
    // on mounting: give such a request a moment to leave, then none may have
    await expect(menu(page)).toHaveAttribute('aria-busy', 'false')
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300)))))
    expect(api.filter((call) => call.includes('/operators'))).toEqual([])
  }
})

test('an admin opens the same routes: the pages, not the notice', async ({ page }) => {
  await signIn(page)
  await page.goto('/operator')
  await expect(page.getByRole('grid', { name: '管理者一覧' })).toBeVisible()
  await expect(page.getByRole('link', { name: '新規登録' })).toBeVisible()
  await expect(page.getByText(notice)).toHaveCount(0)
})

test('on their own operator page an admin is offered no 削除, and on their own form 権限 and 有効 stay; another operator\'s are offered', async ({ page }) => {
  await signIn(page)
  await openOwnOperator(page)
  await expect(page.getByText('自分自身は削除できません。')).toBeVisible()
  await expect(page.getByRole('button', { name: '削除' })).toHaveCount(0)
  await page.getByRole('link', { name: '編集', exact: true }).click()
  await expect(page).toHaveURL(/\/edit$/)
  await expect(page.locator('#operator-email')).toHaveValue(seeded.admin)
  await expect(page.getByText('自分自身の権限の変更・無効化はできません。')).toBeVisible()
  await expect(page.locator('.p-dropdown', { has: page.locator('#operator-role') })).toHaveClass(/p-disabled/)
  await expect(page.locator('#operator-active')).toBeDisabled()
  await expect(page.getByRole('button', { name: '保存' })).toBeEnabled() // name and e-mail stay editable

  // the seeded plain operator: 削除 offered, 権限 changeable (nothing saved here)
  await page.goto(`/operator?keyword=${encodeURIComponent(seeded.operator)}`)
  await page.getByRole('grid', { name: '管理者一覧' }).getByRole('row').filter({ hasText: seeded.operator }).click()
  await expect(page.getByRole('button', { name: '削除' })).toBeVisible()
  await expect(page.getByText('自分自身は削除できません。')).toHaveCount(0)
  await page.getByRole('link', { name: '編集', exact: true }).click()
  await expect(page.locator('#operator-email')).toHaveValue(seeded.operator)
  await expect(page.locator('.p-dropdown', { has: page.locator('#operator-role') })).not.toHaveClass(/p-disabled/)
  await expect(page.locator('#operator-active')).toBeEnabled()
  await expect(page.getByText('自分自身の権限の変更・無効化はできません。')).toHaveCount(0)
})

test('a frozen doctor is offered no MP付与 and the page says why; a doctor in use is', async ({ page }) => {
  await signIn(page)
  await openDoctor(page, true)
  await expect(page.getByRole('button', { name: '利用停止解除' })).toBeVisible()
  await expect(page.getByText('利用停止中の医師にはMPを付与できません。')).toBeVisible()
  await expect(page.getByRole('button', { name: 'MP付与' })).toHaveCount(0)
  // one word for the idea: 利用停止中, never 凍結中
  await expect(page.getByText('凍結')).toHaveCount(0)

  await openDoctor(page, false)
  await expect(page.getByRole('button', { name: '利用停止', exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'MP付与' })).toBeVisible()
  await expect(page.getByText('利用停止中の医師にはMPを付与できません。')).toHaveCount(0)
})

test('a refusal reads as words in the message dialog; the message history and the console keep its HTTP status', async ({ page }) => {
  const warnings: Array<string> = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  await signIn(page)
  const words = 'この医師は他の操作者が先に更新しました'
  // the server refuses the status change (a conflict), without touching the demo data
  await page.route('**/api/v1/admin/doctors/*/doctor', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ status: 409, messages: [{ message: words }], payload: null }) })
      : route.continue(),
  )
  await openDoctor(page, false)
  await page.getByRole('button', { name: '利用停止', exact: true }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click()
  const message = page.getByRole('dialog').filter({ hasText: words })
  await expect(message).toBeVisible()
  await expect(message).not.toContainText('HTTP')
  await expect(message).not.toContainText('409')
  await message.getByRole('button', { name: '閉じる' }).click()
  await expect(message).toBeHidden()

  await page.getByRole('button', { name: /^メッセージ履歴/ }).click()
  const history = page.getByRole('dialog', { name: 'メッセージ履歴' })
  const entry = history.getByRole('listitem').filter({ hasText: words }).first()
  await expect(entry).toContainText('HTTPステータス: 409')
  await expect(entry).toContainText('ログID: ')
  expect(warnings.some((w) => w.includes(words) && w.includes('HTTP 409'))).toBe(true)
})

test('the press release page leads back to its list by its breadcrumbs; its publication time sits with its label', async ({ page }) => {
  await signIn(page)
  await page.goto('/press_release?status=published')
  // the first release's link, once the rows are there (a click on the grid while it loads opens nothing)
  await page.getByRole('grid', { name: 'プレスリリース一覧' }).getByRole('row').nth(1).getByRole('link').first().click()
  await expect(page).toHaveURL(/\/press_release\/\d+\/edit$/)
  const crumbs = page.getByRole('main').getByRole('navigation', { name: 'パンくずリスト' })
  await expect(crumbs.getByRole('link', { name: 'PR管理' })).toHaveAttribute('href', '/press_release')
  await expect(crumbs.getByRole('link', { name: '公開中' })).toHaveAttribute('href', '/press_release?status=published')
  // the publication time: a <label for> naming the picker's input, next to it
  const time = page.getByLabel('公開日時の変更（日本時間）', { exact: true })
  await expect(time).toBeEditable()
  await expect(page.locator('label[for="press-release-time"]')).toHaveText('公開日時の変更（日本時間）')
  await crumbs.getByRole('link', { name: '公開中' }).click()
  await expect(page).toHaveURL(/\/press_release\?status=published$/)
  await expect(page.getByRole('grid', { name: 'プレスリリース一覧' })).toBeVisible()
})

test('/report/client leads back to the usage report by its breadcrumb', async ({ page }) => {
  await signIn(page)
  await page.goto('/report/client')
  await expect(page.getByRole('heading', { level: 1, name: 'クライアント別利用レポート' })).toBeVisible()
  const back = page.getByRole('main').getByRole('navigation', { name: 'パンくずリスト' }).getByRole('link', { name: '利用レポート' })
  await expect(back).toBeVisible()
  await back.click()
  await expect(page).toHaveURL((url) => url.pathname === '/report')
  await expect(page.getByRole('heading', { level: 1, name: '利用レポート' })).toBeVisible()
})
