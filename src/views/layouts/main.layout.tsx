/**
 * Main layout (SPEC section 2): a left drawer with the menu, plus a top bar with logo and title.
 *
 * The drawer is a PrimeReact PanelMenu with icons; the current route's entry is highlighted.
 * On wide screens the drawer is docked and the hamburger folds it away; on narrow screens
 * (< 960 px) it is an overlay that the hamburger opens and a choice, Esc or the backdrop closes.
 *
 * Pure view: the menu entries (labels, hrefs, which one is active) come from the app
 * (src/app/menu.ts); navigation and logout are callbacks.
 */
import { PanelMenu } from 'primereact/panelmenu'
import type { MenuItem, MenuItemCommandEvent } from 'primereact/menuitem'
import { useEffect, useState, type ReactNode } from 'react'
import { TopBar } from '../components/top-bar.component'
import { shellText } from '../text/shell.text'

export interface MenuEntry {
  readonly key: string
  readonly label: string
  /** PrimeIcons class, e.g. 'pi pi-user'. */
  readonly icon: string
  /** Full href (path and search), e.g. '/press_release?status=editing'. Omitted for a group. */
  readonly href?: string
  readonly active: boolean
  readonly children?: ReadonlyArray<MenuEntry>
}

export interface MainLayoutProps {
  readonly appName: string
  readonly userEmail?: string
  readonly menu: ReadonlyArray<MenuEntry>
  readonly onNavigate: (entry: MenuEntry) => void
  readonly onLogout: () => void
  readonly onHome: () => void
  readonly children: ReactNode
}

const narrowQuery = '(max-width: 959.98px)'

const isNarrow = (): boolean => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(narrowQuery).matches

/** A plain left click (not a new-tab click) is handled in the app; others go to the browser. */
const isPlainClick = (event: MenuItemCommandEvent['originalEvent']): boolean => {
  const native = event.nativeEvent as MouseEvent | KeyboardEvent
  if ('button' in native && native.button !== 0) return false
  return !(native.metaKey || native.ctrlKey || native.shiftKey || native.altKey)
}

const hasActiveChild = (entry: MenuEntry): boolean => entry.children?.some((child) => child.active) ?? false

export const MainLayout = ({ appName, userEmail, menu, onNavigate, onLogout, onHome, children }: MainLayoutProps) => {
  // UI-only state: whether the drawer is shown (docked on wide screens, overlay on narrow ones).
  const [drawerOpen, setDrawerOpen] = useState(() => !isNarrow())
  const [expandedKeys, setExpandedKeys] = useState<Record<string, boolean>>(() =>
    Object.fromEntries(
      menu.filter((entry) => entry.children && (entry.active || hasActiveChild(entry))).map((entry) => [entry.key, true]),
    ),
  )

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return
    const media = window.matchMedia(narrowQuery)
    const onChange = () => setDrawerOpen(!media.matches)
    media.addEventListener('change', onChange)
    return () => media.removeEventListener('change', onChange)
  }, [])

  useEffect(() => {
    if (!drawerOpen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && isNarrow()) setDrawerOpen(false)
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [drawerOpen])

  const choose = (entry: MenuEntry) => (event: MenuItemCommandEvent) => {
    if (!isPlainClick(event.originalEvent)) return
    event.originalEvent.preventDefault()
    if (isNarrow()) setDrawerOpen(false)
    onNavigate(entry)
  }

  const toItem = (entry: MenuEntry): MenuItem => {
    const item: MenuItem & { key: string } = {
      key: entry.key,
      id: `menu-${entry.key}`,
      label: entry.label,
      icon: entry.icon,
      className: entry.active || hasActiveChild(entry) ? 'is-active' : undefined,
    }
    if (entry.children) item.items = entry.children.map(toItem)
    else if (entry.href) {
      item.url = entry.href
      item.command = choose(entry)
    }
    return item
  }

  const model: MenuItem[] = [
    ...menu.map(toItem),
    {
      key: 'logout',
      id: 'menu-logout',
      label: shellText.menu.logout,
      icon: 'pi pi-sign-out',
      className: 'menu-logout',
      command: (event) => {
        event.originalEvent.preventDefault()
        onLogout()
      },
    } as MenuItem,
  ]

  return (
    <div className={`main-layout ${drawerOpen ? 'main-layout--drawer-open' : 'main-layout--drawer-closed'}`}>
      <a className="skip-link" href="#main-content">
        {shellText.skipToContent}
      </a>
      <TopBar
        appName={appName}
        userEmail={userEmail}
        drawerOpen={drawerOpen}
        onToggleDrawer={() => setDrawerOpen((open) => !open)}
        homeHref="/"
        onHome={onHome}
      />
      <div className="main-layout__body">
        <nav id="app-drawer" className="app-drawer" aria-label={shellText.mainMenu} hidden={!drawerOpen}>
          <PanelMenu
            className="app-menu"
            model={model}
            multiple
            expandedKeys={expandedKeys}
            onExpandedKeysChange={setExpandedKeys}
          />
        </nav>
        {drawerOpen ? <div className="app-drawer__backdrop" aria-hidden="true" onClick={() => setDrawerOpen(false)} /> : null}
        <main id="main-content" className="main-layout__content" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  )
}
