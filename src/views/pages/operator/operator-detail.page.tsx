/**
 * Administrator detail (/operator/{operatorId}).
 * Placeholder until its issue lands: heading and trail only.
 */
import { AreaPlaceholder, type NavigateHref } from '../../components/area-placeholder.component'
import { shellText } from '../../text/shell.text'

export interface OperatorDetailPageProps {
  readonly operatorId: string
  readonly onNavigate?: NavigateHref
}

export const OperatorDetailPage = ({ operatorId, onNavigate }: OperatorDetailPageProps) => (
  <AreaPlaceholder
    title={shellText.pages.detail}
    trail={[{ label: shellText.menu.operator, href: '/operator' }]}
    subtitle={`ID: ${operatorId}`}
    onNavigate={onNavigate}
  />
)
