/**
 * The sign-in routes' lazy parts: their components with their pages (one chunk,
 * `sign-in.lazy-*.js`, loaded on demand through `route.lazy` like every route's;
 * scripts/bundle-budget.mjs lists it with what the first input on /sign-in adds). The search is
 * read by route id (`getRouteApi`): this module never imports sign-in.area.ts.
 */
import { createLazyRoute, getRouteApi } from '@tanstack/react-router'
import { SignInActionPage } from './sign-in-action.page'
import { SignInPage } from './sign-in.page'
import { signInNoticeOf } from './sign-in-form.component'
import { firstPaintTakeOver } from '../../app/first-paint'
import { useNavigateHref } from '../../app/navigation'
import { emulatorOobUrl, signInActionLive, signInLive } from '../../app/session'

const signInRoute = getRouteApi('/simple/sign-in')

const SignInRoute = () => {
  const search = signInRoute.useSearch()
  return (
    <SignInPage
      logic={signInLive}
      pageUrl={window.location.href}
      notice={signInNoticeOf(search)}
      emulatorOobUrl={emulatorOobUrl}
      takeOver={firstPaintTakeOver}
    />
  )
}

const SignInActionRoute = () => (
  <SignInActionPage logic={signInActionLive} url={window.location.href} onNavigate={useNavigateHref()} />
)

export const signIn = createLazyRoute('/simple/sign-in')({ component: SignInRoute })
export const signInAction = createLazyRoute('/simple/sign-in-action')({ component: SignInActionRoute })
