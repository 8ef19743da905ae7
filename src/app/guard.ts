/**
 * Route guards ("middleware") and their registry.
 *
 * Routes name their guard: the layout routes (src/app/routes/layouts.tsx) call
 * `runGuard('protected', ctx)` in the `beforeLoad` of the main layout (every route but the
 * sign-in routes) and `runGuard('public', ctx)` in that of the simple layout. A guard may
 * throw TanStack Router's `redirect(...)`.
 *
 * SPEC 8 'Unknown middleware → 500': a route naming a guard that is not registered fails
 * with `UnknownMiddleware` (status 500). The router renders it with the route error
 * component (`RouteErrorShell`): the error page 'An error occurred' with 500, and the error
 * is reported through the log proxy. Never a crash, never a pass.
 *
 * The two guards:
 *
 * - Protected, signed out → /sign-in?redirect=<the location asked for>.
 * - Public (sign-in pages), signed in → /.
 * The check is `checkSignedIn` (src/app/session.ts): the token machine polls every 100 ms
 * and gives up after 5000 ms; a failure is logged ('Failed to get id token in check
 * signed!') and counts as signed out.
 */
import { redirect } from '@tanstack/react-router'
import { safeRedirect } from '../machines/sign-in-action.machine'
import { signInPath } from './paths'
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

/** A guard runs before a route loads; it may throw `redirect(...)`. */
export type Guard = (ctx: GuardContext) => Promise<void>

/** The registered guards, by the name routes use. */
export const guards = {
  protected: guardProtected,
  public: guardPublic,
} as const satisfies Record<string, Guard>

export type GuardName = keyof typeof guards

/** SPEC 8 'Unknown middleware → 500': a route named a guard that is not registered. */
export class UnknownMiddleware extends Error {
  override readonly name = 'UnknownMiddleware'
  readonly status = 500
  constructor(readonly middleware: string) {
    super(`Unknown middleware: ${middleware}`)
  }
}

const isRegistered = (name: string): name is GuardName => Object.hasOwn(guards, name)

/** Run the guard registered under `name`; an unregistered name rejects with `UnknownMiddleware`. */
export const runGuard = async (name: string, ctx: GuardContext): Promise<void> => {
  if (!isRegistered(name)) throw new UnknownMiddleware(name)
  await guards[name](ctx)
}
