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

test('/sign-in is drawn by the entry alone; typing loads the console, which takes over without losing a key', async ({ page }) => {
  const scripts: Array<string> = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto('/sign-in?redirect=%2Fdoctor')
  await expect(page.getByRole('heading', { name: 'ログイン' })).toBeVisible()
  await expect(page.getByText('ログインすると、開こうとしたページに移動します。')).toBeVisible()
  const field = page.getByLabel('メールアドレス')
  await expect(field).toBeFocused()
  await page.waitForLoadState('networkidle')
  // the first paint: the entry and its static imports (scripts/bundle-budget.mjs keeps them under 120 KB)
  expect(scripts.filter((p) => /\/(console|sign-in\.lazy)-/.test(p))).toEqual([])
  const firstPaint = scripts.length

  // staff type at once: the first key loads the console, the rest keeps going into the field
  await page.keyboard.type('admin@medicolle', { delay: 15 })
  await expect(page.locator('.first-paint-console')).toHaveCSS('display', 'contents')
  await expect.poll(() => page.evaluate(() => window.__consoleTest !== undefined)).toBe(true)
  expect(scripts.length).toBeGreaterThan(firstPaint)
  await expect(field).toHaveCount(1)
  await expect(field).toBeFocused()
  await page.keyboard.type('.example', { delay: 15 })
  await expect(field).toHaveValue('admin@medicolle.example')

  // the console's sign-in page sends the link and keeps the page asked for
  const known = await knownCodes(seeded.admin)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'メールを送信しました' })).toBeVisible()
  const link = await nextSignInLink(seeded.admin, known)
  expect(new URL(new URL(link).searchParams.get('continueUrl') ?? '').searchParams.get('redirect')).toBe('/doctor')
})

/** Hold the console's chunk back (the first paint stays alone) until the returned function is called. */
const holdConsoleChunk = async (page: Page): Promise<() => void> => {
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\/assets\/console-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  return release
}

test('a click on ログインリンクを送信 before the console has loaded is kept and sent', async ({ page }) => {
  // the console's chunk is held back until the click has happened
  const release = await holdConsoleChunk(page)
  await page.goto('/sign-in')
  await page.getByLabel('メールアドレス').fill(seeded.operator)
  const known = await knownCodes(seeded.operator)
  await page.getByRole('button', { name: 'ログインリンクを送信' }).click()
  await expect(page.getByRole('button', { name: '送信しています…' })).toBeDisabled()
  release()
  await expect(page.getByRole('heading', { name: 'メールを送信しました' })).toBeVisible()
  await nextSignInLink(seeded.operator, known)
})

test('a click pressed on the first paint while the console takes over is not lost', async ({ page }) => {
  // the console's chunk arrives between the button's press and its release
  const release = await holdConsoleChunk(page)
  await page.goto('/sign-in')
  await page.getByLabel('メールアドレス').fill(seeded.operator)
  const known = await knownCodes(seeded.operator)
  const submit = page.getByRole('button', { name: 'ログインリンクを送信' })
  const box = (await submit.boundingBox())!
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.down()
  release()
  // the console's sign-in page is mounted (hidden) and has claimed the screen: the swap waits
  await expect(page.locator('.first-paint-console').getByLabel('メールアドレス')).toBeAttached()
  await expect(page.locator('.sign-in-first-paint')).toBeVisible()
  await page.mouse.up()
  await expect(page.getByRole('heading', { name: 'メールを送信しました' })).toBeVisible()
  await expect(page.locator('.sign-in-first-paint')).toHaveCount(0)
  await nextSignInLink(seeded.operator, known)
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
