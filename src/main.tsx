/**
 * Composition root: theme and locale, app-wide actors (loading bar, dialogs, reload guard),
 * error reporting to the log proxy, the router. The HTTP runtime is src/app/runtime.ts, the
 * session src/app/session.ts.
 */
// first: the theme's stylesheet comes before every other stylesheet, which may override it
import './app/theme'
import { RouterProvider } from '@tanstack/react-router'
import { PrimeReactProvider } from 'primereact/api'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './app/dayjs'
import { installPrimeLocale, primeA11yPassThrough, primeLocale } from './app/locale'
import { startReloadGuard } from './app/reload-guard'
import { router } from './app/router'
import { startErrorReporting } from './app/runtime'
import { installTestHooks } from './app/test-hooks'
import { inspect } from './app/inspect'
import { ActorInspectContext } from './views/components/page-actor'

installPrimeLocale()
startReloadGuard()
startErrorReporting()
installTestHooks(
  () => Object.keys(router.routesByPath),
  (href) => router.navigate({ href }),
)

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

createRoot(container).render(
  <StrictMode>
    <PrimeReactProvider value={{ locale: primeLocale, ripple: false, pt: primeA11yPassThrough }}>
      <ActorInspectContext.Provider value={inspect}>
        {/* the list pages' contexts (CSV export, saved views) come with the main layout: src/app/main-shell.tsx */}
        <RouterProvider router={router} />
      </ActorInspectContext.Provider>
    </PrimeReactProvider>
  </StrictMode>,
)
