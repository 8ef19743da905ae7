/**
 * Points (MP) management (/mp_management).
 * Placeholder until its issue lands: heading and trail only.
 */
import { AreaPlaceholder, type NavigateHref } from '../../components/area-placeholder.component'
import { shellText } from '../../text/shell.text'

export interface MpManagementPageProps {
  readonly onNavigate?: NavigateHref
}

export const MpManagementPage = ({ onNavigate }: MpManagementPageProps) => (
  <AreaPlaceholder
    title={shellText.menu.mp}
    onNavigate={onNavigate}
  />
)
