/**
 * Administrator edit (/operator/{operatorId}/edit).
 * Placeholder until its issue lands: heading and trail only.
 */
import { AreaPlaceholder, type NavigateHref } from '../../components/area-placeholder.component'
import { shellText } from '../../text/shell.text'

export interface OperatorEditPageProps {
  readonly operatorId: string
  readonly onNavigate?: NavigateHref
}

export const OperatorEditPage = ({ operatorId, onNavigate }: OperatorEditPageProps) => (
  <AreaPlaceholder
    title={shellText.pages.edit}
    trail={[
      { label: shellText.menu.operator, href: '/operator' },
      { label: shellText.pages.detail, href: `/operator/${encodeURIComponent(operatorId)}` },
    ]}
    subtitle={`ID: ${operatorId}`}
    onNavigate={onNavigate}
  />
)
