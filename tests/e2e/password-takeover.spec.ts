/**
 * Issue 28 item 2 against the REAL Firebase Auth emulator and the real server (no page: the
 * Identity Toolkit REST calls a browser SDK would make, through Playwright's `request`).
 *
 * The attack: an admin creates an operator; before its owner's first sign-in, anyone who knows the
 * e-mail signs up with a password for it (`accounts:signUp`, public API key). That token is
 * unverified and refused. The owner's e-mail-link sign-in then verifies the SAME account and the
 * emulator keeps the password, so the attacker's `accounts:signInWithPassword` now yields a verified
 * token with `sign_in_provider: 'password'`, exactly like a link's. The server must refuse it (401),
 * remove the password, revoke the account's sessions; the owner's next link sign-in works.
 *
 * Not asserted: the attacker's REFRESH token. The emulator's `grantToken` ignores `validSince` and
 * gives a refreshed token the account's last sign-in as `auth_time` (operations.js getAuthTime), so
 * after the owner's new sign-in it passes `checkRevoked`; a live project refuses a revoked refresh
 * token (docs/auth.md "Sign-in providers").
 */
import { expect, test, type APIRequestContext } from '@playwright/test'
import { emulatorOrigin, knownCodes, oobCodes, projectId, seeded } from './support/sign-in'

const stamp = Date.now().toString(36)
const toolkit = (api: string) => `${emulatorOrigin}/identitytoolkit.googleapis.com/v1/accounts:${api}?key=fake-api-key`
const passwordRemoved = 'このアカウントに設定されていたパスワードを安全のため無効にしました。メールのログインリンクから、もう一度ログインしてください。'

interface SignedIn {
  readonly idToken: string
  readonly localId: string
}

const claims = (idToken: string) =>
  JSON.parse(Buffer.from(idToken.split('.')[1] as string, 'base64url').toString('utf8')) as {
    email_verified: boolean
    auth_time: number
    firebase: { sign_in_provider: string }
  }

/** Sign in by e-mail link as the console does: sendOobCode, the code the "mail" carries (emulator's oobCodes), signInWithEmailLink. */
const signInByLink = async (request: APIRequestContext, email: string, baseURL: string): Promise<SignedIn> => {
  const known = await knownCodes(email)
  const sent = await request.post(toolkit('sendOobCode'), {
    data: { requestType: 'EMAIL_SIGNIN', email, continueUrl: `${baseURL}/sign-in-action/`, canHandleCodeInApp: true },
  })
  expect(sent.status()).toBe(200)
  let oobCode: string | undefined
  await expect
    .poll(async () => (oobCode = (await oobCodes()).find((c) => c.requestType === 'EMAIL_SIGNIN' && c.email === email.toLowerCase() && !known.has(c.oobCode))?.oobCode), {
      message: `a sign-in link for ${email}`,
    })
    .toBeTruthy()
  const signedIn = await request.post(toolkit('signInWithEmailLink'), { data: { email, oobCode } })
  expect(signedIn.status()).toBe(200)
  return (await signedIn.json()) as SignedIn
}

const signInWithPassword = (request: APIRequestContext, email: string, password: string) =>
  request.post(toolkit('signInWithPassword'), { data: { email, password, returnSecureToken: true } })

/** An operator-level call (admin.doctors.search): the status and the first message. */
const searchDoctors = async (request: APIRequestContext, idToken: string) => {
  const res = await request.post('/api/v1/admin/doctors/search', { headers: { authorization: `Bearer ${idToken}` }, data: { limit: 1 } })
  const body = (await res.json()) as { messages?: ReadonlyArray<{ message: string }> }
  return { status: res.status(), message: body.messages?.[0]?.message }
}

const createOperator = async (request: APIRequestContext, adminToken: string, email: string) => {
  const res = await request.post('/api/v1/admin/operators/', {
    headers: { authorization: `Bearer ${adminToken}` },
    data: { email, name: '新任 太郎', role: 'operator', active: true },
  })
  expect(res.status()).toBe(201)
}

