/**
 * Route guards (owned by the sign-in work, issue 5).
 *
 * The router (src/app/router.tsx) calls `guardProtected` in the `beforeLoad` of the
 * main layout route (every route but the sign-in routes) and `guardPublic` in the
 * `beforeLoad` of the sign-in routes. Both may throw TanStack Router's `redirect(...)`.
 *
 * Placeholder until the session machine lands: lets everything through.
 */
export interface GuardContext {
  /** The location being opened, e.g. '/doctor/42?keyword=x' (used to come back after sign-in). */
  readonly href: string
}

export const guardProtected = async (_ctx: GuardContext): Promise<void> => {}

export const guardPublic = async (_ctx: GuardContext): Promise<void> => {}
