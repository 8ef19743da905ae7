/**
 * Organisation edit (/organization/{organizationId}/edit).
 * Placeholder until its issue lands: heading and trail only.
 */
import { AreaPlaceholder, type NavigateHref } from '../../components/area-placeholder.component'
import { shellText } from '../../text/shell.text'

export interface OrganizationEditPageProps {
  readonly organizationId: string
  readonly onNavigate?: NavigateHref
}

export const OrganizationEditPage = ({ organizationId, onNavigate }: OrganizationEditPageProps) => (
  <AreaPlaceholder
    title={shellText.pages.edit}
    trail={[{ label: shellText.menu.organization, href: '/organization' }]}
    subtitle={`ID: ${organizationId}`}
    onNavigate={onNavigate}
  />
)
