/**
 * Token machine: obtains the signed-in identity's ID token by polling.
 *
 * Spec: the guard obtains an identity token by polling every 100 ms and gives up
 * after 5000 ms ('Timed out to get id token.'); failure counts as signed out.
 *
 * The `readToken` actor is a non-blocking probe provided at the composition root
 * (src/app/session.ts). It answers one of:
 * - `{ kind: 'token', token }`: a fresh token of the signed-in user → `ready`
 * - `{ kind: 'signed-out' }`: the auth state is known and nobody is signed in → `signedOut`
 *   (no need to wait 5 s for a user who is plainly signed out)
 * - `{ kind: 'pending' }`: the auth state is not known yet → poll again after `tokenPoll`
 * A rejected probe ends in `failed`; reaching `tokenTimeout` ends in `timedOut`.
 */
import { assign, fromPromise, setup } from 'xstate'

export type TokenProbe =
  | { readonly kind: 'token'; readonly token: string }
  | { readonly kind: 'signed-out' }
  | { readonly kind: 'pending' }

/** Spec text of the token timeout. */
export const tokenTimeoutMessage = 'Timed out to get id token.'

export type TokenOutcome =
  | { readonly kind: 'token'; readonly token: string }
  | { readonly kind: 'signed-out' }
  | { readonly kind: 'failed'; readonly message: string; readonly cause?: unknown }

interface TokenContext {
  readonly outcome: TokenOutcome | undefined
}

const messageOf = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : 'Failed to get id token.'

export const tokenMachine = setup({
  types: {
    context: {} as TokenContext,
    output: {} as TokenOutcome,
  },
  actors: {
    readToken: fromPromise<TokenProbe>(async () => {
      throw new Error('provide readToken')
    }),
  },
  delays: { tokenPoll: 100, tokenTimeout: 5000 },
}).createMachine({
  id: 'token',
  context: { outcome: undefined },
  initial: 'probing',
  after: {
    tokenTimeout: {
      target: '.timedOut',
      actions: assign({ outcome: () => ({ kind: 'failed', message: tokenTimeoutMessage }) }),
    },
  },
  states: {
    probing: {
      tags: ['busy'],
      invoke: {
        id: 'readToken',
        src: 'readToken',
        onDone: [
          {
            guard: ({ event }) => event.output.kind === 'token',
            target: 'ready',
            actions: assign({ outcome: ({ event }) => event.output as TokenOutcome }),
          },
          {
            guard: ({ event }) => event.output.kind === 'signed-out',
            target: 'signedOut',
            actions: assign({ outcome: () => ({ kind: 'signed-out' }) }),
          },
          { target: 'waiting' },
        ],
        onError: {
          target: 'failed',
          actions: assign({
            outcome: ({ event }) => ({ kind: 'failed', message: messageOf(event.error), cause: event.error }),
          }),
        },
      },
    },
    waiting: {
      tags: ['busy'],
      after: { tokenPoll: 'probing' },
    },
    ready: { type: 'final' },
    signedOut: { type: 'final' },
    failed: { type: 'final' },
    timedOut: { type: 'final' },
  },
  output: ({ context }) => context.outcome ?? { kind: 'failed', message: tokenTimeoutMessage },
})
