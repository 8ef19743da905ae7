/**
 * Error page (SPEC section 2): '404 Not Found' for status 404, otherwise 'An error occurred',
 * with a link home. The link is a plain href: a full load is the right reset after an error.
 * While the reload guard is reloading the page for a stale chunk, a short notice shows instead.
 */
import { shellText } from '../../text/shell.text'

export interface ErrorPageProps {
  /** HTTP-like status carried by the error, when it has one. */
  readonly status?: number
  /** The page is being reloaded (stale chunk): say so instead of showing an error. */
  readonly reloading?: boolean
}

export const errorTitle = (status: number | undefined): string =>
  status === 404 ? shellText.error404 : shellText.errorGeneric

export const ErrorPage = ({ status, reloading = false }: ErrorPageProps) =>
  reloading ? (
    <section className="error-page" aria-busy="true">
      <i className="pi pi-spin pi-spinner error-page__spinner" aria-hidden="true" />
      <p className="error-page__title">{shellText.reloading}</p>
    </section>
  ) : (
    <section className="error-page" data-status={status ?? 'error'}>
      {status !== undefined && status !== 404 ? <p className="error-page__status">{status}</p> : null}
      <h1 className="error-page__title">{errorTitle(status)}</h1>
      <a className="error-page__home p-button" href="/">
        <i className="pi pi-home" aria-hidden="true" />
        <span>{shellText.backHome}</span>
      </a>
    </section>
  )
