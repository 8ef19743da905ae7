/**
 * The sign-in routes: /sign-in and /sign-in-action (the e-mail link's return page), under the
 * simple layout, whose `beforeLoad` (guardPublic) sends signed-in staff to /. Their lazy parts
 * (sign-in.lazy.tsx: components and pages, one chunk) load on demand through `route.lazy`.
 */
import { createRoute } from '@tanstack/react-router'
import { Schema } from 'effect'
import { simpleLayoutRoute } from '../../app/routes/layouts'
import { parseListSearch } from '../../domain/list-search'
import { defineArea } from '../../app/area'

/** `redirect`: the page first asked for (set by the guard); `reason=expired`: the session ended while working. */
export const SignInSearch = Schema.Struct({
  redirect: Schema.optional(Schema.String.pipe(Schema.check(Schema.isMinLength(1)))),
  reason: Schema.optional(Schema.Literal('expired')),
})
export type SignInSearch = typeof SignInSearch.Type
export const validateSignInSearch = parseListSearch(SignInSearch)

export const signInArea = defineArea({
  key: 'sign-in',
  routes: {
    simple: [
      createRoute({ getParentRoute: () => simpleLayoutRoute, path: 'sign-in', validateSearch: validateSignInSearch }),
      createRoute({ getParentRoute: () => simpleLayoutRoute, path: 'sign-in-action' }),
    ],
  },
  lazy: () => import('./sign-in.lazy'),
})
