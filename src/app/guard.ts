/**
 * Route guards (owned by the sign-in work, issue 5).
 *
 * The router (src/app/router.tsx) calls `guardProtected` in the `beforeLoad` of the
 * main layout route (every route but the sign-in routes) and `guardPublic` in the
 * `beforeLoad` of the sign-in routes. Both may throw TanStack Router's `redirect(...)`.
 *
 * - Protected, signed out → /sign-in?redirect=<the location asked for>.
 * - Public (sign-in pages), signed in → /.
 * The check is `checkSignedIn` (src/app/session.ts): the token machine polls every 100 ms
 * and gives up after 5000 ms; a failure is logged ('Failed to get id token in check
 * signed!') and counts as signed out.
 */
import { redirect } from '@tanstack/react-router'
import { safeRedirect } from '../machines/sign-in-action.machine'
import { signInPath } from './logout'
import { checkSignedIn } from './session'

export interface GuardContext {
  /** The location being opened, e.g. '/doctor/42?keyword=x' (used to come back after sign-in). */
  readonly href: string
}

/** The sign-in address that comes back to `href` afterwards ('/' needs no reminder). */
export const signInHrefFor = (href: string): string => {
  const back = safeRedirect(href)
  return back === '/' ? signInPath : `${signInPath}?redirect=${encodeURIComponent(back)}`
}

/** The check itself; replaceable in tests. */
let isSignedIn: () => Promise<boolean> = checkSignedIn

export const setSignedInCheck = (check: () => Promise<boolean>): void => {
  isSignedIn = check
}

export const guardProtected = async (ctx: GuardContext): Promise<void> => {
  if (await isSignedIn()) return
  throw redirect({ href: signInHrefFor(ctx.href), replace: true })
}

export const guardPublic = async (_ctx: GuardContext): Promise<void> => {
  if (await isSignedIn()) throw redirect({ href: '/', replace: true })
}
