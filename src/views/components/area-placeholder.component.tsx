/**
 * A page whose content comes in a later issue: its heading (with the trail) and an honest
 * empty state. Nothing pretends to work.
 */
import type { ReactNode } from 'react'
import { PageHeading } from './page-heading.component'
import { PlaceholderNotice } from './placeholder-notice.component'

/** Client-side navigation to an href ('/press_release?status=editing'). */
export type NavigateHref = (href: string) => void

export interface TrailLink {
  readonly label: string
  readonly href: string
}

export interface AreaPlaceholderProps {
  readonly title: string
  readonly trail?: ReadonlyArray<TrailLink>
  /** A line under the title, e.g. the record id. */
  readonly subtitle?: string
  readonly onNavigate?: NavigateHref
  /** Filters shown on the right of the heading. */
  readonly actions?: ReactNode
}

export const AreaPlaceholder = ({ title, trail = [], subtitle, onNavigate, actions }: AreaPlaceholderProps) => (
  <>
    <PageHeading
      title={title}
      subtitle={subtitle}
      trail={trail.map((link) => ({
        label: link.label,
        href: link.href,
        onNavigate: onNavigate ? () => onNavigate(link.href) : undefined,
      }))}
    >
      {actions}
    </PageHeading>
    <PlaceholderNotice />
  </>
)
