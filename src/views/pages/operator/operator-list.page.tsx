/**
 * Administrator list (/operator).
 * Placeholder until its issue lands: heading and trail only.
 */
import { AreaPlaceholder, type NavigateHref } from '../../components/area-placeholder.component'
import { shellText } from '../../text/shell.text'

export interface OperatorListPageProps {
  readonly onNavigate?: NavigateHref
}

export const OperatorListPage = ({ onNavigate }: OperatorListPageProps) => (
  <AreaPlaceholder
    title={shellText.menu.operator}
    onNavigate={onNavigate}
  />
)
