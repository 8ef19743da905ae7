/**
 * The sign-in routes: /sign-in and /sign-in-action (the e-mail link's return page), under the
 * simple layout, whose `beforeLoad` (guardPublic) sends signed-in staff to /.
 */
import { createRoute } from '@tanstack/react-router'
import { Schema } from 'effect'
import { SignInActionPage } from '../../views/pages/sign-in/sign-in-action.page'
import { SignInPage } from '../../views/pages/sign-in/sign-in.page'
import { useNavigateHref } from '../navigation'
import { emulatorOobUrl, signInActionLive, signInLive } from '../session'
import { simpleLayoutRoute } from './layouts'
import { parseListSearch } from './search'

/** `redirect`: the page first asked for (set by the guard); `reason=expired`: the session ended while working. */
export const SignInSearch = Schema.Struct({
  redirect: Schema.optional(Schema.String.pipe(Schema.check(Schema.isMinLength(1)))),
  reason: Schema.optional(Schema.Literal('expired')),
})
export type SignInSearch = typeof SignInSearch.Type
export const validateSignInSearch = parseListSearch(SignInSearch)

export const signInRoute = createRoute({ getParentRoute: () => simpleLayoutRoute, path: 'sign-in', validateSearch: validateSignInSearch })
signInRoute.update({
  component: function SignInRoute() {
    const search = signInRoute.useSearch()
    return (
      <SignInPage
        logic={signInLive}
        pageUrl={window.location.href}
        notice={search.reason === 'expired' ? 'expired' : search.redirect ? 'redirect' : undefined}
        emulatorOobUrl={emulatorOobUrl}
      />
    )
  },
})

export const signInActionRoute = createRoute({
  getParentRoute: () => simpleLayoutRoute,
  path: 'sign-in-action',
  component: function SignInActionRoute() {
    return <SignInActionPage logic={signInActionLive} url={window.location.href} onNavigate={useNavigateHref()} />
  },
})

export const signInRoutes = [signInRoute, signInActionRoute] as const