/** The account's `validSince` (seconds), read as the Admin SDK reads it (the emulator's 'owner' bearer). */
const validSince = async (request: APIRequestContext, localId: string) => {
  const res = await request.post(`${emulatorOrigin}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:lookup`, {
    headers: { authorization: 'Bearer owner' },
    data: { localId: [localId] },
  })
  const body = (await res.json()) as { users: ReadonlyArray<{ validSince?: string; passwordHash?: string }> }
  return { validSince: Number(body.users[0]?.validSince ?? 0), hasPassword: body.users[0]?.passwordHash !== undefined }
}

test.describe('a staff account taken before its owner\u2019s first sign-in (issue 28)', () => {
  test('the attacker\u2019s password sign-in on the owner-verified account is refused (401) and the password removed; the owner signs in again by link and works', async ({ request, baseURL }) => {
    const origin = baseURL as string
    const admin = await signInByLink(request, seeded.admin, origin)
    const email = `e2e.takeover.${stamp}@medicolle.example`
    const password = 'attacker-chosen-password'
    await createOperator(request, admin.idToken, email)

    // Before the owner's first sign-in: the attacker signs up with a password. Unverified: refused.
    const signUp = await request.post(toolkit('signUp'), { data: { email, password, returnSecureToken: true } })
    expect(signUp.status()).toBe(200)
    const attackerAccount = (await signUp.json()) as SignedIn
    expect(claims(attackerAccount.idToken).email_verified).toBe(false)
    expect((await searchDoctors(request, attackerAccount.idToken)).status).toBe(401)

    // The owner signs in by link: the same account, now verified; the emulator keeps the password.
    const owner = await signInByLink(request, email, origin)
    expect(owner.localId).toBe(attackerAccount.localId)

    // The attacker's password now yields a verified token that looks exactly like a link's.
    const attackerSignIn = await signInWithPassword(request, email, password)
    expect(attackerSignIn.status()).toBe(200)
    const attacker = (await attackerSignIn.json()) as SignedIn
    expect(claims(attacker.idToken)).toMatchObject({ email_verified: true, firebase: { sign_in_provider: 'password' } })
    expect(claims(owner.idToken).firebase.sign_in_provider).toBe('password')

    expect(await searchDoctors(request, attacker.idToken)).toEqual({ status: 401, message: passwordRemoved })
    expect((await validSince(request, owner.localId)).hasPassword).toBe(false)
    expect((await signInWithPassword(request, email, password)).status()).toBe(400) // the password is gone
    expect((await searchDoctors(request, attacker.idToken)).status).toBe(401) // the attacker's session is revoked
    expect((await searchDoctors(request, owner.idToken)).status).toBe(401) // so is every session from before

    // The owner's next e-mail-link sign-in (after the revocation) works.
    const revokedUntil = (await validSince(request, owner.localId)).validSince
    await expect.poll(() => Date.now() >= revokedUntil * 1000, { message: 'the revocation second has passed' }).toBe(true)
    const again = await signInByLink(request, email, origin)
    expect(claims(again.idToken).auth_time).toBeGreaterThanOrEqual(revokedUntil)
    expect(await searchDoctors(request, again.idToken)).toEqual({ status: 200, message: undefined })
    expect((await searchDoctors(request, attacker.idToken)).status).toBe(401)
  })

  test('an operator who signs in by link with no password on the account works at once', async ({ request, baseURL }) => {
    const origin = baseURL as string
    const admin = await signInByLink(request, seeded.admin, origin)
    const email = `e2e.linkonly.${stamp}@medicolle.example`
    await createOperator(request, admin.idToken, email)
    const owner = await signInByLink(request, email, origin)
    expect((await validSince(request, owner.localId)).hasPassword).toBe(false)
    expect(await searchDoctors(request, owner.idToken)).toEqual({ status: 200, message: undefined })
  })
})
