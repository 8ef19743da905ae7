/**
 * Sign-in action machine (the /sign-in-action page, the return page of the e-mail link).
 *
 * - An address that is not a valid e-mail-link sign-in → `invalidLink` (the page says, in
 *   Japanese, that this is not a transition from the e-mail link).
 * - A link opened where no e-mail is remembered (another browser or device) → `askingEmail`
 *   instead of failing.
 * - Sign-in completes → `land` with the page first asked for (`?redirect=`), or '/'.
 *
 * `inspectLink` and `completeSignIn` are provided at the composition root (Firebase).
 * A failed completion keeps the error's `_tag` and message (e.g. an expired link, an e-mail
 * that does not match the link) so the page can explain it; staff may then retype the e-mail.
 */
import { assign, setup } from 'xstate'
import { emailProblem, normaliseEmail, type SignInProblem } from './sign-in.machine'
import { required } from './machine-helpers'

export interface SignInActionInput {
  /** The full address as opened (the e-mail link's continue URL with its codes). */
  readonly url: string
}

export interface LinkInspection {
  readonly isSignInLink: boolean
  readonly rememberedEmail: string | null
}

interface SignInActionContext {
  readonly url: string
  readonly email: string
  /** Where to land after signing in (already made safe). */
  readonly redirect: string
  readonly problem: SignInProblem | null
  /** The last failure: its `_tag` (or 'unknown') and message, for the page to explain. */
  readonly failure: SignInActionFailure | null
}

export interface SignInActionFailure {
  readonly tag: string
  readonly message: string | null
}

export type SignInActionEvent =
  | { readonly type: 'email.change'; readonly value: string }
  | { readonly type: 'email.submit' }
  | { readonly type: 'email.retry' }

const signInPaths = ['/sign-in', '/sign-in-action']

/**
 * Only same-origin paths are followed after signing in (no open redirect), and never
 * back to a sign-in page. Anything else lands on '/'.
 */
export const safeRedirect = (raw: string | null | undefined): string => {
  if (typeof raw !== 'string' || raw === '') return '/'
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return '/'
  let url: URL
  try {
    url = new URL(raw, 'http://console.invalid')
  } catch {
    return '/'
  }
  if (url.origin !== 'http://console.invalid') return '/'
  const path = url.pathname.replace(/\/+$/, '') || '/'
  if (signInPaths.includes(path)) return '/'
  return `${url.pathname}${url.search}${url.hash}`
}

/** The `redirect` query value of an address, made safe. */
export const redirectOf = (href: string): string => {
  try {
    return safeRedirect(new URL(href, 'http://console.invalid').searchParams.get('redirect'))
  } catch {
    return '/'
  }
}

export const failureOf = (error: unknown): SignInActionFailure => {
  const record = typeof error === 'object' && error !== null ? (error as Record<string, unknown>) : {}
  return {
    tag: typeof record._tag === 'string' ? record._tag : 'unknown',
    message: typeof record.message === 'string' && record.message !== '' ? record.message : null,
  }
}

export const signInActionMachine = setup({
  types: {
    context: {} as SignInActionContext,
    events: {} as SignInActionEvent,
    input: {} as SignInActionInput,
  },
  actors: {
    inspectLink: required<LinkInspection, { readonly url: string }>('inspectLink'),
    completeSignIn: required<void, { readonly email: string; readonly url: string }>('completeSignIn'),
  },
  actions: {
    /** Signed in: go to the page first asked for. */
    land: (_, _params: { readonly redirect: string }) => {},
    /** The remembered e-mail has served its purpose. */
    forgetEmail: () => {},
  },
  guards: {
    emailAcceptable: ({ context }) => emailProblem(context.email) === null,
  },
}).createMachine({
  id: 'signInAction',
  context: ({ input }) => ({
    url: input.url,
    email: '',
    redirect: redirectOf(input.url),
    problem: null,
    failure: null,
  }),
  initial: 'inspecting',
  states: {
    inspecting: {
      tags: ['busy'],
      invoke: {
        id: 'inspectLink',
        src: 'inspectLink',
        input: ({ context }) => ({ url: context.url }),
        onDone: [
          { guard: ({ event }) => !event.output.isSignInLink, target: 'invalidLink' },
          {
            guard: ({ event }) => event.output.rememberedEmail !== null && event.output.rememberedEmail !== '',
            target: 'completing',
            actions: assign({ email: ({ event }) => event.output.rememberedEmail ?? '' }),
          },
          { target: 'askingEmail' },
        ],
        onError: 'invalidLink',
      },
    },
    invalidLink: { type: 'final' },
    askingEmail: {
      on: {
        'email.change': { actions: assign({ email: ({ event }) => event.value, problem: null }) },
        'email.submit': [
          {
            guard: 'emailAcceptable',
            target: 'completing',
            actions: assign({ email: ({ context }) => normaliseEmail(context.email), problem: null }),
          },
          { actions: assign({ problem: ({ context }) => emailProblem(context.email) }) },
        ],
      },
    },
    completing: {
      tags: ['busy'],
      invoke: {
        id: 'completeSignIn',
        src: 'completeSignIn',
        input: ({ context }) => ({ email: context.email, url: context.url }),
        onDone: {
          target: 'signedIn',
          actions: ['forgetEmail', { type: 'land', params: ({ context }) => ({ redirect: context.redirect }) }],
        },
        onError: { target: 'failed', actions: assign({ failure: ({ event }) => failureOf(event.error) }) },
      },
    },
    failed: {
      on: { 'email.retry': { target: 'askingEmail', actions: assign({ failure: null, problem: null }) } },
    },
    signedIn: { type: 'final' },
  },
})
