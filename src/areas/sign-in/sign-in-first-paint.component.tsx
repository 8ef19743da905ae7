/**
 * /sign-in as the entry chunk draws it before the console has loaded (the machine is
 * src/machines/first-paint.machine.ts, the wiring src/app/first-paint.tsx). The same form as the
 * console's sign-in page (sign-in-form.tsx); what staff type is kept here and handed over to
 * that page when it takes the screen (`FirstPaintTakeOver`). The first key, pointer or text put
 * in the field wakes the console; a submit before it has loaded waits for it.
 */
import { useState, type Ref } from 'react'
import { signInText as t } from './sign-in.text'
import { SignInForm, type SignInNotice } from './sign-in-form.component'

/** What staff did on the first paint's form, handed to the console's sign-in page. */
export interface FirstPaintHandoff {
  readonly email: string
  /** ログインリンクを送信 was asked for before the console had loaded. */
  readonly submit: boolean
  /** The field had the focus (the console's field takes it back). */
  readonly focused: boolean
}

/** What the page taking the screen does with the handoff. */
export interface FirstPaintClaimant {
  /** Takes what staff did on the first paint, just before the page is shown. */
  readonly apply?: (handoff: FirstPaintHandoff) => void
  /** Runs once the page is visible (to give the focus back). */
  readonly restore?: (handoff: FirstPaintHandoff) => void
}

/** How the console's sign-in page takes over from the first paint. */
export interface FirstPaintTakeOver {
  /** What is typed in the first paint's field now; undefined when there is no first paint to take over. */
  readonly typed: () => string | undefined
  /**
   * Take the screen (call from a layout effect of the mounted page): the first paint goes at once,
   * or when the pointer held on it is released (a click that began there ends there), and the
   * handoff goes to `page`. False: there is no first paint to take over.
   */
  readonly claim: (page?: FirstPaintClaimant) => boolean
}

export interface SignInFirstPaintProps {
  readonly notice?: SignInNotice
  /** A submit is waiting for the console: the form shows it is busy. */
  readonly submitting: boolean
  /** The console could not be loaded. */
  readonly failed: boolean
  readonly inputRef: Ref<HTMLInputElement>
  /** Staff started using the page: load the console. */
  readonly onWake: () => void
  /** A pointer went down on the page (it also wakes the console). */
  readonly onPress: () => void
  readonly onSubmit: () => void
  readonly onReload: () => void
}

export const SignInFirstPaint = ({ notice, submitting, failed, inputRef, onWake, onPress, onSubmit, onReload }: SignInFirstPaintProps) => {
  const [email, setEmail] = useState('')
  if (failed) {
    return (
      <section className="sign-in-card" aria-labelledby="first-paint-failed" data-state="load-failed">
        <div className="sign-in-card__icon sign-in-card__icon--error" aria-hidden="true">
          <i className="pi pi-exclamation-triangle" />
        </div>
        <h1 id="first-paint-failed" className="sign-in-card__title">
          {t.loadFailedTitle}
        </h1>
        <p className="sign-in-card__lead" role="alert">
          {t.loadFailed}
        </p>
        <div className="sign-in-card__actions">
          <button type="button" className="p-button p-component" onClick={onReload}>
            <span className="p-button-icon p-c p-button-icon-left pi pi-refresh" aria-hidden="true" />
            <span className="p-button-label p-c">{t.reload}</span>
          </button>
        </div>
      </section>
    )
  }
  return (
    <div className="sign-in-first-paint" onKeyDownCapture={onWake} onPointerDownCapture={onPress}>
      <SignInForm
        email={email}
        problem={null}
        busy={submitting}
        notice={notice}
        inputRef={inputRef}
        onEmailChange={(value) => {
          setEmail(value)
          onWake()
        }}
        onSubmit={onSubmit}
      />
    </div>
  )
}
