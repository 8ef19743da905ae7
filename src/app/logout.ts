/**
 * Logout (SPEC section 2: 'logout, which signs out and goes to /sign-in').
 *
 * The shell owns the menu entry; signing out belongs to the session (sign-in work). The session
 * wiring registers its sign-out with `registerSignOut(fn)`; until then logout only navigates.
 * A failing sign-out is reported in the message dialog and still ends on /sign-in, so staff
 * are never left on a page that looks signed in.
 */
import { enqueueMessage } from './dialogs'

type SignOut = () => Promise<void>

let signOut: SignOut = async () => {}

export const registerSignOut = (fn: SignOut): void => {
  signOut = fn
}

export const logout = async (goToSignIn: () => Promise<void> | void): Promise<void> => {
  try {
    await signOut()
  } catch (error) {
    console.error(error)
    enqueueMessage({ kind: 'simple-error', messages: ['ログアウトに失敗しました。もう一度お試しください。'] })
  }
  await goToSignIn()
}
