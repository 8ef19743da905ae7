/**
 * Manuscript detail (/manuscript/{manuscriptId}).
 * Placeholder until its issue lands: heading and trail only.
 */
import { AreaPlaceholder, type NavigateHref } from '../../components/area-placeholder.component'
import { shellText } from '../../text/shell.text'

export interface ManuscriptDetailPageProps {
  readonly manuscriptId: string
  readonly onNavigate?: NavigateHref
}

export const ManuscriptDetailPage = ({ manuscriptId, onNavigate }: ManuscriptDetailPageProps) => (
  <AreaPlaceholder
    title={shellText.pages.detail}
    trail={[{ label: shellText.menu.manuscript, href: '/manuscript' }]}
    subtitle={`ID: ${manuscriptId}`}
    onNavigate={onNavigate}
  />
)
