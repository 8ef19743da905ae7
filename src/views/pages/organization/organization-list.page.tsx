/**
 * Organisation list (/organization).
 * Placeholder until its issue lands: heading and trail only.
 */
import { AreaPlaceholder, type NavigateHref } from '../../components/area-placeholder.component'
import { shellText } from '../../text/shell.text'

export interface OrganizationListPageProps {
  readonly onNavigate?: NavigateHref
}

export const OrganizationListPage = ({ onNavigate }: OrganizationListPageProps) => (
  <AreaPlaceholder
    title={shellText.menu.organization}
    onNavigate={onNavigate}
  />
)
