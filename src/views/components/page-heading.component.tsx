/**
 * Page heading with a breadcrumb-like trail: 'PR管理 › 公開中'.
 * The last crumb is the page's h1; earlier crumbs may link: a route's `link` (the router's
 * `Link`: preloaded on intent, opens in a new tab; route-link.component.tsx), or an `href`
 * followed client-side by `onNavigate` on a plain click.
 */
import { Link } from '@tanstack/react-router'
import type { MouseEvent, ReactNode } from 'react'
import { shellText } from '../text/shell.text'
import { isPlainClick, type RouteLink } from './route-link.component'

export interface Crumb {
  readonly label: string
  /** Where the crumb links to, as a route (typed); omitted with no `href`: plain text. */
  readonly link?: RouteLink
  /** Run before a plain click follows `link` (a form drops its draft). */
  readonly onFollow?: () => void
  /** Where the crumb links to, as an href (followed by `onNavigate` on a plain click). */
  readonly href?: string
  readonly onNavigate?: () => void
}

export interface PageHeadingProps {
  readonly title: string
  /** A line under the title, e.g. the record id. */
  readonly subtitle?: string
  /** Crumbs before the title (area, parent page). */
  readonly trail?: ReadonlyArray<Crumb>
  /** Actions or filters shown on the right. */
  readonly children?: ReactNode
}

export const PageHeading = ({ title, subtitle, trail = [], children }: PageHeadingProps) => (
  <div className="page-heading">
    <div className="page-heading__text">
      {trail.length > 0 ? (
        <nav className="page-heading__trail" aria-label={shellText.breadcrumb}>
          <ol>
            {trail.map((crumb, index) => (
              <li key={index}>
                {crumb.link ? (
                  <Link
                    {...crumb.link}
                    onClick={(event: MouseEvent) => {
                      if (crumb.onFollow && isPlainClick(event)) crumb.onFollow()
                    }}
                  >
                    {crumb.label}
                  </Link>
                ) : crumb.href ? (
                  <a
                    href={crumb.href}
                    onClick={(event) => {
                      if (!crumb.onNavigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
                      event.preventDefault()
                      crumb.onNavigate()
                    }}
                  >
                    {crumb.label}
                  </a>
                ) : (
                  <span>{crumb.label}</span>
                )}
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <h1 className="page-title">{title}</h1>
      {subtitle ? <p className="page-subtitle">{subtitle}</p> : null}
    </div>
    {children ? <div className="page-heading__actions">{children}</div> : null}
  </div>
)
