/**
 * Session wiring (composition root of the sign-in work): the auth machines get
 * their actors and actions here, from the `Auth` service (Firebase + the HTTP client).
 *
 * - `checkSignedIn()`: the guard's check: runs the token machine (poll 100 ms, give up at
 *   5000 ms); a failure logs 'Failed to get id token in check signed!' and counts as
 *   signed out.
 * - `session`: the app-wide session actor (started on first use), fed by Firebase's auth
 *   state. An asked-for logout (src/app/logout.ts → `registerSignOut`) signs out and
 *   forgets every form draft; a session that ends on its own sends staff to
 *   /sign-in?redirect=<where they were>&reason=expired, drafts kept (src/app/drafts.ts).
 * The sign-in pages' machines are provided in src/app/sign-in-session.ts (with the sign-in routes'
 * chunk, not the console's), on `run` / `withAuth` / `navigateTo` from here.
 *
 * Machines reach the services through the bridge (`effectActor`, src/app/bridge.ts):
 * leaving a state aborts the signal, which interrupts the fiber.
 */
import { useSelector } from '@xstate/react'
import { Effect } from 'effect'
import { fromCallback, toPromise, type ActorOptions, type AnyActorLogic, type EventObject } from 'xstate'
import { createActor } from './inspect'
import { sessionMachine, type SessionUser } from '../machines/session.machine'
import { tokenMachine, type TokenOutcome } from '../machines/token.machine'
import { Auth, authTexts } from '../services/auth.service'
import { clearAllDrafts } from './drafts'
import { effectActor, settleUnlessAborted } from './bridge'
import { rememberSession } from './first-paint'
import { registerSignOut } from './logout'
import { signInPath } from './paths'
import { runtime } from './runtime'

// ---------------------------------------------------------------------------------------
// Auth = Firebase (IdentityProvider) + the HTTP client (admissions) + localStorage, on THE app
// runtime (src/app/runtime.ts).


/** Run an effect needing `Auth`; aborting `signal` interrupts it. Rejects with the typed error. */
export const run = <A, E>(effect: Effect.Effect<A, E, Auth>, signal?: AbortSignal): Promise<A> =>
  settleUnlessAborted(runtime.runPromise(effect, signal ? { signal } : undefined), signal)

export const withAuth = <A, E>(f: (auth: Auth['Service']) => Effect.Effect<A, E>): Effect.Effect<A, E, Auth> => Auth.use(f)

// ---------------------------------------------------------------------------------------
// The guard's check.

export const tokenLive = tokenMachine.provide({
  actors: {
    readToken: effectActor(() => withAuth((auth) => auth.currentToken)),
  },
})

/** Ask a token machine; a failure (timeout, provider error) is logged and counts as signed out. */
export const checkSignedInWith = async (
  logic: typeof tokenMachine,
  options: Pick<ActorOptions<AnyActorLogic>, 'clock'> = {},
): Promise<boolean> => {
  const outcome: TokenOutcome = await toPromise(createActor(logic, options).start())
  if (outcome.kind === 'token') return true
  if (outcome.kind === 'failed') console.error(authTexts.checkSignedFailure, outcome.message)
  return false
}

/** The guard's check, against Firebase. */
export const checkSignedIn = (): Promise<boolean> => {
  ensureSession()
  return checkSignedInWith(tokenLive)
}

// ---------------------------------------------------------------------------------------
// Session.

type Navigate = (href: string, replace: boolean) => void

/**
 * The router's navigation, handed over by src/app/router.tsx when it is created: the router's
 * guard asks this module whether staff are signed in, so this module cannot import the router
 * back. Until then (a test without the router) the browser goes there itself.
 */
let navigate: Navigate = (href, replace) => (replace ? window.location.replace(href) : window.location.assign(href))

export const registerNavigation = (fn: Navigate): void => {
  navigate = fn
}

/** Go to `href` with the router (the session's and the sign-in pages' landing). */
export const navigateTo = (href: string, replace = false): void => navigate(href, replace)

const isSignInPage = (pathname: string) => pathname === signInPath || pathname.startsWith(`${signInPath}-action`)

let pendingLogout: { resolve: () => void; reject: (error: unknown) => void } | undefined

const sessionLive = sessionMachine.provide({
  actors: {
    authState: fromCallback<EventObject>(({ sendBack }) => {
      let unsubscribe: (() => void) | undefined
      let stopped = false
      void run(
        withAuth((auth) =>
          auth.onAuthState((user) => sendBack({ type: 'auth.changed', user: user satisfies SessionUser | null })),
        ),
      ).then((off) => {
        if (stopped) off()
        else unsubscribe = off
      })
      return () => {
        stopped = true
        unsubscribe?.()
      }
    }),
    signOut: effectActor(() => withAuth((auth) => auth.signOut)),
  },
  actions: {
    leave: () => {
      clearAllDrafts()
      pendingLogout?.resolve()
      pendingLogout = undefined
    },
    expire: () => {
      const { pathname, search, hash } = window.location
      if (isSignInPage(pathname)) return
      const back = `${pathname}${search}${hash}`
      navigateTo(`${signInPath}?redirect=${encodeURIComponent(back)}&reason=expired`, true)
    },
    reportSignOutFailure: (_, { error }) => {
      pendingLogout?.reject(error)
      pendingLogout = undefined
    },
  },
})

export const session = createActor(sessionLive)

// what the next load of /sign-in draws first (src/app/first-paint.tsx): a hint, never access
session.subscribe((snapshot) => {
  if (snapshot.matches('signedIn')) rememberSession(true)
  else if (snapshot.matches('signedOut')) rememberSession(false)
})

let started = false

/** Start the session actor once (the guard does it on the first navigation). */
export const ensureSession = (): void => {
  if (started) return
  started = true
  session.start()
}

/** Sign out through the session (logout.ts reports a failure and goes to /sign-in). */
export const logoutSession = (): Promise<void> => {
  ensureSession()
  const snapshot = session.getSnapshot()
  if (!snapshot.matches('signedIn')) {
    // the auth state is not known yet, or nobody is signed in: sign out anyway, forget drafts
    return run(withAuth((auth) => auth.signOut)).then(() => clearAllDrafts())
  }
  return new Promise<void>((resolve, reject) => {
    pendingLogout = { resolve, reject }
    session.send({ type: 'session.logout' })
  })
}

registerSignOut(logoutSession)

/** The signed-in identity's Firebase uid (its account, `general.auth.get`, says the operator's role). */
export const useSessionUid = (): string | undefined => useSelector(session, (snapshot) => snapshot.context.user?.uid)

/** The signed-in operator's e-mail, for the top bar. */
export const useSessionEmail = (): string | undefined =>
  useSelector(session, (snapshot) => snapshot.context.user?.email ?? undefined)
