/**
 * Gift-card exchange history (/mp_swap).
 * Placeholder until its issue lands: heading and trail only.
 */
import { AreaPlaceholder, type NavigateHref } from '../../components/area-placeholder.component'
import { shellText } from '../../text/shell.text'

export interface MpSwapPageProps {
  readonly onNavigate?: NavigateHref
}

export const MpSwapPage = ({ onNavigate }: MpSwapPageProps) => (
  <AreaPlaceholder
    title={shellText.menu.giftExchange}
    onNavigate={onNavigate}
  />
)
