/**
 * Usage report (/report).
 * Placeholder until its issue lands: heading and trail only.
 */
import { AreaPlaceholder, type NavigateHref } from '../../components/area-placeholder.component'
import { shellText } from '../../text/shell.text'

export interface ReportPageProps {
  readonly onNavigate?: NavigateHref
}

export const ReportPage = ({ onNavigate }: ReportPageProps) => (
  <AreaPlaceholder
    title={shellText.menu.report}
    onNavigate={onNavigate}
  />
)
