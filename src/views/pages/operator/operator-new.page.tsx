/**
 * New administrator (/operator/new).
 * Placeholder until its issue lands: heading and trail only.
 */
import { AreaPlaceholder, type NavigateHref } from '../../components/area-placeholder.component'
import { shellText } from '../../text/shell.text'

export interface OperatorNewPageProps {
  readonly onNavigate?: NavigateHref
}

export const OperatorNewPage = ({ onNavigate }: OperatorNewPageProps) => (
  <AreaPlaceholder
    title={shellText.pages.create}
    trail={[{ label: shellText.menu.operator, href: '/operator' }]}
    onNavigate={onNavigate}
  />
)
