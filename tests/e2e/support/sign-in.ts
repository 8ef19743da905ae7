/**
 * Shared browser-test helpers: sign in the real way, by e-mail link, through the Firebase
 * Auth emulator (no test-only back door in the console).
 *
 *   await signIn(page)                              // the seeded admin, lands on '/'
 *   await signIn(page, 'operator@medicolle.example')
 *
 * The link is read from the emulator's
 * GET http://127.0.0.1:9099/emulator/v1/projects/demo-medicolle/oobCodes and opened in the
 * page; the emulator redirects to the console's /sign-in-action/ with the codes.
 */
import { expect, type Page } from '@playwright/test'

export const emulatorOrigin = process.env.FIREBASE_AUTH_EMULATOR_ORIGIN ?? 'http://127.0.0.1:9099'
export const projectId = 'demo-medicolle'
export const oobCodesUrl = `${emulatorOrigin}/emulator/v1/projects/${projectId}/oobCodes`

export const seeded = {
  admin: 'admin@medicolle.example',
  operator: 'operator@medicolle.example',
  retired: 'retired@medicolle.example',
} as const

export interface OobCode {
  readonly email: string
  readonly oobCode: string
  readonly oobLink: string
  readonly requestType: string
}

/** Every out-of-band code the emulator has issued (sign-in links included). */
export const oobCodes = async (): Promise<ReadonlyArray<OobCode>> => {
  const response = await fetch(oobCodesUrl)
  if (!response.ok) throw new Error(`emulator oobCodes: HTTP ${response.status}`)
  const body = (await response.json()) as { oobCodes?: ReadonlyArray<OobCode> }
  return body.oobCodes ?? []
}

const signInCodesFor = async (email: string) =>
  (await oobCodes()).filter((code) => code.requestType === 'EMAIL_SIGNIN' && code.email === email.toLowerCase())

/** Codes already issued for `email` (so that the next link can be told apart). */
export const knownCodes = async (email: string): Promise<ReadonlySet<string>> =>
  new Set((await signInCodesFor(email)).map((code) => code.oobCode))

/** Wait for a sign-in link for `email` that is not in `known`; returns the link. */
export const nextSignInLink = async (email: string, known: ReadonlySet<string>): Promise<string> => {
  let link: string | undefined
  await expect
    .poll(
      async () => {
        link = (await signInCodesFor(email)).find((code) => !known.has(code.oobCode))?.oobLink
        return link !== undefined
      },
      { message: `a sign-in link for ${email}`, timeout: 15_000 },
    )
    .toBe(true)
  return link as string
}

/** On /sign-in: type the e-mail, ask for the link, wait for the 'mail sent' card. */
export const requestSignInLink = async (page: Page, email: string): Promise<string> => {
  const known = await knownCodes(email)
  await page.getByLabel('メールアドレス').fill(email)
  await page.getByRole('button', { name: 'ログインリンクを送信' }).click()
  await expect(page.getByRole('heading', { name: 'メールを送信しました' })).toBeVisible()
  return nextSignInLink(email, known)
}

type StorageState = Awaited<ReturnType<ReturnType<Page['context']>['storageState']>>

/**
 * Each e-mail's session as it was right after its first real sign-in in this worker (cookies,
 * localStorage and IndexedDB, where Firebase keeps the user). A later `signIn` of the same e-mail on
 * a blank page restores it instead of going through the e-mail link again: about 80 sign-ins were
 * a third of the suite's time. The restored session is the same Firebase user with its refresh
 * token; the console still verifies it with the server on load (admission, operator row).
 */
const sessions = new Map<string, StorageState>()

/**
 * Sign in as `email` (default: the seeded admin). A blank page first restores the e-mail's saved
 * session if this worker has one, otherwise opens /sign-in; a page the guard is sending to /sign-in
 * (keeping its `?redirect=`) is followed. Then: request the link, open it, wait until the console
 * has left the sign-in pages. Already signed in (the main menu shows): nothing to do.
 */
export const signIn = async (page: Page, email: string = seeded.admin): Promise<void> => {
  const key = email.toLowerCase()
  const submit = page.getByRole('button', { name: 'ログインリンクを送信' })
  const signedIn = page.getByRole('navigation', { name: 'メインメニュー' })
  const saved = sessions.get(key)
  if (saved && !page.url().startsWith('http')) {
    await page.context().setStorageState(saved)
    await page.goto('/')
    await expect(submit.or(signedIn)).toBeVisible({ timeout: 15_000 })
    if (await signedIn.isVisible()) return
  }
  if (!page.url().startsWith('http')) await page.goto('/sign-in')
  await expect(submit.or(signedIn)).toBeVisible({ timeout: 15_000 })
  if (!(await submit.isVisible())) return
  const link = await requestSignInLink(page, email)
  await page.goto(link)
  await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'), { timeout: 15_000 })
  await expect(signedIn).toBeVisible({ timeout: 15_000 })
  sessions.set(key, await page.context().storageState({ indexedDB: true }))
}
