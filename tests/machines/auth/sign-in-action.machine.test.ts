import { describe, expect, it, vi } from 'vitest'
import {
  redirectOf,
  safeRedirect,
  signInActionMachine,
  type LinkInspection,
} from '@src/machines/sign-in-action.machine'
import { modelPaths, PromiseStub, replay, start, stateIds, visited } from '../support/model'

const linkUrl =
  'http://127.0.0.1:8787/sign-in-action/?redirect=%2Fdoctor%2F42%3Ftab%3Dmp&mode=signIn&oobCode=abc&apiKey=fake-api-key&lang=en'

const setupAction = (url = linkUrl) => {
  const inspectLink = new PromiseStub<LinkInspection, { url: string }>()
  const completeSignIn = new PromiseStub<void, { email: string; url: string }>()
  const land = vi.fn()
  const forgetEmail = vi.fn()
  const machine = signInActionMachine.provide({
    actors: { inspectLink: inspectLink.logic, completeSignIn: completeSignIn.logic },
    actions: { land: (_, params) => land(params), forgetEmail },
  })
  const driven = start({ machine, input: { url }, stubs: { inspectLink, completeSignIn }, delays: {} })
  return { driven, inspectLink, completeSignIn, land, forgetEmail }
}

describe('redirect after sign-in', () => {
  it('follows same-origin paths only, never a sign-in page', () => {
    expect(safeRedirect('/doctor/42?tab=mp')).toBe('/doctor/42?tab=mp')
    expect(safeRedirect('/press_release?status=editing#top')).toBe('/press_release?status=editing#top')
    expect(safeRedirect(undefined)).toBe('/')
    expect(safeRedirect('')).toBe('/')
    expect(safeRedirect('https://evil.example/')).toBe('/')
    expect(safeRedirect('//evil.example/x')).toBe('/')
    expect(safeRedirect('/\\evil.example')).toBe('/')
    expect(safeRedirect('javascript:alert(1)')).toBe('/')
    expect(safeRedirect('/sign-in')).toBe('/')
    expect(safeRedirect('/sign-in-action/?mode=signIn')).toBe('/')
  })

  it("reads '?redirect=' of the return page", () => {
    expect(redirectOf(linkUrl)).toBe('/doctor/42?tab=mp')
    expect(redirectOf('http://127.0.0.1:8787/sign-in-action/?mode=signIn&oobCode=x')).toBe('/')
  })
})

describe('sign-in action machine', () => {
  it('completes with the remembered e-mail and lands on the page first asked for', async () => {
    const { driven, inspectLink, completeSignIn, land, forgetEmail } = setupAction()
    expect(inspectLink.calls[0]?.input).toEqual({ url: linkUrl })
    await driven.step({
      type: 'xstate.done.actor.inspectLink',
      output: { isSignInLink: true, rememberedEmail: 'admin@medicolle.example' },
    })
    expect(completeSignIn.calls[0]?.input).toEqual({ email: 'admin@medicolle.example', url: linkUrl })
    await driven.step({ type: 'xstate.done.actor.completeSignIn' })
    expect(driven.actor.getSnapshot().status).toBe('done')
    expect(forgetEmail).toHaveBeenCalledTimes(1)
    expect(land).toHaveBeenCalledWith({ redirect: '/doctor/42?tab=mp' })
  })

  it('lands on / when no page was asked for', async () => {
    const { driven, land } = setupAction('http://127.0.0.1:8787/sign-in-action/?mode=signIn&oobCode=abc')
    await driven.step({ type: 'xstate.done.actor.inspectLink', output: { isSignInLink: true, rememberedEmail: 'a@b.example' } })
    await driven.step({ type: 'xstate.done.actor.completeSignIn' })
    expect(land).toHaveBeenCalledWith({ redirect: '/' })
  })

  it('an address that is not an e-mail link fails without trying to sign in', async () => {
    const { driven, completeSignIn, land } = setupAction('http://127.0.0.1:8787/sign-in-action')
    await driven.step({ type: 'xstate.done.actor.inspectLink', output: { isSignInLink: false, rememberedEmail: 'a@b.example' } })
    expect(driven.actor.getSnapshot().value).toBe('invalidLink')
    expect(completeSignIn.calls).toHaveLength(0)
    expect(land).not.toHaveBeenCalled()
  })

  it('asks for the e-mail when none is remembered (another browser), then completes', async () => {
    const { driven, completeSignIn } = setupAction()
    await driven.step({ type: 'xstate.done.actor.inspectLink', output: { isSignInLink: true, rememberedEmail: null } })
    expect(driven.actor.getSnapshot().value).toBe('askingEmail')
    await driven.step({ type: 'email.change', value: ' operator@medicolle.example ' })
    await driven.step({ type: 'email.submit' })
    expect(completeSignIn.calls[0]?.input).toEqual({ email: 'operator@medicolle.example', url: linkUrl })
  })

  it('keeps the failure tag (e.g. an expired link) and lets staff retype the e-mail', async () => {
    const { driven } = setupAction()
    await driven.step({ type: 'xstate.done.actor.inspectLink', output: { isSignInLink: true, rememberedEmail: 'a@b.example' } })
    await driven.step({ type: 'xstate.error.actor.completeSignIn', error: { _tag: 'SignInLinkInvalid', message: '期限切れ' } })
    expect(driven.actor.getSnapshot().context.failure).toEqual({ tag: 'SignInLinkInvalid', message: '期限切れ' })
    await driven.step({ type: 'email.retry' })
    expect(driven.actor.getSnapshot().value).toBe('askingEmail')
  })
})

describe('sign-in action machine: model-based paths', () => {
  const paths = modelPaths(signInActionMachine, {
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
  })

  it('the paths visit every state', () => {
    expect([...visited(paths)].filter((id) => id !== 'signInAction').sort()).toEqual(
      stateIds(signInActionMachine).sort(),
    )
  })

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const { driven, inspectLink, completeSignIn, land, forgetEmail } = setupAction()
    const pending = (stub: PromiseStub<any, any>) => stub.calls.filter((c) => !c.settled)
    const idle = () => expect(pending(inspectLink).length + pending(completeSignIn).length).toBe(0)
    await replay(driven, path.steps, {
      inspecting: (snapshot) => {
        expect(snapshot.hasTag('busy')).toBe(true)
        expect(pending(inspectLink)).toHaveLength(1)
      },
      invalidLink: (snapshot) => {
        expect(snapshot.status).toBe('done')
        expect(land).not.toHaveBeenCalled()
        idle()
      },
      askingEmail: (snapshot) => {
        expect(snapshot.hasTag('busy')).toBe(false)
        expect(snapshot.can({ type: 'email.submit' })).toBe(true)
        idle()
      },
      completing: (snapshot) => {
        expect(snapshot.hasTag('busy')).toBe(true)
        expect(pending(completeSignIn)[0]?.input).toEqual({ email: snapshot.context.email, url: linkUrl })
      },
      failed: (snapshot) => {
        expect(snapshot.context.failure).not.toBeNull()
        expect(snapshot.can({ type: 'email.retry' })).toBe(true)
        expect(land).not.toHaveBeenCalled()
        idle()
      },
      signedIn: (snapshot) => {
        expect(snapshot.status).toBe('done')
        expect(forgetEmail).toHaveBeenCalledTimes(1)
        expect(land).toHaveBeenCalledExactlyOnceWith({ redirect: '/doctor/42?tab=mp' })
        idle()
      },
    })
  })
})
