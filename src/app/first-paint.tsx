/**
 * The first paint (docs/decisions.md "Sign-in bundle budget"): what the entry chunk
 * shows before the console has loaded.
 *
 * - `/sign-in` with no session remembered in this browser: the sign-in form, drawn by the entry
 *   alone (React, XState, the first-paint machine, the form). The console — router, session,
 *   Firebase, Effect, PrimeReact, the sign-in machine — loads on the first key, pointer or text put
 *   in the field, is rendered hidden behind the form, and takes the screen when its sign-in page
 *   is mounted (`firstPaintTakeOver.claim`, from that page's layout effect: what was typed, a
 *   submit already asked for and the focus go with it). While a pointer is held on the form the
 *   swap waits for its release: a click pressed on one form and released on the other is no
 *   click. If the console lands elsewhere (a session the hint did not know of: the public guard
 *   sends staff to /; an error page), the root shell claims the screen for it.
 * - Anywhere else, or `/sign-in` when a session is remembered (`rememberSession`, written by the
 *   session, src/app/session.ts): the console loads at once and is shown as soon as it has.
 *
 * The session hint only decides what to load first; whether anybody is signed in is still
 * Firebase's answer (the guards). A wrong hint costs a moment, never access: with no hint but a
 * session, the form shows until staff touch it and the console then sends them to /.
 *
 * Failures before the console has loaded (its chunk) are shown on the page with 再読み込み and
 * written to the browser console: the log proxy is part of the console that did not load.
 */
import { useSelector } from '@xstate/react'
import { useLayoutEffect, type ComponentType } from 'react'
import { createActor, fromPromise, type ActorRefFrom } from 'xstate'
import { firstPaintMachine } from '../machines/first-paint.machine'
import { SimpleLayout } from '../views/layouts/simple.layout'
import { signInNoticeOf } from '../areas/sign-in/sign-in-form.component'
import {
  SignInFirstPaint,
  type FirstPaintClaimant,
  type FirstPaintHandoff,
  type FirstPaintTakeOver,
} from '../areas/sign-in/sign-in-first-paint.component'
import { appName, footerFacts } from './brand'
import { signInPath } from './paths'

/** localStorage key: '1' while this browser has a signed-in session (a hint, see above). */
export const sessionHintKey = 'medicolle.console.session'

const storage = (): Storage | undefined => {
  try {
    return window.localStorage
  } catch {
    return undefined
  }
}

/** Written by the session as it learns whether somebody is signed in. */
export const rememberSession = (signedIn: boolean): void => {
  try {
    if (signedIn) storage()?.setItem(sessionHintKey, '1')
    else storage()?.removeItem(sessionHintKey)
  } catch {
    // storage full or refused: the hint is only an optimisation
  }
}

/** The address the first paint draws itself: /sign-in (the link's return page needs the console). */
export const isFirstPaintPath = (pathname: string): boolean => pathname === signInPath || pathname === `${signInPath}/`

/** Whether this load starts with the first paint (else the console loads at once). */
export const firstPaintApplies = (pathname: string, store: Pick<Storage, 'getItem'> | undefined = storage()): boolean =>
  isFirstPaintPath(pathname) && store?.getItem(sessionHintKey) !== '1'

type ConsoleComponent = ComponentType
type FirstPaintActor = ActorRefFrom<typeof firstPaintMachine>

let current: FirstPaintActor | undefined
let lightInput: HTMLInputElement | null = null
let afterClaim: (() => void) | undefined
/** The page whose claim waits for a held pointer's release (the machine's `claimed`). */
let waiting: FirstPaintClaimant | undefined

/**
 * A claim never waits longer than this for a pointer's release (one missed `pointerup` must not
 * keep the console hidden): a click is far shorter.
 */
const releaseFallbackMs = 1000

/** Start the first paint: load the console now (`light` false) or on the first thing staff do. */
export const startFirstPaint = (
  loadConsole: () => Promise<ConsoleComponent>,
  light: boolean,
  reload: () => void = () => window.location.reload(),
): FirstPaintActor => {
  const logic = firstPaintMachine.provide({
    actors: { loadConsole: fromPromise<unknown>(() => loadConsole()) },
    actions: {
      reportFailure: (_, { error }) => console.error('The console could not be loaded', error),
      reloadPage: () => reload(),
    },
  })
  current = createActor(logic, { input: { light } }).start()
  waiting = undefined
  return current
}

