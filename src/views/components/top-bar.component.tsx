/**
 * Top bar of the main layout: menu toggle, logo, app name, and the signed-in user.
 */
import type { ReactNode } from 'react'
import { shellText } from '../text/shell.text'

export interface TopBarProps {
  readonly appName: string
  /** The signed-in operator's e-mail, when known. */
  readonly userEmail?: string
  readonly drawerOpen: boolean
  readonly onToggleDrawer: () => void
  /** Where the logo and name link to (the index page). */
  readonly homeHref: string
  readonly onHome: () => void
  /** Extra controls at the right end (the message history button). */
  readonly extra?: ReactNode
}

export const TopBar = ({ appName, userEmail, drawerOpen, onToggleDrawer, homeHref, onHome, extra }: TopBarProps) => (
  <header className="top-bar">
    <button
      type="button"
      className="top-bar__toggle"
      aria-label={drawerOpen ? shellText.closeMenu : shellText.openMenu}
      aria-expanded={drawerOpen}
      aria-controls="app-drawer"
      onClick={onToggleDrawer}
    >
      <i className="pi pi-bars" aria-hidden="true" />
    </button>
    <a
      className="top-bar__brand"
      href={homeHref}
      onClick={(event) => {
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
        event.preventDefault()
        onHome()
      }}
    >
      <img className="top-bar__logo" src="/logo.svg" alt="" width={28} height={28} />
      <span className="top-bar__title">{appName}</span>
    </a>
    <div className="top-bar__spacer" />
    {extra}
    {userEmail ? (
      <div className="top-bar__user" title={`${shellText.signedInAs}: ${userEmail}`}>
        <i className="pi pi-user" aria-hidden="true" />
        <span className="top-bar__email">{userEmail}</span>
      </div>
    ) : null}
  </header>
)
