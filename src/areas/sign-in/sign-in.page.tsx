/**
 * /sign-in: a centred card with the e-mail field and 'ログインリンクを送信'; then the
 * 'mail sent' state. Thin: renders the sign-in machine's state and sends its events.
 * The machine comes provided from the composition root (src/app/session.ts).
 */
import { useSelector } from '@xstate/react'
import { usePageActor } from '../../views/components/page-actor'
import { Button } from 'primereact/button'
import { useId, useLayoutEffect, useRef } from 'react'
import type { signInMachine } from '../../machines/sign-in.machine'
import { signInText as t } from './sign-in.text'
import type { FirstPaintTakeOver } from './sign-in-first-paint.component'
import { SignInForm, type SignInNotice } from './sign-in-form.component'
import './sign-in.css'

export interface SignInPageProps {
  /** The sign-in machine with its actors provided. */
  readonly logic: typeof signInMachine
  /** The address of this page as opened (the link returns to it plus '-action/'). */
  readonly pageUrl: string
  /** Prefill, e.g. the e-mail of the last link sent from this browser. */
  readonly initialEmail?: string
  /** Why staff are here: their session expired, or they opened a protected page. */
  readonly notice?: SignInNotice
  /** Local emulator only: where the sent links can be read. */
  readonly emulatorOobUrl?: string
  /**
   * The first paint this page takes over (src/app/first-paint.tsx): what was typed there becomes
   * the e-mail, a submit asked for there is sent, the focus comes back to the field.
   */
  readonly takeOver?: FirstPaintTakeOver
}

export const SignInPage = ({ logic, pageUrl, initialEmail, notice, emulatorOobUrl, takeOver }: SignInPageProps) => {
  const actor = usePageActor(logic, { input: { pageUrl, email: takeOver?.typed() ?? initialEmail } })
  const state = useSelector(actor, (s) => s)
  const send: typeof actor.send = (event) => actor.send(event)
  const busy = state.hasTag('busy')
  const emailId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const { email, problem, sentTo } = state.context

  // Mounted (still hidden behind the first paint): take the screen with what staff did there.
  // A layout effect: nothing typed between this page's render and the first paint going is lost.
  useLayoutEffect(() => {
    takeOver?.claim({
      apply: ({ email: typed, submit }) => {
        if (typed !== actor.getSnapshot().context.email) actor.send({ type: 'email.change', value: typed })
        if (submit) actor.send({ type: 'email.submit' })
      },
      restore: ({ focused }) => {
        if (focused) inputRef.current?.focus()
      },
    })
  }, [actor, takeOver])

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

  return (
    <SignInForm
      email={email}
      problem={problem}
      busy={busy}
      notice={notice}
      inputRef={inputRef}
      onEmailChange={(value) => send({ type: 'email.change', value })}
      onSubmit={() => send({ type: 'email.submit' })}
    />
  )
}
