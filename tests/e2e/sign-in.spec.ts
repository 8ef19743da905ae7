/**
 * Passwordless sign-in by e-mail link, the route guard and logout, in Chromium against the
 * real stack: Firebase Auth emulator + reference server (seeded operators) + built console.
 */
import { expect, test, type Page } from '@playwright/test'
import { knownCodes, nextSignInLink, requestSignInLink, seeded, signIn } from './support/sign-in'

const heading = (page: Page) => page.locator('main h1')
const dialog = (page: Page) => page.getByRole('dialog')

/** Every protected route of SPEC section 2 (ids are samples: the guard does not care). */
const protectedRoutes = [
  '/',
  '/client',
  '/client/import',
  '/client/new',
  '/client/c-1',
  '/client/c-1/edit',
  '/doctor',
  '/doctor/import',
  '/doctor/new',
  '/doctor/d-1',
  '/doctor/d-1/edit',
  '/expertise',
  '/manuscript',
  '/manuscript/m-1',
  '/manuscript/m-1/edit',
  '/mp_management',
  '/mp_swap',
  '/operator',
  '/operator/new',
  '/operator/o-1',
  '/operator/o-1/edit',
  '/organization',
  '/organization/new',
  '/organization/g-1/edit',
  '/press_release',
  '/press_release?status=editing',
  '/press_release/p-1/edit',
  '/report',
  '/report/client',
  '/survey',
] as const

test('sign in by e-mail link, stay signed in on reload, log out to /sign-in', async ({ page }) => {
  await page.goto('/sign-in')
  await expect(page.getByRole('heading', { name: 'ログイン' })).toBeVisible()
  const link = await requestSignInLink(page, seeded.admin)
  // the link returns to the current address plus '-action/'
  expect(new URL(new URL(link).searchParams.get('continueUrl') ?? '').pathname).toBe('/sign-in-action/')

  await page.goto(link)
  await expect(page).toHaveURL((url) => url.pathname === '/')
  await expect(heading(page)).toHaveText('ホーム')

  await page.reload()
  await expect(page).toHaveURL((url) => url.pathname === '/')
  await expect(heading(page)).toHaveText('ホーム')

  // a signed-in user opening a sign-in route goes to /
  await page.goto('/sign-in')
  await expect(page).toHaveURL((url) => url.pathname === '/')

  await page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('button', { name: 'ログアウト' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/sign-in')
  await expect(page.getByRole('button', { name: 'ログインリンクを送信' })).toBeVisible()

  await page.goto('/doctor')
  await expect(page).toHaveURL((url) => url.pathname === '/sign-in' && url.searchParams.get('redirect') === '/doctor')
})

test('signed out, every protected route goes to /sign-in and keeps the route to return to', async ({ page }) => {
  for (const route of protectedRoutes) {
    await page.goto(route)
    await expect(page).toHaveURL((url) => url.pathname === '/sign-in')
    expect(new URL(page.url()).searchParams.get('redirect') ?? '/', route).toBe(route)
  }
})

/** One route of each shape (home, list, param + edit, search, nested): signing in returns there. */
for (const route of ['/', '/doctor', '/client/c-1/edit', '/press_release?status=editing', '/report/client'] as const) {
  test(`signed out, ${route} goes to /sign-in, and after signing in to ${route}`, async ({ page }) => {
    await page.goto(route)
    await expect(page).toHaveURL((url) => url.pathname === '/sign-in')
    await signIn(page, seeded.operator)
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === route)
    await expect(page.getByRole('navigation', { name: 'メインメニュー' })).toBeVisible()
  })
}

for (const email of ['stranger@example.com', seeded.retired]) {
  test(`an e-mail that is not admitted (${email}) shows 'admission failed' in the message dialog`, async ({ page }) => {
    const known = await knownCodes(email)
    await page.goto('/sign-in')
    await page.getByLabel('メールアドレス').fill(email)
    await page.getByRole('button', { name: 'ログインリンクを送信' }).click()
    await expect(dialog(page)).toBeVisible()
    await expect(dialog(page)).toContainText('admission failed')
    await expect(dialog(page)).toContainText('ログイン権限がありません')
    await dialog(page).getByRole('button', { name: '閉じる' }).click()
    await expect(dialog(page)).toHaveCount(0)
    // still on the form, and no link was sent
    await expect(page.getByLabel('メールアドレス')).toHaveValue(email)
    expect(await knownCodes(email)).toEqual(known)
  })
}

test('/sign-in-action opened without a link shows the Japanese error', async ({ page }) => {
  await page.goto('/sign-in-action')
  await expect(page.getByRole('alert')).toHaveText('メールのリンクからの遷移ではありません。')
  await page.getByRole('link', { name: 'ログイン画面へ' }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/sign-in')
})

test('a link opened in another browser asks for the e-mail, then signs in', async ({ page, browser }) => {
  await page.goto('/sign-in?redirect=%2Fsurvey')
  const link = await requestSignInLink(page, seeded.admin)
  const other = await browser.newContext()
  try {
    const elsewhere = await other.newPage()
    await elsewhere.goto(link)
    await expect(elsewhere.getByText('ログインリンクを受け取ったメールアドレスを入力してください', { exact: false })).toBeVisible()
    await elsewhere.getByLabel('メールアドレス').fill(seeded.admin)
    await elsewhere.getByRole('button', { name: 'ログイン', exact: true }).click()
    await expect(elsewhere).toHaveURL((url) => url.pathname === '/survey')
  } finally {
    await other.close()
  }
})

test('a session that ends while working goes through sign-in and back to the same page', async ({ page, context }) => {
  await page.goto('/organization/new')
  await signIn(page, seeded.admin)
  await expect(page).toHaveURL((url) => url.pathname === '/organization/new')

  // the session ends elsewhere (another tab logs out): this tab notices on its own
  const other = await context.newPage()
  await other.goto('/')
  await other.getByRole('navigation', { name: 'メインメニュー' }).getByRole('button', { name: 'ログアウト' }).click()
  await expect(other).toHaveURL((url) => url.pathname === '/sign-in')

  await expect(page).toHaveURL(
    (url) =>
      url.pathname === '/sign-in' &&
      url.searchParams.get('redirect') === '/organization/new' &&
      url.searchParams.get('reason') === 'expired',
    { timeout: 15_000 },
  )
  await expect(page.getByText('ログインの有効期限が切れました', { exact: false })).toBeVisible()
  const known = await knownCodes(seeded.admin)
  await page.getByLabel('メールアドレス').fill(seeded.admin)
  await page.getByRole('button', { name: 'ログインリンクを送信' }).click()
  await page.goto(await nextSignInLink(seeded.admin, known))
  await expect(page).toHaveURL((url) => url.pathname === '/organization/new')
})
