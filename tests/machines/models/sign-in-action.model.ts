import { expect } from 'vitest'
import { signInActionMachine } from '@src/machines/sign-in-action.machine'
import { defineModelSpec } from '../support/model'

const linkUrl =
  'http://127.0.0.1:8787/sign-in-action/?redirect=%2Fdoctor%2F42%3Ftab%3Dmp&mode=signIn&oobCode=abc&apiKey=fake-api-key&lang=en'

export const spec = defineModelSpec({
  machine: signInActionMachine,
  input: { url: linkUrl },
  events: [
    { type: 'xstate.done.actor.inspectLink', output: { isSignInLink: false, rememberedEmail: null } },
    { type: 'xstate.done.actor.inspectLink', output: { isSignInLink: true, rememberedEmail: 'admin@medicolle.example' } },
    { type: 'xstate.done.actor.inspectLink', output: { isSignInLink: true, rememberedEmail: null } },
    { type: 'xstate.error.actor.inspectLink', error: new Error('storage blocked') },
    { type: 'email.change', value: 'operator@medicolle.example' },
    { type: 'email.change', value: 'nope' },
    { type: 'email.submit' },
    { type: 'email.retry' },
    { type: 'xstate.done.actor.completeSignIn' },
    { type: 'xstate.error.actor.completeSignIn', error: { _tag: 'SignInLinkInvalid', message: '期限切れ' } },
    { type: 'xstate.error.actor.completeSignIn', error: 'boom' },
  ],
  record: ['land', 'forgetEmail'],
  checks: {
    '*': (snapshot, run) => {
      if (!snapshot.matches('signedIn')) expect(run.effects).toEqual([])
      expect(snapshot.hasTag('busy')).toBe(snapshot.matches('inspecting') || snapshot.matches('completing'))
    },
    inspecting: (_, run) => expect(run.stubs.inspectLink!.pending().input).toEqual({ url: linkUrl }),
    completing: (snapshot, run) =>
      expect(run.stubs.completeSignIn!.pending().input).toEqual({ email: snapshot.context.email, url: linkUrl }),
    failed: (snapshot) => expect(snapshot.context.failure).not.toBeNull(),
    invalidLink: (snapshot) => expect(snapshot.status).toBe('done'),
    signedIn: (snapshot, run) => {
      expect(snapshot.status).toBe('done')
      expect(run.effects).toEqual([
        { type: 'forgetEmail', params: undefined },
        { type: 'land', params: { redirect: '/doctor/42?tab=mp' } },
      ])
    },
  },
})
