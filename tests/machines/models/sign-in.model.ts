import { expect } from 'vitest'
import { signInMachine, signInReturnUrl } from '@src/machines/sign-in.machine'
import { defineModelSpec } from '../support/model'

const pageUrl = 'http://127.0.0.1:8787/sign-in?redirect=%2Fdoctor%2F42'

export const spec = defineModelSpec({
  machine: signInMachine,
  input: { pageUrl },
  events: [
    { type: 'email.change', value: ' admin@medicolle.example ' },
    { type: 'email.change', value: 'not-an-email' },
    { type: 'email.change', value: '' },
    { type: 'email.submit' },
    { type: 'email.reset' },
    { type: 'link.resend' },
    { type: 'xstate.done.actor.checkAdmission' },
    { type: 'xstate.error.actor.checkAdmission', error: { _tag: 'AdmissionFailed', message: 'admission failed' } },
    { type: 'xstate.done.actor.sendLink' },
    { type: 'xstate.error.actor.sendLink', error: { _tag: 'SendLinkFailed', message: 'quota exceeded' } },
  ],
  record: ['rememberEmail', 'reportFailure'],
  checks: {
    '*': (snapshot, run) => {
      // an e-mail is remembered once per link sent; every failure is reported with its step
      const sent = run.steps.filter((s) => s.event.type === 'xstate.done.actor.sendLink').length
      const failed = run.steps.filter((s) => s.event.type.startsWith('xstate.error.actor.'))
      expect(run.effects.filter((e) => e.type === 'rememberEmail')).toHaveLength(sent)
      expect(run.effects.filter((e) => e.type === 'reportFailure').map((e) => (e.params as { step: string }).step)).toEqual(
        failed.map((s) => (s.event.type.endsWith('checkAdmission') ? 'admission' : 'send')),
      )
      expect(snapshot.hasTag('busy')).toBe(snapshot.matches('checkingAdmission') || snapshot.matches('sendingLink'))
    },
    checkingAdmission: (snapshot, run) => {
      expect(run.stubs.checkAdmission!.pending().input).toEqual({ email: snapshot.context.email })
      expect(snapshot.context.email).toBe('admin@medicolle.example')
    },
    sendingLink: (snapshot, run) => {
      expect(run.stubs.sendLink!.pending().input).toEqual({
        email: snapshot.context.email,
        returnUrl: signInReturnUrl(pageUrl),
      })
    },
    mailSent: (snapshot) => expect(snapshot.context.sentTo).toBe(snapshot.context.email),
  },
})
