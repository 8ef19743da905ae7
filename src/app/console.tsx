/**
 * The console (composition root, loaded by the entry, src/main.tsx: at once, or on the first
 * thing staff do on the first paint of /sign-in, src/app/first-paint.tsx): locale, app-wide
 * actors (loading bar, dialogs, reload guard), error reporting to the log proxy, the router. The
 * HTTP runtime is src/app/runtime.ts, the session src/app/session.ts.
 *
 * THE router is made here, from the route tree src/app/console-routes.ts composes of the shell and
 * the list of areas; the menu goes to the main layout and the home page through `MenuContext`.
 * Typed navigation (`navigate({ to: '/doctor/$doctorId', params })`, `linkOptions`, `getRouteApi`,
 * `lazyRoute`) checks against this router's tree (`Register`, below).
 */
import { createRouter, RouterProvider } from '@tanstack/react-router'
import { PrimeReactProvider } from 'primereact/api'
import './dayjs'
import { installPrimeLocale, primeA11yPassThrough, primeLocale } from './locale'
import { startReloadGuard } from './reload-guard'
import { menuSpec, routeTree } from './console-routes'
import { MenuContext } from './area'
import { consoleRouterOptions, preloadRouteChunks } from './router'
import { registerNavigation } from './session'
import { startErrorReporting } from './runtime'
import { ensureSession } from './session'
import { installTestHooks } from './test-hooks'
import { inspect } from './inspect'
import { ActorInspectContext } from '../views/components/page-actor'

export const router = createRouter({ routeTree, ...consoleRouterOptions() })

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}

// the session sends staff to /sign-in when it ends and lands them after sign-in, with this router
registerNavigation((href, replace) => void router.navigate({ href, replace }))

// the session's restore (Firebase: IndexedDB, then its account look-up, which the guard waits for)
// starts now rather than when the router first runs the guard, after this module graph and a render
ensureSession()
// the current route's chunks load while the guard waits for Firebase (src/app/router.tsx)
preloadRouteChunks(window.location.pathname, router)
installPrimeLocale()
startReloadGuard()
startErrorReporting()
installTestHooks(
  () => Object.keys(router.routesByPath),
  (href) => router.navigate({ href }),
)

export const ConsoleApp = () => (
  <PrimeReactProvider value={{ locale: primeLocale, ripple: false, pt: primeA11yPassThrough }}>
    <ActorInspectContext.Provider value={inspect}>
      {/* the list pages' contexts (CSV export, saved views) come with the main layout: src/app/main-shell.tsx */}
      <MenuContext.Provider value={menuSpec}>
        <RouterProvider router={router} />
      </MenuContext.Provider>
    </ActorInspectContext.Provider>
  </PrimeReactProvider>
)