/** What staff did on the light form, read as the console takes the screen (`event` makes it `shown`). */
const handOver = (actor: FirstPaintActor, page: FirstPaintClaimant, event: 'page.claim' | 'page.release') => {
  const handoff: FirstPaintHandoff = {
    email: lightInput?.value ?? '',
    submit: actor.getSnapshot().context.submitRequested,
    focused: lightInput !== null && document.activeElement === lightInput,
  }
  afterClaim = page.restore ? () => page.restore?.(handoff) : undefined
  actor.send({ type: event })
  page.apply?.(handoff)
}

/** The held pointer is up (its click, if any, has been dispatched): a waiting claim goes ahead. */
const release = () => {
  const actor = current
  if (actor === undefined || actor.getSnapshot().status !== 'active') return
  const page = waiting
  waiting = undefined
  if (page !== undefined && actor.getSnapshot().matches('claimed')) handOver(actor, page, 'page.release')
  else actor.send({ type: 'page.release' })
}

/**
 * A pointer went down on the light page: the console wakes (the machine), and a claim made before
 * the pointer is up waits for it. `pointerup` is followed by its `click` in the same task, so the
 * release is taken a task later.
 */
const press = (actor: FirstPaintActor) => {
  actor.send({ type: 'page.press' })
  const up = () => {
    window.removeEventListener('pointerup', up, true)
    window.removeEventListener('pointercancel', up, true)
    setTimeout(release, 0)
  }
  window.addEventListener('pointerup', up, true)
  window.addEventListener('pointercancel', up, true)
}

/** How the console's pages take the screen from the first paint (a no-op when there is none). */
export const firstPaintTakeOver: FirstPaintTakeOver = {
  typed: () => {
    const snapshot = current?.getSnapshot()
    return snapshot?.matches('mounted') || snapshot?.matches('claimed') ? (lightInput?.value ?? '') : undefined
  },
  claim: (page = {}) => {
    const actor = current
    const snapshot = actor?.getSnapshot()
    if (actor === undefined || snapshot === undefined || !snapshot.matches('mounted')) return false
    if (snapshot.context.pressed) {
      waiting = page
      actor.send({ type: 'page.claim' }) // → claimed, until the release
      setTimeout(() => waiting === page && release(), releaseFallbackMs)
      return true
    }
    handOver(actor, page, 'page.claim')
    return true
  },
}

/** Claim the screen for whatever the console shows (its root shell, when that is not /sign-in). */
export const claimScreen = (): void => {
  firstPaintTakeOver.claim()
}

/** The entry's root: the first paint and, once loaded, the console (hidden until it claims the screen). */
export const FirstPaint = ({ actor }: { readonly actor: FirstPaintActor }) => {
  const state = useSelector(actor, (snapshot) => snapshot)
  const shown = state.matches('shown')
  const failed = state.matches('failed')
  const Console = state.context.console as ConsoleComponent | null

  // the first paint is gone and the console visible: give the focus back (same task as the claim)
  useLayoutEffect(() => {
    if (!shown) return
    afterClaim?.()
    afterClaim = undefined
  }, [shown])

  const send = actor.send
  const search = new URLSearchParams(window.location.search)
  return (
    <>
      {!shown && (state.context.light || failed) && (
        <SimpleLayout appName={appName} footer={footerFacts()}>
          <SignInFirstPaint
            notice={signInNoticeOf({ reason: search.get('reason'), redirect: search.get('redirect') })}
            submitting={state.context.submitRequested}
            failed={failed}
            inputRef={(element) => {
              lightInput = element
            }}
            onWake={() => send({ type: 'page.wake' })}
            onPress={() => press(actor)}
            onSubmit={() => send({ type: 'page.submit' })}
            onReload={() => send({ type: 'page.retry' })}
          />
        </SimpleLayout>
      )}
      {Console !== null && (
        <div className="first-paint-console" style={{ display: shown ? 'contents' : 'none' }}>
          <Console />
        </div>
      )}
    </>
  )
}
