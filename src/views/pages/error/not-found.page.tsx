/**
 * Unknown route (SPEC section 2 and 8): 404 'This page could not be found'.
 */
import { shellText } from '../../text/shell.text'

export const NotFoundPage = () => (
  <section className="error-page" data-status="404">
    <p className="error-page__status">{shellText.notFoundStatus}</p>
    <h1 className="error-page__title">{shellText.notFoundText}</h1>
    <a className="error-page__home p-button" href="/">
      <i className="pi pi-home" aria-hidden="true" />
      <span>{shellText.backHome}</span>
    </a>
  </section>
)
