/**
 * Session machine: is somebody signed in? Fed by Firebase's auth state.
 *
 * - `authState` (a callback actor provided at the composition root) subscribes to the
 *   identity provider and sends `auth.changed` with the user, or null when nobody is
 *   signed in. It lives as long as the session actor.
 * - `session.logout` signs out through `signOut`, then `leave` takes staff to /sign-in.
 * - A signed-in user who becomes signed out without asking (the refresh token expired
 *   or was revoked, another tab logged out) triggers `expire`: the composition root
 *   sends them to /sign-in remembering where they were (their form drafts survive,
 *   see src/app/drafts.ts).
 */
import { assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate'

export interface SessionUser {
  readonly uid: string
  readonly email: string | null
}

export type SessionEvent =
  | { readonly type: 'auth.changed'; readonly user: SessionUser | null }
  | { readonly type: 'session.logout' }

interface SessionContext {
  readonly user: SessionUser | null
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    authState: fromCallback<EventObject>(() => {
      throw new Error('provide authState')
    }),
    signOut: fromPromise<void>(async () => {
      throw new Error('provide signOut')
    }),
  },
  actions: {
    /** After an asked-for logout: forget drafts, go to /sign-in. */
    leave: () => {},
    /** The session ended on its own while staff were signed in: go through sign-in and back. */
    expire: () => {},
    /** Logout failed: tell staff (message dialog). */
    reportSignOutFailure: (_, _params: { readonly error: unknown }) => {},
  },
  guards: {
    hasUser: ({ event }) => event.type === 'auth.changed' && event.user !== null,
  },
}).createMachine({
  id: 'session',
  context: { user: null },
  invoke: { id: 'authState', src: 'authState' },
  initial: 'unknown',
  states: {
    unknown: {
      tags: ['busy'],
      on: {
        'auth.changed': [
          { guard: 'hasUser', target: 'signedIn', actions: assign({ user: ({ event }) => event.user }) },
          { target: 'signedOut' },
        ],
      },
    },
    signedIn: {
      tags: ['signed-in'],
      on: {
        'auth.changed': [
          { guard: 'hasUser', actions: assign({ user: ({ event }) => event.user }) },
          { target: 'signedOut', actions: [assign({ user: null }), 'expire'] },
        ],
        'session.logout': 'signingOut',
      },
    },
    signingOut: {
      tags: ['busy', 'signed-in'],
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'signedOut', actions: [assign({ user: null }), 'leave'] },
        onError: {
          target: 'signedIn',
          actions: { type: 'reportSignOutFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    signedOut: {
      on: {
        'auth.changed': {
          guard: 'hasUser',
          target: 'signedIn',
          actions: assign({ user: ({ event }) => event.user }),
        },
      },
    },
  },
})
