/**
 * Route components of the shell: the root (loading bar, app-wide dialogs), the simple layout,
 * the 404 page and the error page (the main layout, with the menu, is main-shell.tsx: it loads
 * with the first signed-in page, not with /sign-in). They bind app actors and router state to
 * the pure views.
 */
import { reportUiError } from './runtime'
import { Outlet, useRouterState, type ErrorComponentProps } from '@tanstack/react-router'
import { useSelector } from '@xstate/react'
import { lazy, Suspense, useEffect, useLayoutEffect, useSyncExternalStore, type ReactNode } from 'react'
import { ConfirmDialogHost } from '../views/dialogs/confirm.dialog'
import { MessageDialog } from '../views/dialogs/message.dialog'
import { MessageHistoryDialog } from '../views/dialogs/message-history.dialog'
import { LoadingBar } from '../views/components/loading-bar.component'
import { SimpleLayout } from '../views/layouts/simple.layout'
import { ErrorPage } from '../views/pages/error/error.page'
import { NotFoundPage } from '../views/pages/error/not-found.page'
import { appName, footerFacts } from './brand'
import { errorStatus, isChunkLoadError } from './chunk-error'
import { claimScreen, isFirstPaintPath } from './first-paint'
import { confirmHost, messageHistory, messageQueue } from './dialogs'
import { beginWork, loadingBar } from './loading'
import { toastHost } from './notify'
import { reloadGuard, reportChunkFailure } from './reload-guard'

/** Reports route loads (navigation, lazy chunks, loaders) to the loading bar. */
const RouteLoadReporter = () => {
  const loading = useRouterState({ select: (state) => state.isLoading || state.status === 'pending' })
  useEffect(() => (loading ? beginWork() : undefined), [loading])
  return null
}

/**
 * The console loaded behind the first paint of /sign-in (src/app/first-paint.tsx) and landed
 * elsewhere (a session the first paint did not know of went to /): it takes the screen. On
 * /sign-in the sign-in page takes it itself, with what was typed.
 */
const FirstPaintClaim = () => {
  const landed = useRouterState({ select: (state) => (state.status === 'idle' ? state.location.pathname : undefined) })
  useLayoutEffect(() => {
    if (landed !== undefined && !isFirstPaintPath(landed)) claimScreen()
  }, [landed])
  return null
}

/** PrimeReact's Toast, loaded with the first toast (src/app/notify.ts `showSuccess`): not in the console's first load. */
const PrimeToast = lazy(() => import('primereact/toast').then((module) => ({ default: module.Toast })))

const ToastHost = () => {
  const wanted = useSyncExternalStore(toastHost.subscribe, toastHost.wanted)
  return wanted ? (
    <Suspense fallback={null}>
      <PrimeToast ref={toastHost.attach} position="top-right" />
    </Suspense>
  ) : null
}

export const RootShell = () => (
  <>
    <FirstPaintClaim />
    <LoadingBar actor={loadingBar} />
    <RouteLoadReporter />
    <Outlet />
    <MessageDialog actor={messageQueue} />
    <ConfirmDialogHost actor={confirmHost} />
    <MessageHistoryDialog actor={messageHistory} />
    <ToastHost />
  </>
)

export const SimpleShell = ({ children }: { readonly children?: ReactNode }) => (
  <SimpleLayout appName={appName} footer={footerFacts()}>
    {children ?? <Outlet />}
  </SimpleLayout>
)

/** Unknown route: 404 'This page could not be found', in the simple layout. */
export const NotFoundShell = () => (
  <SimpleShell>
    <NotFoundPage />
  </SimpleShell>
)

/**
 * Route or render error. A chunk-load error goes to the reload guard first: while the guard
 * reloads the page a short notice shows; otherwise (a reload within the last 60 s) the error page.
 */
export const RouteErrorShell = ({ error }: ErrorComponentProps) => {
  const chunk = isChunkLoadError(error)
  // an error is shown, whatever the first paint was waiting for
  useLayoutEffect(claimScreen, [])
  useEffect(() => {
    if (chunk) reportChunkFailure()
    else reportUiError(error)
  }, [chunk, error])
  // 'armed': the effect above is about to reload; 'reloading': it did. Either way, no error flash.
  const reloading = useSelector(reloadGuard, (state) => state.hasTag('reloading') || state.hasTag('armed'))
  return <ErrorPage status={errorStatus(error)} reloading={chunk && reloading} />
}
