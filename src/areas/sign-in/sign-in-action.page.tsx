/**
 * /sign-in-action: the return page of the e-mail link. Verifies the link, asks for the
 * e-mail when none is remembered in this browser, completes the sign-in. Thin: renders
 * the sign-in-action machine's state and sends its events; landing on the page first
 * asked for is the machine's `land` action, provided by the composition root.
 */
import { useSelector } from '@xstate/react'
import { usePageActor } from '../../views/components/page-actor'
import { Button } from 'primereact/button'
import { ProgressSpinner } from 'primereact/progressspinner'
import { useId, type FormEvent, type MouseEvent, type ReactNode } from 'react'
import type { signInActionMachine } from '../../machines/sign-in-action.machine'
import { signInActionText as t } from './sign-in.text'
import { SignInEmailField } from './sign-in-form.component'
import './sign-in.css'

export interface SignInActionPageProps {
  /** The sign-in-action machine with its actors and actions provided. */
  readonly logic: typeof signInActionMachine
  /** The full address as opened (with the link's codes). */
  readonly url: string
  /** Client-side navigation (falls back to the link's href). */
  readonly onNavigate?: (href: string) => void
}

const signInHref = '/sign-in'

export const SignInActionPage = ({ logic, url, onNavigate }: SignInActionPageProps) => {
  const actor = usePageActor(logic, { input: { url } })
  const state = useSelector(actor, (s) => s)
  const send: typeof actor.send = (event) => actor.send(event)
  const titleId = useId()
  const { email, problem, failure } = state.context

  const backToSignIn = (
    <a
      className="p-button p-button-outlined sign-in-card__link-button"
      href={signInHref}
      onClick={(event: MouseEvent) => {
        if (!onNavigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return
        event.preventDefault()
        onNavigate(signInHref)
      }}
    >
      <i className="pi pi-arrow-left" aria-hidden="true" />
      <span>{t.backToSignIn}</span>
    </a>
  )

  const card = (dataState: string, icon: string, children: ReactNode, tone?: 'error') => (
    <section className="sign-in-card" aria-labelledby={titleId} data-state={dataState}>
      <div className={`sign-in-card__icon${tone === 'error' ? ' sign-in-card__icon--error' : ''}`} aria-hidden="true">
        <i className={`pi ${icon}`} />
      </div>
      <h1 id={titleId} className="sign-in-card__title">
        {t.title}
      </h1>
      {children}
    </section>
  )

  if (state.matches('invalidLink')) {
    return card(
      'invalid-link',
      'pi-exclamation-triangle',
      <>
        <p className="sign-in-card__error" role="alert">
          {t.invalidLink}
        </p>
        <p className="sign-in-card__lead">{t.invalidLinkHelp}</p>
        <div className="sign-in-card__actions">{backToSignIn}</div>
      </>,
      'error',
    )
  }

  if (state.matches('failed')) {
    const explanation = (failure && t.failures[failure.tag]) ?? failure?.message ?? t.failures.unknown
    return card(
      'failed',
      'pi-exclamation-triangle',
      <>
        <p className="sign-in-card__error" role="alert">
          <strong>{t.failureTitle}</strong>
          <br />
          {explanation}
        </p>
        <div className="sign-in-card__actions">
          {backToSignIn}
          <Button type="button" label={t.retry} icon="pi pi-pencil" text onClick={() => send({ type: 'email.retry' })} />
        </div>
      </>,
      'error',
    )
  }

  if (state.matches('askingEmail')) {
    const submit = (event: FormEvent) => {
      event.preventDefault()
      send({ type: 'email.submit' })
    }
    return card(
      'asking-email',
      'pi-envelope',
      <>
        <p className="sign-in-card__lead">{t.askEmailLead}</p>
        <form className="sign-in-card__form" onSubmit={submit} noValidate>
          <SignInEmailField email={email} problem={problem} onEmailChange={(value) => send({ type: 'email.change', value })} />
          <Button
            type="submit"
            className="sign-in-card__submit"
            label={t.submit}
            icon="pi pi-sign-in"
          />
        </form>
      </>,
    )
  }

  const message = state.matches('signedIn') ? t.signedIn : state.matches('completing') ? t.signingIn : t.verifying
  return card(
    state.matches('signedIn') ? 'signed-in' : 'busy',
    'pi-sign-in',
    <div className="sign-in-card__progress" role="status" aria-live="polite">
      <ProgressSpinner style={{ width: '36px', height: '36px' }} strokeWidth="5" aria-hidden="true" />
      <span>{message}</span>
    </div>,
  )
}
