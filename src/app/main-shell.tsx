/**
 * The main layout's lazy part (`mainLayout`, loaded through `route.lazy` with the first signed-in
 * page, never with /sign-in; the route itself is src/app/routes/layouts.tsx): its component,
 * the menu for the current location and the signed-in account's role, the top bar, logout, the
 * leave guard, and the contexts the list pages use (CSV export, saved views) and the record pages' 履歴
 * (its machines load when a history is first opened).
 *
 * Hovering or focusing a menu entry preloads its route's chunks (`router.preloadRoute`), so the
 * page is usually there when the click comes.
 */
import { createLazyRoute, Outlet, useLocation, useNavigate, useRouter } from '@tanstack/react-router'
import { useUndoNavigation } from './undo'
import { useSelector } from '@xstate/react'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { canManageOperators } from '../domain/account'
import { livePlaceOf } from '../domain/live'
import { AccountId } from '../domain/ids'
import { ListExportContext } from '../views/components/list-export.component'
import { LeaveGuardContext } from '../views/components/leave-guard'
import { LiveBar, LiveContext } from '../views/components/live.component'
import { usePageActor } from '../views/components/page-actor'
import { SavedViewsContext } from '../views/components/saved-views.component'
import { ConsoleSearchDialog, ShortcutsDialog, type SearchPlaceItem } from '../views/dialogs/console-search.dialog'
import { MessageHistoryButton } from '../views/dialogs/message-history.dialog'
import { shellText } from '../views/text/shell.text'
import type { ConsoleSearchHit } from '../domain/console-search'
import { workQueueAreas } from '../domain/work-queue'
import { WorkQueueContext } from './work-queue-context'
import { hrefOfHit, recentRecords, rememberRecent, searchPlacesOf } from './console-search-places'
import { MainLayout, type MenuEntry } from '../views/layouts/main.layout'
import { appName } from './brand'
import { messageHistory } from './dialogs'
import { useRouterLeaveGuard } from './leave-guard'
import type { Live } from './live'
import { logout } from './logout'
import { reportChunkFailure } from './reload-guard'
import { reportUiError } from './runtime'
import { signInPath } from './paths'
import { useMenuSpec } from './area'
import { menuEntriesOf, type MenuAccess } from './menu'
import { asId } from './routes/params'
import { AccessProvider, RouteAccessGate } from './route-access'
import { useSessionEmail, useSessionUid } from './session'
import { listMachines } from './wiring/list.wiring'
import { savedViewMachines } from './wiring/saved-views.wiring'
import { shellMachines } from './wiring/shell.wiring'
import { HistoryContext } from '../areas/audit-log/history-machines.component'

const sessionAccountId = asId(AccountId)

/**
 * The record pages' 履歴 machines, loaded the first time staff open a record's history (the
 * audit-log area's wiring: its operations, the revert, the texts of every kind): not with every page.
 */
const loadHistory = () => import('../areas/audit-log/history.wiring').then((module) => module.historyMachines)

/** What the signed-in account may see (undefined while its role is asked): the home page's links follow the menu. */
export { useMenuAccess } from './route-access'

/**
 * Asks for the signed-in account's role (no view of its own): reports what the menu may show,
 * `undefined` while asking. A failed look-up hides nothing: the server refuses what the role may
 * not do, and the operator pages show the failure with 再読み込み.
 */
const AccountAccess = ({ uid, onChange }: { readonly uid: string; readonly onChange: (access: MenuAccess | undefined) => void }) => {
  const actor = usePageActor(shellMachines.account, { input: { id: sessionAccountId(uid) } })
  const manageOperators = useSelector(actor, (state) =>
    state.matches('loadFailed') ? true : state.context.record === undefined ? undefined : canManageOperators(state.context.record),
  )
  useEffect(() => {
    onChange(manageOperators === undefined ? undefined : { manageOperators })
    return () => onChange(undefined)
  }, [manageOperators, onChange])
  return null
}

/** A Mac (⌘ rather than Ctrl, as the platform says it). */
const onMac = () => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)

/** The key is typed into something (a field, an editor): `?` is text there, not a shortcut. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || target.closest('input, textarea, select, [contenteditable="true"], [role="textbox"], [role="combobox"]') !== null)

/**
 * Ctrl+K (⌘K on a Mac) opens the console search wherever the focus is; `?` (outside a field)
 * the shortcut list. Neither while an IME composes.
 */
const useShellShortcuts = (openSearch: () => void, openShortcuts: () => void) => {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.isComposing || event.keyCode === 229) return
      if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k') {
        event.preventDefault()
        openSearch()
      } else if (event.key === '?' && !event.ctrlKey && !event.metaKey && !event.altKey && !typing(event.target)) {
        event.preventDefault()
        openShortcuts()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [openSearch, openShortcuts])
}

