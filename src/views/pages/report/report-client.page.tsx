/**
 * Usage report per client (/report/client).
 * Placeholder until its issue lands: heading and trail only.
 */
import { AreaPlaceholder, type NavigateHref } from '../../components/area-placeholder.component'
import { shellText } from '../../text/shell.text'

export interface ReportClientPageProps {
  readonly onNavigate?: NavigateHref
}

export const ReportClientPage = ({ onNavigate }: ReportClientPageProps) => (
  <AreaPlaceholder
    title={shellText.pages.reportClient}
    trail={[{ label: shellText.menu.report, href: '/report' }]}
    onNavigate={onNavigate}
  />
)
