/**
 * New organisation (/organization/new).
 * Placeholder until its issue lands: heading and trail only.
 */
import { AreaPlaceholder, type NavigateHref } from '../../components/area-placeholder.component'
import { shellText } from '../../text/shell.text'

export interface OrganizationNewPageProps {
  readonly onNavigate?: NavigateHref
}

export const OrganizationNewPage = ({ onNavigate }: OrganizationNewPageProps) => (
  <AreaPlaceholder
    title={shellText.pages.create}
    trail={[{ label: shellText.menu.organization, href: '/organization' }]}
    onNavigate={onNavigate}
  />
)
