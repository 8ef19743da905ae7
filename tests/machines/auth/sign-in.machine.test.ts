import { describe, expect, it, vi } from 'vitest'
import {
  emailProblem,
  normaliseEmail,
  signInMachine,
  signInReturnUrl,
} from '@src/machines/sign-in.machine'
import { modelPaths, PromiseStub, replay, start, stateIds, visited } from '../support/model'

const pageUrl = 'http://127.0.0.1:8787/sign-in?redirect=%2Fdoctor%2F42'
const admissionFailed = { _tag: 'AdmissionFailed', message: 'admission failed' }

const setupSignIn = (email?: string) => {
  const checkAdmission = new PromiseStub<void, { email: string }>()
  const sendLink = new PromiseStub<void, { email: string; returnUrl: string }>()
  const rememberEmail = vi.fn()
  const reportFailure = vi.fn()
  const machine = signInMachine.provide({
    actors: { checkAdmission: checkAdmission.logic, sendLink: sendLink.logic },
    actions: {
      rememberEmail: (_, params) => rememberEmail(params),
      reportFailure: (_, params) => reportFailure(params),
    },
  })
  const driven = start({ machine, input: { pageUrl, email }, stubs: { checkAdmission, sendLink }, delays: {} })
  return { driven, checkAdmission, sendLink, rememberEmail, reportFailure }
}

describe('sign-in helpers', () => {
  it("the return page is the current address plus '-action/', keeping the query", () => {
    expect(signInReturnUrl('http://127.0.0.1:8787/sign-in')).toBe('http://127.0.0.1:8787/sign-in-action/')
    expect(signInReturnUrl(pageUrl)).toBe('http://127.0.0.1:8787/sign-in-action/?redirect=%2Fdoctor%2F42')
    expect(signInReturnUrl('https://console.example/sign-in/#top')).toBe('https://console.example/sign-in-action/')
  })

  it('checks the e-mail shape', () => {
    expect(emailProblem('')).toBe('email-required')
    expect(emailProblem('   ')).toBe('email-required')
    expect(emailProblem('admin@medicolle')).toBe('email-invalid')
    expect(emailProblem('admin@@medicolle.example')).toBe('email-invalid')
    expect(emailProblem(' admin@medicolle.example ')).toBeNull()
    // typed with a Japanese IME: full-width letters and '＠'
    expect(emailProblem('ａｄｍｉｎ＠ｍｅｄｉｃｏｌｌｅ．ｅｘａｍｐｌｅ')).toBeNull()
    expect(normaliseEmail('ａｄｍｉｎ＠ｍｅｄｉｃｏｌｌｅ．ｅｘａｍｐｌｅ')).toBe('admin@medicolle.example')
  })
})

describe('sign-in machine', () => {
  it('checks admission for the trimmed e-mail, sends the link to the return page, remembers the e-mail', async () => {
    const { driven, checkAdmission, sendLink, rememberEmail } = setupSignIn()
    await driven.step({ type: 'email.change', value: '  admin@medicolle.example ' })
    await driven.step({ type: 'email.submit' })
    expect(driven.actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(checkAdmission.calls[0]?.input).toEqual({ email: 'admin@medicolle.example' })
    await driven.step({ type: 'xstate.done.actor.checkAdmission' })
    expect(sendLink.calls[0]?.input).toEqual({
      email: 'admin@medicolle.example',
      returnUrl: 'http://127.0.0.1:8787/sign-in-action/?redirect=%2Fdoctor%2F42',
    })
    expect(rememberEmail).not.toHaveBeenCalled()
    await driven.step({ type: 'xstate.done.actor.sendLink' })
    expect(driven.actor.getSnapshot().value).toBe('mailSent')
    expect(driven.actor.getSnapshot().context.sentTo).toBe('admin@medicolle.example')
    expect(rememberEmail).toHaveBeenCalledWith({ email: 'admin@medicolle.example' })
  })

  it("an e-mail that is not admitted is reported (step 'admission') and no link is sent", async () => {
    const { driven, sendLink, reportFailure } = setupSignIn('stranger@example.com')
    await driven.step({ type: 'email.submit' })
    await driven.step({ type: 'xstate.error.actor.checkAdmission', error: admissionFailed })
    expect(driven.actor.getSnapshot().value).toBe('editing')
    expect(reportFailure).toHaveBeenCalledWith({ step: 'admission', error: admissionFailed })
    expect(sendLink.calls).toHaveLength(0)
  })

  it('a malformed e-mail is refused before any call', async () => {
    const { driven, checkAdmission } = setupSignIn()
    await driven.step({ type: 'email.change', value: 'admin@' })
    await driven.step({ type: 'email.submit' })
    expect(driven.actor.getSnapshot().context.problem).toBe('email-invalid')
    expect(checkAdmission.calls).toHaveLength(0)
  })
})

describe('sign-in machine: model-based paths', () => {
  const sendError = { _tag: 'SendLinkFailed', message: 'quota exceeded' }
  const paths = modelPaths(signInMachine, {
    input: { pageUrl },
    events: [
      { type: 'email.change', value: 'admin@medicolle.example' },
      { type: 'email.change', value: 'not-an-email' },
      { type: 'email.submit' },
      { type: 'email.reset' },
      { type: 'link.resend' },
      { type: 'xstate.done.actor.checkAdmission' },
      { type: 'xstate.error.actor.checkAdmission', error: admissionFailed },
      { type: 'xstate.done.actor.sendLink' },
      { type: 'xstate.error.actor.sendLink', error: sendError },
    ],
  })

  it('the paths visit every state', () => {
    expect([...visited(paths)].filter((id) => id !== 'signIn').sort()).toEqual(stateIds(signInMachine).sort())
  })

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const { driven, checkAdmission, sendLink, rememberEmail, reportFailure } = setupSignIn()
    const pending = (stub: PromiseStub<any, any>) => stub.calls.filter((c) => !c.settled)
    let remembered = 0
    let reports = 0
    await replay(
      driven,
      path.steps.map((s) => {
        if ((s.event.type as string) === 'xstate.done.actor.sendLink') remembered += 1
        if ((s.event.type as string).startsWith('xstate.error.actor.')) reports += 1
        return { ...s, remembered, reports }
      }),
      {
        editing: (snapshot) => {
          expect(snapshot.hasTag('busy')).toBe(false)
          expect(snapshot.can({ type: 'email.submit' })).toBe(true)
          expect(pending(checkAdmission).length + pending(sendLink).length).toBe(0)
        },
        checkingAdmission: (snapshot) => {
          expect(snapshot.hasTag('busy')).toBe(true)
          expect(pending(checkAdmission)).toHaveLength(1)
          expect(pending(checkAdmission)[0]?.input).toEqual({ email: snapshot.context.email })
        },
        sendingLink: (snapshot) => {
          expect(snapshot.hasTag('busy')).toBe(true)
          expect(pending(sendLink)).toHaveLength(1)
          expect(pending(sendLink)[0]?.input).toEqual({ email: snapshot.context.email, returnUrl: signInReturnUrl(pageUrl) })
        },
        mailSent: (snapshot) => {
          expect(snapshot.hasTag('busy')).toBe(false)
          expect(snapshot.context.sentTo).toBe(snapshot.context.email)
          expect(snapshot.can({ type: 'email.reset' })).toBe(true)
        },
      },
    )
    expect(rememberEmail).toHaveBeenCalledTimes(remembered)
    expect(reportFailure).toHaveBeenCalledTimes(reports)
  })
})
