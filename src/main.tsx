/**
 * Composition root: theme and locale, app-wide actors (loading bar, dialogs, reload guard),
 * error reporting to the log proxy, the router. The HTTP runtime is src/app/runtime.ts, the
 * session src/app/session.ts.
 */
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
import { installTheme } from './app/theme'
import { inspect } from './app/inspect'
import { ActorInspectContext } from './views/components/page-actor'
import { ListExportContext } from './views/components/list-export.component'
import { listPages } from './app/wiring/list.wiring'
import { savedViewPages } from './app/wiring/saved-views.wiring'
import { SavedViewsContext } from './views/components/saved-views.component'

installTheme()
installPrimeLocale()
startReloadGuard()
startErrorReporting()
installTestHooks(() => Object.keys(router.routesByPath))

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

createRoot(container).render(
  <StrictMode>
    <PrimeReactProvider value={{ locale: primeLocale, ripple: false, pt: primeA11yPassThrough }}>
      <ActorInspectContext.Provider value={inspect}>
        <ListExportContext.Provider value={listPages.export}>
          <SavedViewsContext.Provider value={savedViewPages.menu}>
            <RouterProvider router={router} />
          </SavedViewsContext.Provider>
        </ListExportContext.Provider>
      </ActorInspectContext.Provider>
    </PrimeReactProvider>
  </StrictMode>,
)
