/**
 * Index page (/): a quick way into each area, in menu order.
 */
import { PageHeading } from '../../components/page-heading.component'
import type { NavigateHref } from '../../components/area-placeholder.component'
import { shellText } from '../../text/shell.text'

export interface HomeLink {
  readonly key: string
  readonly label: string
  readonly icon: string
  readonly href: string
}

export interface HomePageProps {
  readonly links: ReadonlyArray<HomeLink>
  readonly onNavigate: NavigateHref
}

export const HomePage = ({ links, onNavigate }: HomePageProps) => (
  <>
    <PageHeading title={shellText.home} />
    <p className="home-lead">{shellText.homeLead}</p>
    <ul className="home-grid">
      {links.map((link) => (
        <li key={link.key}>
          <a
            className="home-card"
            href={link.href}
            onClick={(event) => {
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
              event.preventDefault()
              onNavigate(link.href)
            }}
          >
            <i className={link.icon} aria-hidden="true" />
            <span>{link.label}</span>
          </a>
        </li>
      ))}
    </ul>
  </>
)
