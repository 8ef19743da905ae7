/**
 * Live work queues (issue 41): the menu's 記事管理 shows how many manuscripts wait for review, and
 * the count rises when a doctor submits one — without a reload, over the live stream (no polling).
 * The doctor is a seeded, approved one, signed in by e-mail link through the Firebase Auth
 * emulator as the doctors' app does, submitting through the general API.
 */
import { expect, test, type APIRequestContext } from '@playwright/test'
import { emulatorOrigin, knownCodes, oobCodes, seeded, signIn } from './support/sign-in'

const toolkit = (api: string) => `${emulatorOrigin}/identitytoolkit.googleapis.com/v1/accounts:${api}?key=fake-api-key`

/** An ID token for `email`, by e-mail link (sendOobCode, the emulator's code, signInWithEmailLink). */
const idTokenOf = async (request: APIRequestContext, email: string, baseURL: string): Promise<string> => {
  const known = await knownCodes(email)
  const sent = await request.post(toolkit('sendOobCode'), {
    data: { requestType: 'EMAIL_SIGNIN', email, continueUrl: `${baseURL}/sign-in-action/`, canHandleCodeInApp: true },
  })
  expect(sent.status()).toBe(200)
  let oobCode: string | undefined
  await expect
    .poll(async () => (oobCode = (await oobCodes()).find((c) => c.requestType === 'EMAIL_SIGNIN' && c.email === email.toLowerCase() && !known.has(c.oobCode))?.oobCode))
    .toBeTruthy()
  const signedIn = await request.post(toolkit('signInWithEmailLink'), { data: { email, oobCode } })
  expect(signedIn.status()).toBe(200)
  return ((await signedIn.json()) as { idToken: string }).idToken
}

test('the 記事管理 count and the home page\'s 審査中の原稿 card rise when a doctor submits a manuscript, without a reload', async ({ page, request, baseURL }) => {
  await signIn(page)
  await expect(page.getByRole('link', { name: /^審査中の原稿 [0-9]+$/ })).toBeVisible()
  const badge = page.locator('#menu-manuscript-queue')
  const entry = page.getByRole('navigation', { name: 'メインメニュー' }).getByRole('link', { name: '記事管理', exact: true })
  await expect(entry).toBeVisible()
  // the seeded manuscripts include some 審査中: the count is shown once read
  await expect(badge).toHaveText(/^対応待ち[0-9]+件$/)
  const before = Number((await badge.textContent())?.replace(/\D/g, ''))
  await page.evaluate(() => ((window as unknown as { __notReloaded: boolean }).__notReloaded = true))

  // an approved, live, unfrozen seeded doctor
  const admin = await idTokenOf(request, seeded.admin, baseURL!)
  const found = await request.post('/api/v1/admin/doctors/search', {
    headers: { authorization: `Bearer ${admin}` },
    data: { keyword: 'doctors.example', allowed: true, frozen: false, limit: 1 },
  })
  expect(found.status()).toBe(200)
  const [doctor] = ((await found.json()) as { payload: { email: string }[] }).payload
  expect(doctor).toBeDefined()
  const token = await idTokenOf(request, doctor!.email, baseURL!)
  const created = await request.post('/api/v1/manuscripts/', {
    headers: { authorization: `Bearer ${token}` },
    data: { title: `審査待ちの件数（${Date.now().toString(36)}）`, contents: '<p>本文</p>', tagIds: [], expertiseIds: [], status: 'under_review' },
  })
  expect(created.status(), await created.text()).toBeLessThan(300)

  await expect(badge).toHaveText(`対応待ち${before + 1}件`)
  // the home page's 要対応 card follows the same live count
  await expect(page.getByRole('link', { name: `審査中の原稿 ${before + 1}` })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded)).toBe(true)
  // the count opens the list of what waits: 記事管理 lands on the 審査中 tab
  await entry.click()
  await expect(page).toHaveURL(/\/manuscript$/)
  await expect(page.getByRole('group', { name: '一覧の種類' }).getByRole('button', { name: /^審査中/, pressed: true })).toBeVisible()
})
