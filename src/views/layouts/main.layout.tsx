/**
 * Main layout (SPEC section 2): a left drawer with the menu, plus a top bar with logo and title.
 *
 * The drawer is a navigation list with icons (groups are disclosure buttons); the current route's entry is highlighted.
 * On wide screens the drawer is docked and the hamburger folds it away; on narrow screens
 * (< 960 px) it is an overlay that the hamburger opens and a choice, Esc or the backdrop closes.
 *
 * Pure view: the menu entries (labels, hrefs, which one is active) come from the app
 * (src/app/menu.ts); navigation and logout are callbacks.
 */
import { useEffect, useState, type MouseEvent, type ReactNode } from 'react'
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
  /** May appear once the role is known: its place is kept, hidden and out of reach (no layout shift when it comes). */
  readonly pending?: boolean
  /** How much work waits behind the entry (a work queue's count, live); shown when above zero. */
  readonly badge?: number
}

/**
 * The entry's count of waiting work, beside its link or button (not in it: the entry's name stays
 * its label, the count is its description, 「対応待ち3件」, through `aria-describedby`); the pointer
 * goes through it to the entry.
 */
const QueueBadge = ({ entry }: { readonly entry: MenuEntry }) =>
  entry.badge !== undefined && entry.badge > 0 ? (
    <span id={queueId(entry)} className="app-menu__badge">
      <span className="sr-only">{shellText.queue.label}</span>
      {shellText.queue.count(entry.badge)}
    </span>
  ) : null
const queueId = (entry: MenuEntry) => `menu-${entry.key}-queue`
const describedBy = (entry: MenuEntry) => (entry.badge !== undefined && entry.badge > 0 ? queueId(entry) : undefined)

export interface MainLayoutProps {
  readonly appName: string
  readonly userEmail?: string
  readonly menu: ReadonlyArray<MenuEntry>
  /** Entries may still appear (the signed-in account's role is being asked): `aria-busy` on the menu. */
  readonly menuBusy?: boolean
  readonly onNavigate: (entry: MenuEntry) => void
  /** The pointer rests on (or the keyboard focuses) an entry: the app may preload its page. */
  readonly onPrefetch?: (entry: MenuEntry) => void
  readonly onLogout: () => void
  readonly onHome: () => void
  /** Extra top bar controls (the message history button). */
  readonly topBarExtra?: ReactNode
  readonly children: ReactNode
}

const narrowQuery = '(max-width: 959.98px)'

const isNarrow = (): boolean => typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(narrowQuery).matches

/** A plain left click (not a new-tab click) is handled in the app; others go to the browser. */
const isPlainClick = (event: MouseEvent<HTMLAnchorElement>): boolean =>
  event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)

const hasActiveChild = (entry: MenuEntry): boolean => entry.children?.some((child) => child.active) ?? false

/**
 * The menu as plain navigation: a list of links, a group is a disclosure button (aria-expanded)
 * over its sub-list, logout a button. (PrimeReact's PanelMenu put links inside role=button
 * headers and pointed aria-controls at panels that did not exist: axe's nested-interactive and
 * aria-valid-attr-value.)
 */
const MenuLink = ({ entry, onChoose, onPrefetch }: { readonly entry: MenuEntry; readonly onChoose: (entry: MenuEntry) => void; readonly onPrefetch?: ((entry: MenuEntry) => void) | undefined }) => (
  <a
    id={`menu-${entry.key}`}
    className="app-menu__link"
    href={entry.href}
    aria-current={entry.active ? 'page' : undefined}
    aria-describedby={describedBy(entry)}
    onPointerEnter={onPrefetch ? () => onPrefetch(entry) : undefined}
    onFocus={onPrefetch ? () => onPrefetch(entry) : undefined}
    onClick={(event) => {
      if (!isPlainClick(event)) return
      event.preventDefault()
      onChoose(entry)
    }}
  >
    {entry.icon ? <i className={`app-menu__icon ${entry.icon}`} aria-hidden="true" /> : null}
    <span className="app-menu__text">{entry.label}</span>
  </a>
)

export const MainLayout = ({ appName, userEmail, menu, menuBusy = false, onNavigate, onPrefetch, onLogout, onHome, topBarExtra, children }: MainLayoutProps) => {
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

  const choose = (entry: MenuEntry) => {
    if (isNarrow()) setDrawerOpen(false)
    onNavigate(entry)
  }

  const toItem = (entry: MenuEntry): ReactNode => {
    if (entry.pending) {
      return (
        <li key={entry.key} className="app-menu__item app-menu__item--pending" aria-hidden="true">
          <span className="app-menu__link">
            {entry.icon ? <i className={`app-menu__icon ${entry.icon}`} /> : null}
            <span className="app-menu__text">{entry.label}</span>
          </span>
        </li>
      )
    }
    const current = entry.active || hasActiveChild(entry)
    if (!entry.children) {
      return (
        <li key={entry.key} className={`app-menu__item${current ? ' is-active' : ''}`}>
          <MenuLink entry={entry} onChoose={choose} onPrefetch={onPrefetch} />
          <QueueBadge entry={entry} />
        </li>
      )
    }
    const expanded = expandedKeys[entry.key] === true
    const listId = `menu-${entry.key}-items`
    return (
      <li key={entry.key} className={`app-menu__item app-menu__group${current ? ' is-active' : ''}`}>
        <button
          type="button"
          id={`menu-${entry.key}`}
          className="app-menu__link app-menu__toggle"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-describedby={describedBy(entry)}
          onClick={() => setExpandedKeys((keys) => ({ ...keys, [entry.key]: !expanded }))}
        >
          {entry.icon ? <i className={`app-menu__icon ${entry.icon}`} aria-hidden="true" /> : null}
          <span className="app-menu__text">{entry.label}</span>
          <i className={`app-menu__chevron pi ${expanded ? 'pi-chevron-down' : 'pi-chevron-right'}`} aria-hidden="true" />
        </button>
        <QueueBadge entry={entry} />
        <ul id={listId} className="app-menu__sub" hidden={!expanded}>
          {entry.children.map(toItem)}
        </ul>
      </li>
    )
  }

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
        extra={topBarExtra}
      />
      <div className="main-layout__body">
        <nav id="app-drawer" className="app-drawer" aria-label={shellText.mainMenu} aria-busy={menuBusy} hidden={!drawerOpen}>
          <ul className="app-menu">
            {menu.map(toItem)}
            <li className="app-menu__item menu-logout">
              <button type="button" id="menu-logout" className="app-menu__link" onClick={onLogout}>
                <i className="app-menu__icon pi pi-sign-out" aria-hidden="true" />
                <span className="app-menu__text">{shellText.menu.logout}</span>
              </button>
            </li>
          </ul>
        </nav>
        {drawerOpen ? <div className="app-drawer__backdrop" aria-hidden="true" onClick={() => setDrawerOpen(false)} /> : null}
        <main id="main-content" className="main-layout__content" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  )
}
