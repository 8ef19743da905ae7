/**
 * The sign-in routes' lazy parts: their components with their pages (one chunk,
 * `sign-in.lazy-*.js`, loaded on demand through `route.lazy` like every route's;
 * scripts/bundle-budget.mjs lists it with what the first input on /sign-in adds). The search is
 * read from the route `lazyRoute` hands the props hook (src/app/area.ts): this module never
 * imports sign-in.area.ts.
 */
import { SignInActionPage } from './sign-in-action.page'
import { SignInPage } from './sign-in.page'
import { signInNoticeOf } from './sign-in-form.component'
import { firstPaintTakeOver } from '../../app/first-paint'
import { lazyRoute } from '../../app/area'
import { useNavigateHref } from '../../app/navigation'
import { emulatorOobUrl, signInActionLive, signInLive } from '../../app/sign-in-session'

export const signIn = lazyRoute('/simple/sign-in', SignInPage, (route) => ({
  logic: signInLive,
  pageUrl: window.location.href,
  notice: signInNoticeOf(route.useSearch()),
  emulatorOobUrl,
  takeOver: firstPaintTakeOver,
}))

export const signInAction = lazyRoute('/simple/sign-in-action', SignInActionPage, () => ({
  logic: signInActionLive,
  url: window.location.href,
  onNavigate: useNavigateHref(),
}))
