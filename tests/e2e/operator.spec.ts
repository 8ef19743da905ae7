/**
 * Operators in Chromium against the real stack: an admin creates an operator (role, never signed
 * in yet) and finds it in the list; that operator signs in by e-mail link through the Auth emulator
 * and, not being an admin, is offered neither the form's 保存 nor 編集 / 削除 nor the menu's
 * 管理者管理 (the console knows the role from `general.auth.get`); the admin cannot delete
 * themselves: the server refuses and the console says why. An admin edits an operator's name: the
 * toast, the record and the list show it, and a reload keeps it.
 */
import { expect, test } from '@playwright/test'
import { seeded, signIn } from './support/sign-in'

const stamp = Date.now().toString(36)

test('an admin creates an operator, who signs in by e-mail link at once and is offered neither 保存 nor 削除 nor 管理者管理', async ({ page, browser }) => {
  await signIn(page)
  const menu = (p: typeof page) => p.getByRole('navigation', { name: 'メインメニュー' })
  await expect(menu(page).getByRole('link', { name: '管理者管理' })).toBeVisible()
  const email = `e2e.op.${stamp}@medicolle.example`
  await page.goto('/operator/new')
  await expect(page.getByRole('heading', { name: '管理者登録', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: '保存' }).click()
  await expect(page.locator('#operator-email-errors')).toHaveText('必須項目です')
  await page.getByLabel('メールアドレス', { exact: true }).fill(email)
  await page.getByLabel('氏名', { exact: true }).fill('試験 管理')
  await page.getByRole('button', { name: '保存' }).click()
  await expect(page.locator('.p-toast-message-success')).toContainText('管理者を保存しました。')
  await expect(page).toHaveURL(/\/operator\/[A-Za-z0-9_-]+$/)
  const detailPath = new URL(page.url()).pathname
  await expect(page.getByRole('heading', { name: '試験 管理' })).toBeVisible()
  await expect(page.getByText('オペレーター')).toBeVisible()
  await expect(page.getByText('未ログイン')).toBeVisible()
  await expect(page.getByRole('button', { name: '削除' })).toBeVisible()
  // 編集 is a link (a real anchor to the edit page: opens in a new tab, preloaded on intent)
  await expect(page.getByRole('link', { name: '編集', exact: true })).toHaveAttribute('href', `${detailPath}/edit`)

  await page.goto(`/operator?keyword=${encodeURIComponent(email)}`)
  await expect(page.getByRole('grid', { name: '管理者一覧' }).getByRole('row').filter({ hasText: email })).toContainText('未ログイン')

  // The new operator signs in through the Auth emulator in a browser of their own.
  const context = await browser.newContext()
  try {
    const staff = await context.newPage()
    await signIn(staff, email)
    // the menu shows what the role may do: everything but 管理者管理 (the pages stay guarded below)
    await expect(menu(staff)).toHaveAttribute('aria-busy', 'false') // the role is known
    await expect(menu(staff).getByRole('link', { name: '医師管理' })).toBeVisible()
    await expect(menu(staff).getByRole('link', { name: '管理者管理' })).toHaveCount(0)
    await staff.goto('/')
    await expect(staff.getByRole('heading', { name: 'ホーム', level: 1 })).toBeVisible()
    await expect(menu(staff)).toHaveAttribute('aria-busy', 'false')
    await expect(staff.getByRole('main').getByRole('link', { name: '医師管理', exact: true })).toBeVisible() // the home page's links follow the menu
    await expect(staff.getByRole('main').getByRole('link', { name: '管理者管理', exact: true })).toHaveCount(0)
    // the operator pages show one notice instead (issue 31; every route: tests/e2e/roles.spec.ts)
    const adminOnly = 'このページは管理者（全権限）のアカウントだけが利用できます。'
    for (const path of ['/operator/new', `${detailPath}/edit`, detailPath]) {
      await staff.goto(path)
      await expect(staff.getByRole('heading', { name: '管理者管理', level: 1 })).toBeVisible()
      await expect(staff.getByText(adminOnly)).toBeVisible()
      await expect(staff.getByRole('main').getByRole('button')).toHaveCount(0)
      await expect(staff.getByRole('link', { name: '編集', exact: true })).toHaveCount(0)
    }
  } finally {
    await context.close()
  }
})

test('an admin edits an operator: 保存 says so, the record shows the new name, which a reload keeps', async ({ page }) => {
  await signIn(page)
  const email = `e2e.op.edit.${stamp}@medicolle.example`
  await page.goto('/operator/new')
  await page.getByLabel('メールアドレス', { exact: true }).fill(email)
  await page.getByLabel('氏名', { exact: true }).fill('編集前 太郎')
  await page.getByRole('button', { name: '保存' }).click()
  await expect(page.getByRole('heading', { name: '編集前 太郎' })).toBeVisible() // the new record's page
  await expect(page).toHaveURL(/\/operator\/(?!new$)[A-Za-z0-9_-]+$/)
  const detailPath = new URL(page.url()).pathname

  await page.getByRole('link', { name: '編集', exact: true }).click()
  await expect(page).toHaveURL(`${detailPath}/edit`)
  await expect(page.getByRole('heading', { name: '管理者編集', level: 1 })).toBeVisible()
  const name = page.getByLabel('氏名', { exact: true })
  await expect(name).toHaveValue('編集前 太郎')
  await name.fill('編集後 花子')
  await expect(page.locator('.p-toast-message')).toHaveCount(0) // the creation's toast has gone: the next one is the edit's
  await page.getByRole('button', { name: '保存' }).click()
  await expect(page.locator('.p-toast-message-success')).toContainText('管理者を保存しました。')
  await expect(page).toHaveURL(new RegExp(`${detailPath}$`))
  await expect(page.getByRole('heading', { name: '編集後 花子' })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()

  // saved on the server: a reload reads the record again
  await page.reload()
  await expect(page.getByRole('heading', { name: '編集後 花子' })).toBeVisible()
  await expect(page.getByRole('heading', { name: '編集前 太郎' })).toHaveCount(0)
  await page.goto(`/operator?keyword=${encodeURIComponent(email)}`)
  await expect(page.getByRole('grid', { name: '管理者一覧' }).getByRole('row').filter({ hasText: email })).toContainText('編集後 花子')
})

test('the admin is offered no 削除 on their own page, and reads why (the server refuses it too)', async ({ page }) => {
  await signIn(page)
  await page.goto(`/operator?keyword=${encodeURIComponent(seeded.admin)}`)
  await page.getByRole('grid', { name: '管理者一覧' }).getByRole('row').filter({ hasText: seeded.admin }).click()
  await expect(page).toHaveURL(/\/operator\/[A-Za-z0-9_-]+$/)
  await expect(page.getByText('自分自身は削除できません。')).toBeVisible()
  await expect(page.getByRole('button', { name: '削除' })).toHaveCount(0)
})
