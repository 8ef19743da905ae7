/**
 * Sign-in machine (the /sign-in page): ask for the e-mail, check admission for the
 * login destination `management`, send the sign-in link, remember the e-mail locally.
 *
 * Spec (4. Sign-in flow): the link's return page is the current address plus
 * '-action/'. The address's query (e.g. `?redirect=/doctor/42`) is kept on the return
 * page so that staff land where they first wanted to go, even when they open the link
 * in another browser.
 *
 * Actors and actions are placeholders here; the composition root (src/app/session.ts)
 * provides them: `checkAdmission` fails with a tagged error ('admission failed') when the
 * e-mail is not admitted, `reportFailure` puts the explanation on the message dialog queue.
 */
import { assign, fromPromise, setup } from 'xstate'
import { emailPattern, normalizeEmail } from '../domain/fields'

export interface SignInInput {
  /** The address of the sign-in page as opened, e.g. 'http://host/sign-in?redirect=%2Fdoctor'. */
  readonly pageUrl: string
  /** Prefill (e.g. the e-mail remembered from the last sign-in). */
  readonly email?: string
}

export type SignInProblem = 'email-required' | 'email-invalid'

interface SignInContext {
  readonly email: string
  readonly returnUrl: string
  readonly problem: SignInProblem | null
  /** E-mail the link was sent to (shown in the 'mail sent' state). */
  readonly sentTo: string | null
}

export type SignInEvent =
  | { readonly type: 'email.change'; readonly value: string }
  | { readonly type: 'email.submit' }
  | { readonly type: 'email.reset' }
  | { readonly type: 'link.resend' }

export type SignInFailureStep = 'admission' | 'send'

/** NFKC (full-width '＠' and letters typed with a Japanese IME) and no spaces. */
export const normaliseEmail = (raw: string): string => normalizeEmail(raw)

/** The same e-mail shape the domain's `Email` schema (and the admission query) accepts. */
export const emailProblem = (raw: string): SignInProblem | null => {
  const email = normaliseEmail(raw)
  if (email === '') return 'email-required'
  return emailPattern.test(email) && email.length <= 254 ? null : 'email-invalid'
}

/**
 * The return page of the link: the current address plus '-action/', keeping the query.
 * 'http://h/sign-in?redirect=%2Fdoctor' → 'http://h/sign-in-action/?redirect=%2Fdoctor'
 */
export const signInReturnUrl = (pageUrl: string): string => {
  const url = new URL(pageUrl)
  url.pathname = `${url.pathname.replace(/\/+$/, '')}-action/`
  url.hash = ''
  return url.toString()
}

export const signInMachine = setup({
  types: {
    context: {} as SignInContext,
    events: {} as SignInEvent,
    input: {} as SignInInput,
  },
  actors: {
    checkAdmission: fromPromise<void, { readonly email: string }>(async () => {
      throw new Error('provide checkAdmission')
    }),
    sendLink: fromPromise<void, { readonly email: string; readonly returnUrl: string }>(async () => {
      throw new Error('provide sendLink')
    }),
  },
  actions: {
    rememberEmail: (_, _params: { readonly email: string }) => {},
    reportFailure: (_, _params: { readonly step: SignInFailureStep; readonly error: unknown }) => {},
  },
  guards: {
    emailAcceptable: ({ context }) => emailProblem(context.email) === null,
  },
}).createMachine({
  id: 'signIn',
  context: ({ input }) => ({
    email: input.email ?? '',
    returnUrl: signInReturnUrl(input.pageUrl),
    problem: null,
    sentTo: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'email.change': { actions: assign({ email: ({ event }) => event.value, problem: null }) },
        'email.submit': [
          {
            guard: 'emailAcceptable',
            target: 'checkingAdmission',
            actions: assign({ email: ({ context }) => normaliseEmail(context.email), problem: null }),
          },
          { actions: assign({ problem: ({ context }) => emailProblem(context.email) }) },
        ],
      },
    },
    checkingAdmission: {
      tags: ['busy'],
      invoke: {
        id: 'checkAdmission',
        src: 'checkAdmission',
        input: ({ context }) => ({ email: context.email }),
        onDone: 'sendingLink',
        onError: {
          target: 'editing',
          actions: { type: 'reportFailure', params: ({ event }) => ({ step: 'admission', error: event.error }) },
        },
      },
    },
    sendingLink: {
      tags: ['busy'],
      invoke: {
        id: 'sendLink',
        src: 'sendLink',
        input: ({ context }) => ({ email: context.email, returnUrl: context.returnUrl }),
        onDone: {
          target: 'mailSent',
          actions: [
            assign({ sentTo: ({ context }) => context.email }),
            { type: 'rememberEmail', params: ({ context }) => ({ email: context.email }) },
          ],
        },
        onError: {
          target: 'editing',
          actions: { type: 'reportFailure', params: ({ event }) => ({ step: 'send', error: event.error }) },
        },
      },
    },
    mailSent: {
      on: {
        'email.reset': { target: 'editing', actions: assign({ email: '', sentTo: null, problem: null }) },
        'link.resend': 'sendingLink',
      },
    },
  },
})
