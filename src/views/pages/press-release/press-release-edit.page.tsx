/**
 * Press release edit (/press_release/{id}/edit).
 * Placeholder until its issue lands: heading and trail only.
 */
import { AreaPlaceholder, type NavigateHref } from '../../components/area-placeholder.component'
import { shellText } from '../../text/shell.text'

export interface PressReleaseEditPageProps {
  readonly id: string
  readonly onNavigate?: NavigateHref
}

export const PressReleaseEditPage = ({ id, onNavigate }: PressReleaseEditPageProps) => (
  <AreaPlaceholder
    title={shellText.pages.edit}
    trail={[{ label: shellText.menu.pressRelease, href: '/press_release' }]}
    subtitle={`ID: ${id}`}
    onNavigate={onNavigate}
  />
)
