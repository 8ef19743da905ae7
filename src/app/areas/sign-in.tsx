/**
 * The sign-in routes (issue 5): /sign-in and /sign-in-action (the e-mail link's return
 * page). The router mounts what `signInRoutes(parent)` returns under the simple layout,
 * whose `beforeLoad` (guardPublic) sends signed-in staff to /.
 */
import { createRoute, type AnyRoute } from '@tanstack/react-router'
import { SignInActionPage } from '../../views/pages/sign-in/sign-in-action.page'
import { SignInPage } from '../../views/pages/sign-in/sign-in.page'
import { useNavigateHref } from '../navigation'
import { emulatorOobUrl, signInActionLive, signInLive } from '../session'

export interface SignInSearch {
  /** The page first asked for (set by the guard). */
  readonly redirect?: string
  /** 'expired': the session ended while staff were working. */
  readonly reason?: 'expired'
}

export const validateSignInSearch = (search: Record<string, unknown>): SignInSearch => ({
  ...(typeof search.redirect === 'string' && search.redirect !== '' ? { redirect: search.redirect } : {}),
  ...(search.reason === 'expired' ? { reason: 'expired' as const } : {}),
})

export const signInRoutes = <P extends AnyRoute>(parent: P) => {
  const signIn = createRoute({
    getParentRoute: () => parent,
    path: 'sign-in',
    validateSearch: validateSignInSearch,
  })
  signIn.update({
    component: function SignInRoute() {
      const search = signIn.useSearch() as SignInSearch
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
  const signInAction = createRoute({
    getParentRoute: () => parent,
    path: 'sign-in-action',
    component: function SignInActionRoute() {
      return <SignInActionPage logic={signInActionLive} url={window.location.href} onNavigate={useNavigateHref()} />
    },
  })
  return [signIn, signInAction] as const
}
