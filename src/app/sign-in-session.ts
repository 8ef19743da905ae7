/**
 * The sign-in pages' machines with their actors: `signInLive` (/sign-in: the admission
 * check, sending the link, the remembered e-mail) and `signInActionLive` (/sign-in-action: the link
 * inspected, the sign-in completed, landing where staff were going), on the `Auth` service through
 * the session's runtime (src/app/session.ts). A module of its own, imported by the sign-in routes'
 * lazy part (src/areas/sign-in/sign-in.lazy.tsx) only: it loads with their chunk, and a signed-in
 * page never loads it.
 */
import { Effect } from 'effect'
import type { MessageItem } from '../machines/message-queue.machine'
import { signInActionMachine, type LinkInspection } from '../machines/sign-in-action.machine'
import { signInMachine, type SignInFailureStep } from '../machines/sign-in.machine'
import type { Auth } from '../services/auth.service'
import { firebaseSettingsFrom } from '../services/firebase'
import { signInText } from '../areas/sign-in/sign-in.text'
import { effectActor } from './bridge'
import { enqueueMessage } from './dialogs'
import { navigateTo, run, withAuth } from './session'

const errorMessage = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' && error.message !== ''
    ? error.message
    : undefined

const tagOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && '_tag' in error && typeof error._tag === 'string' ? error._tag : undefined

/** What staff see in the message dialog when a sign-in step fails. */
export const signInFailureMessage = (step: SignInFailureStep, error: unknown): MessageItem => {
  if (tagOf(error) === 'AdmissionFailed') {
    const t = signInText.admissionFailed
    // the spec's text ('admission failed') stays visible, after the Japanese explanation
    return {
      kind: 'simple-error',
      title: t.title,
      messages: [...t.messages, signInText.detail(errorMessage(error) ?? 'admission failed')],
    }
  }
  const title = step === 'admission' ? signInText.admissionCheckFailedTitle : signInText.sendFailedTitle
  return {
    kind: 'simple-error',
    title,
    messages: [errorMessage(error) ?? 'ログインリンクを送信できませんでした。時間をおいて再度お試しください。'],
  }
}

export const signInLive = signInMachine.provide({
  actors: {
    checkAdmission: effectActor((input: { readonly email: string }) => withAuth((auth) => auth.checkAdmission(input.email))),
    sendLink: effectActor((input: { readonly email: string; readonly returnUrl: string }) => withAuth((auth) => auth.sendLink(input.email, input.returnUrl))),
  },
  actions: {
    rememberEmail: (_, { email }) => {
      void run(withAuth((auth) => auth.rememberEmail(email)))
    },
    reportFailure: (_, { step, error }) => {
      if (tagOf(error) !== 'AdmissionFailed') console.error(error)
      enqueueMessage(signInFailureMessage(step, error))
    },
  },
})

export const signInActionLive = signInActionMachine.provide({
  actors: {
    inspectLink: effectActor(
      (input: { readonly url: string }): Effect.Effect<LinkInspection, unknown, Auth> =>
        withAuth((auth) => Effect.all({ isSignInLink: auth.isSignInLink(input.url), rememberedEmail: auth.rememberedEmail })),
    ),
    completeSignIn: effectActor((input: { readonly email: string; readonly url: string }) =>
      withAuth((auth) => Effect.asVoid(auth.completeSignIn(input.email, input.url))),
    ),
  },
  actions: {
    forgetEmail: () => {
      void run(withAuth((auth) => auth.forgetEmail))
    },
    land: (_, { redirect }) => navigateTo(redirect, true),
  },
})

/** Local emulator only: where the sent links can be read (shown on the 'mail sent' card). */
export const emulatorOobUrl: string | undefined = (() => {
  const settings = firebaseSettingsFrom(import.meta.env)
  return settings.emulatorUrl === undefined
    ? undefined
    : `${settings.emulatorUrl}/emulator/v1/projects/${settings.projectId}/oobCodes`
})()
