/**
 * Footer of the simple layout (SPEC section 2): '© <year> <product>' plus
 * 'build: <id>' when a build identifier is set.
 */
import { shellText } from '../text/shell.text'

export interface AppFooterProps {
  readonly year: number
  readonly productName: string
  /** Omitted or empty: no build line. */
  readonly buildId?: string
}

export const AppFooter = ({ year, productName, buildId }: AppFooterProps) => (
  <footer className="app-footer">
    <span className="app-footer__copyright">
      © {year} {productName}
    </span>
    {buildId ? (
      <span className="app-footer__build">
        {shellText.footerBuild} {buildId}
      </span>
    ) : null}
  </footer>
)
