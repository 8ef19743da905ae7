/**
 * Survey (/survey).
 * Placeholder until its issue lands: heading and trail only.
 */
import { AreaPlaceholder, type NavigateHref } from '../../components/area-placeholder.component'
import { shellText } from '../../text/shell.text'

export interface SurveyPageProps {
  readonly onNavigate?: NavigateHref
}

export const SurveyPage = ({ onNavigate }: SurveyPageProps) => (
  <AreaPlaceholder
    title={shellText.menu.survey}
    onNavigate={onNavigate}
  />
)
