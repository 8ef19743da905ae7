/**
 * The /sign-in card while the e-mail is typed: one definition for the first paint (drawn by the
 * entry chunk before the console has loaded, sign-in-first-paint.tsx) and for the console's
 * sign-in page (sign-in.page.tsx), so that the hand-over between them changes nothing on screen.
 * Plain elements with the PrimeReact theme's classes (InputText's and Button's markup): the entry
 * chunk carries no PrimeReact component (docs/decisions.md "Sign-in bundle budget").
 */
import { useId, type FormEvent, type Ref } from 'react'
import type { SignInProblem } from '../../machines/sign-in.machine'
import { signInText as t } from './sign-in.text'
import './sign-in.css'

/** Why staff are here: their session expired, or they opened a protected page. */
export type SignInNotice = 'expired' | 'redirect'

/** The notice the page's query asks for (`reason=expired`, else a non-empty `redirect`). */
export const signInNoticeOf = (search: { readonly reason?: string | null; readonly redirect?: string | null }): SignInNotice | undefined =>
  search.reason === 'expired' ? 'expired' : search.redirect ? 'redirect' : undefined

export interface SignInFormProps {
  readonly email: string
  readonly problem: SignInProblem | null
  /** The link is being asked for (admission, send): the field and the button wait. */
  readonly busy: boolean
  readonly notice?: SignInNotice
  readonly inputRef?: Ref<HTMLInputElement>
  readonly onEmailChange: (value: string) => void
  readonly onSubmit: () => void
}

const classes = (...names: ReadonlyArray<string | false>) => names.filter(Boolean).join(' ')

export interface SignInEmailFieldProps {
  readonly email: string
  readonly problem: SignInProblem | null
  readonly busy?: boolean
  readonly inputRef?: Ref<HTMLInputElement>
  readonly onEmailChange: (value: string) => void
}

/** The e-mail field with its label and problem (also the link's return page asks for the e-mail with it). */
export const SignInEmailField = ({ email, problem, busy = false, inputRef, onEmailChange }: SignInEmailFieldProps) => {
  const emailId = useId()
  const problemId = useId()
  return (
    <>
      <label htmlFor={emailId} className="sign-in-card__label">
        {t.emailLabel}
      </label>
      <input
        ref={inputRef}
        id={emailId}
        className={classes('p-inputtext p-component', problem !== null && 'p-invalid', busy && 'p-disabled')}
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
        aria-invalid={problem !== null}
        aria-describedby={problem !== null ? problemId : undefined}
        onChange={(event) => onEmailChange(event.target.value)}
      />
      {problem !== null && (
        <small id={problemId} className="sign-in-card__problem" role="alert">
          {t.problems[problem]}
        </small>
      )}
    </>
  )
}

export const SignInForm = ({ email, problem, busy, notice, inputRef, onEmailChange, onSubmit }: SignInFormProps) => {
  const titleId = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onSubmit()
  }
  return (
    <section className="sign-in-card" aria-labelledby={titleId} data-state={busy ? 'busy' : 'editing'}>
      <div className="sign-in-card__icon" aria-hidden="true">
        <i className="pi pi-lock" />
      </div>
      <h1 id={titleId} className="sign-in-card__title">
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
        <SignInEmailField email={email} problem={problem} busy={busy} inputRef={inputRef} onEmailChange={onEmailChange} />
        <button
          type="submit"
          className={classes('p-button p-component sign-in-card__submit', busy && 'p-button-loading p-disabled')}
          disabled={busy}
        >
          <span className={classes('p-button-icon p-c p-button-icon-left pi', busy ? 'pi-spinner pi-spin' : 'pi-send')} aria-hidden="true" />
          <span className="p-button-label p-c">{busy ? t.sending : t.submit}</span>
        </button>
      </form>
    </section>
  )
}
