/**
 * An honest empty state for pages whose content comes in a later release:
 * no fake tables or buttons.
 */
import { shellText } from '../text/shell.text'

export const PlaceholderNotice = () => (
  <section className="placeholder-notice">
    <i className="pi pi-hourglass" aria-hidden="true" />
    <p>{shellText.placeholder}</p>
  </section>
)
