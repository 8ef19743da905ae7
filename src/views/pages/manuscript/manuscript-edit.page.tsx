/**
 * Manuscript edit (/manuscript/{manuscriptId}/edit).
 * Placeholder until its issue lands: heading and trail only.
 */
import { AreaPlaceholder, type NavigateHref } from '../../components/area-placeholder.component'
import { shellText } from '../../text/shell.text'

export interface ManuscriptEditPageProps {
  readonly manuscriptId: string
  readonly onNavigate?: NavigateHref
}

export const ManuscriptEditPage = ({ manuscriptId, onNavigate }: ManuscriptEditPageProps) => (
  <AreaPlaceholder
    title={shellText.pages.edit}
    trail={[
      { label: shellText.menu.manuscript, href: '/manuscript' },
      { label: shellText.pages.detail, href: `/manuscript/${encodeURIComponent(manuscriptId)}` },
    ]}
    subtitle={`ID: ${manuscriptId}`}
    onNavigate={onNavigate}
  />
)
