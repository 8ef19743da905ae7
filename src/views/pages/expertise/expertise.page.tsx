/**
 * Expertise management (/expertise).
 * Placeholder until its issue lands: heading and trail only.
 */
import { AreaPlaceholder, type NavigateHref } from '../../components/area-placeholder.component'
import { shellText } from '../../text/shell.text'

export interface ExpertisePageProps {
  readonly onNavigate?: NavigateHref
}

export const ExpertisePage = ({ onNavigate }: ExpertisePageProps) => (
  <AreaPlaceholder
    title={shellText.menu.expertise}
    onNavigate={onNavigate}
  />
)