export const MainShell = () => {
  const location = useLocation()
  const navigate = useNavigate()
  const router = useRouter()
  const uid = useSessionUid()
  const [access, setAccess] = useState<MenuAccess | undefined>(undefined)
  const menuSpec = useMenuSpec()
  useUndoNavigation() // where a record restored by a delete's 元に戻す opens (src/app/undo.tsx)
  // Ctrl+K: the console search (src/machines/console-search.machine.ts); `?`: the shortcut list
  const searchActor = usePageActor(shellMachines.search)
  const [recent, setRecent] = useState<ReadonlyArray<ConsoleSearchHit>>([])
  const [shortcutsOpen, setShortcutsOpen] = useState(false)
  const openSearch = useCallback(() => {
    setRecent(recentRecords(uid))
    searchActor.send({ type: 'search.open' })
  }, [searchActor, uid])
  const openShortcuts = useCallback(() => setShortcutsOpen(true), [])
  useShellShortcuts(openSearch, openShortcuts)
  const places = useMemo(
    () => searchPlacesOf(menuSpec, Object.keys(router.routesByPath), access, shellText.consoleSearch),
    [menuSpec, router, access],
  )
  const search = (location.search ?? {}) as Record<string, unknown>
  // presence and live updates (src/app/live.ts, docs/live.md): one stream per signed-in account and tab.
  // Its module (the stream, presence, their machines) loads once the account is known, after the
  // page's first paint, not with it: the live bar is empty until there is news anyway.
  const [live, setLive] = useState<Live | undefined>(undefined)
  useEffect(() => {
    if (uid === undefined) return undefined
    let started: Live | undefined
    let left = false
    import('./live').then(
      ({ createLive }) => {
        if (left) return
        started = createLive()
        started.start()
        setLive(started)
      },
      // a chunk that did not load: the reload guard reloads the page (as for a page's chunk), or it is reported
      (error: unknown) => {
        if (!reportChunkFailure()) reportUiError(error)
      },
    )
    return () => {
      left = true
      started?.stop()
      setLive(undefined)
    }
  }, [uid])
  // the work queues next to 記事管理 and PR管理: read again when the stream tells of a change in
  // their areas or of a gap, and after the operator's own moves (their own saves are not told back)
  const workQueue = usePageActor(shellMachines.workQueue)
  const queueCounts = useSelector(workQueue, (state) => state.context.counts)
  useEffect(() => {
    if (!live) return undefined
    const refresh = () => workQueue.send({ type: 'queue.refresh' })
    const stopChanges = live.onChange((change) => {
      if (workQueueAreas.has(change.area)) refresh()
    })
    const stopResync = live.onResync(refresh)
    return () => {
      stopChanges()
      stopResync()
    }
  }, [live, workQueue])
  const [firstPath] = useState(location.pathname)
  useEffect(() => {
    // signed out (the session gone before the shell unmounts): no count to read, no request without a token
    if (uid !== undefined && location.pathname !== firstPath) workQueue.send({ type: 'queue.refresh' })
  }, [uid, location.pathname, firstPath, workQueue])
  const place = useMemo(() => {
    const found = livePlaceOf(location.pathname)
    return found?.area === 'operators' && access?.manageOperators !== true ? undefined : found // admin-only records: admins only
  }, [location.pathname, access])
  // One element for the page: the shell re-renders when the role arrives or the e-mail changes,
  // and the page under it (a 10,000-row import, a list) must not render again for that.
  const content = useMemo(
    () => (
      <LeaveGuardContext.Provider value={useRouterLeaveGuard}>
        <ListExportContext.Provider value={listMachines.export}>
          <SavedViewsContext.Provider value={savedViewMachines.menu}>
            {/* a route the role may not use shows its notice instead (src/app/route-access.tsx) */}
            <HistoryContext.Provider value={loadHistory}>
              <RouteAccessGate>
                <Outlet />
              </RouteAccessGate>
            </HistoryContext.Provider>
          </SavedViewsContext.Provider>
        </ListExportContext.Provider>
      </LeaveGuardContext.Provider>
    ),
    [],
  )
  const prefetch = useCallback(
    (entry: MenuEntry) => {
      // the router builds the location from `href` as navigate does (its type asks for `to`);
      // a failed preload is not reported here: the click loads the route again and reports it
      if (entry.href) router.preloadRoute({ href: entry.href } as Parameters<typeof router.preloadRoute>[0]).catch(() => undefined)
    },
    [router],
  )
  return (
    <MainLayout
      appName={appName}
      userEmail={useSessionEmail()}
      menu={menuEntriesOf(menuSpec, { pathname: location.pathname, search }, access, true, queueCounts)}
      menuBusy={access === undefined}
      onNavigate={(entry) => {
        if (entry.href) void navigate({ href: entry.href })
      }}
      onPrefetch={prefetch}
      onHome={() => void navigate({ href: '/' })}
      onLogout={() => void logout(() => navigate({ href: signInPath }))}
      topBarExtra={
        <>
          <button type="button" className="top-bar__history" aria-label={shellText.consoleSearch.open} aria-keyshortcuts="Control+K Meta+K" onClick={openSearch}>
            <i className="pi pi-search" aria-hidden="true" />
          </button>
          <MessageHistoryButton actor={messageHistory} />
        </>
      }
    >
      <ConsoleSearchDialog
        actor={searchActor}
        places={places}
        recent={recent}
        onOpenRecord={(hit) => {
          rememberRecent(uid, hit)
          void navigate({ href: hrefOfHit(hit) })
        }}
        onOpenPlace={(place: SearchPlaceItem) => void navigate({ href: place.href })}
      />
      <ShortcutsDialog visible={shortcutsOpen} mac={onMac()} onHide={() => setShortcutsOpen(false)} />
      {/* a new account (signed out and in as someone else) asks for its own role */}
      {uid === undefined ? null : <AccountAccess key={uid} uid={uid} onChange={setAccess} />}
      <LiveContext.Provider value={live}>
        <LiveBar place={place} />
        <WorkQueueContext.Provider value={queueCounts}>
          <AccessProvider value={access}>{content}</AccessProvider>
        </WorkQueueContext.Provider>
      </LiveContext.Provider>
    </MainLayout>
  )
}

export const mainLayout = createLazyRoute('/main')({ component: MainShell })
