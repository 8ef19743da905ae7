/**
 * /sign-in: a centred card with the e-mail field and 'ログインリンクを送信'; then the
 * 'mail sent' state. Thin: renders the sign-in machine's state and sends its events.
 * The machine comes provided from the composition root (src/app/session.ts).
 */
import { useSelector } from '@xstate/react'
import { usePageActor } from '../../components/page-actor'
import { Button } from 'primereact/button'
import { InputText } from 'primereact/inputtext'
import { useId, type FormEvent } from 'react'
import type { signInMachine } from '../../../machines/sign-in.machine'
import { signInText as t } from '../../text/sign-in.text'
import './sign-in.css'

export interface SignInPageProps {
  /** The sign-in machine with its actors provided. */
  readonly logic: typeof signInMachine
  /** The address of this page as opened (the link returns to it plus '-action/'). */
  readonly pageUrl: string
  /** Prefill, e.g. the e-mail of the last link sent from this browser. */
  readonly initialEmail?: string
  /** Why staff are here: their session expired, or they opened a protected page. */
  readonly notice?: 'expired' | 'redirect'
  /** Local emulator only: where the sent links can be read. */
  readonly emulatorOobUrl?: string
}

export const SignInPage = ({ logic, pageUrl, initialEmail, notice, emulatorOobUrl }: SignInPageProps) => {
  const actor = usePageActor(logic, { input: { pageUrl, email: initialEmail } })
  const state = useSelector(actor, (s) => s)
  const send: typeof actor.send = (event) => actor.send(event)
  const busy = state.hasTag('busy')
  const emailId = useId()
  const problemId = useId()
  const { email, problem, sentTo } = state.context

  if (state.matches('mailSent')) {
    return (
      <section className="sign-in-card" aria-labelledby={`${emailId}-sent`} data-state="mail-sent">
        <div className="sign-in-card__icon sign-in-card__icon--sent" aria-hidden="true">
          <i className="pi pi-envelope" />
        </div>
        <h1 id={`${emailId}-sent`} className="sign-in-card__title">
          {t.sentTitle}
        </h1>
        <p className="sign-in-card__lead" role="status">
          {t.sentLead(sentTo ?? email)}
        </p>
        <ol className="sign-in-card__steps">
          {t.sentSteps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        {emulatorOobUrl !== undefined && (
          <aside className="sign-in-card__hint" aria-label={t.emulatorHintTitle}>
            <strong>{t.emulatorHintTitle}</strong>
            <p>{t.emulatorHint}</p>
            <a href={emulatorOobUrl} target="_blank" rel="noreferrer">
              {emulatorOobUrl}
            </a>
          </aside>
        )}
        <div className="sign-in-card__actions">
          <Button
            type="button"
            label={t.resend}
            icon="pi pi-refresh"
            outlined
            onClick={() => send({ type: 'link.resend' })}
          />
          <Button
            type="button"
            label={t.useAnother}
            icon="pi pi-arrow-left"
            text
            onClick={() => send({ type: 'email.reset' })}
          />
        </div>
      </section>
    )
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    send({ type: 'email.submit' })
  }

  return (
    <section className="sign-in-card" aria-labelledby={`${emailId}-title`} data-state={busy ? 'busy' : 'editing'}>
      <div className="sign-in-card__icon" aria-hidden="true">
        <i className="pi pi-lock" />
      </div>
      <h1 id={`${emailId}-title`} className="sign-in-card__title">
        {t.title}
      </h1>
      {notice === 'expired' && (
        <p className="sign-in-card__notice" role="status">
          <i className="pi pi-clock" aria-hidden="true" /> {t.expiredNotice}
        </p>
      )}
      {notice === 'redirect' && (
        <p className="sign-in-card__notice" role="status">
          <i className="pi pi-info-circle" aria-hidden="true" /> {t.redirectNotice}
        </p>
      )}
      <p className="sign-in-card__lead">{t.lead}</p>
      <form className="sign-in-card__form" onSubmit={submit} noValidate aria-busy={busy}>
        <label htmlFor={emailId} className="sign-in-card__label">
          {t.emailLabel}
        </label>
        <InputText
          id={emailId}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          autoFocus
          placeholder={t.emailPlaceholder}
          value={email}
          disabled={busy}
          invalid={problem !== null}
          aria-invalid={problem !== null}
          aria-describedby={problem !== null ? problemId : undefined}
          onChange={(event) => send({ type: 'email.change', value: event.target.value })}
        />
        {problem !== null && (
          <small id={problemId} className="sign-in-card__problem" role="alert">
            {t.problems[problem]}
          </small>
        )}
        <Button
          type="submit"
          className="sign-in-card__submit"
          label={busy ? t.sending : t.submit}
          icon="pi pi-send"
          loading={busy}
          disabled={busy}
        />
      </form>
    </section>
  )
}
