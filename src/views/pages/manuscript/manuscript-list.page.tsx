/**
 * Manuscript list (/manuscript).
 * Placeholder until its issue lands: heading and trail only.
 */
import { AreaPlaceholder, type NavigateHref } from '../../components/area-placeholder.component'
import { shellText } from '../../text/shell.text'

export interface ManuscriptListPageProps {
  readonly onNavigate?: NavigateHref
}

export const ManuscriptListPage = ({ onNavigate }: ManuscriptListPageProps) => (
  <AreaPlaceholder
    title={shellText.menu.manuscript}
    onNavigate={onNavigate}
  />
)
