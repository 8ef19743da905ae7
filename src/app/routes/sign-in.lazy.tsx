/**
 * The sign-in routes' components with their pages (one chunk, `sign-in.lazy-*.js`, loaded on
 * demand like every route's; scripts/bundle-budget.mjs counts it in /sign-in's budget).
 */
import { SignInActionPage } from '../../views/pages/sign-in/sign-in-action.page'
import { SignInPage } from '../../views/pages/sign-in/sign-in.page'
import { signInNoticeOf } from '../../views/pages/sign-in/sign-in-form'
import { firstPaintTakeOver } from '../first-paint'
import { useNavigateHref } from '../navigation'
import { emulatorOobUrl, signInActionLive, signInLive } from '../session'
import { signInRoute } from './sign-in.routes'

export const SignInRoute = () => {
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

export const SignInActionRoute = () => (
  <SignInActionPage logic={signInActionLive} url={window.location.href} onNavigate={useNavigateHref()} />
)
