// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { signInActionMachine, type LinkInspection } from '@src/machines/sign-in-action.machine'
import { SignInActionPage } from '@src/areas/sign-in/sign-in-action.page'
import { signInActionText as t, signInText } from '@src/areas/sign-in/sign-in.text'
import { flush, PromiseStub } from '../../machines/auth/harness'

afterEach(cleanup)

const linkUrl = 'http://127.0.0.1:8787/sign-in-action/?redirect=%2Fclient&mode=signIn&oobCode=abc&apiKey=fake-api-key'

const renderPage = () => {
  const inspectLink = new PromiseStub<LinkInspection, { url: string }>()
  const completeSignIn = new PromiseStub<void, { email: string; url: string }>()
  const land = vi.fn()
  const onNavigate = vi.fn()
  const logic = signInActionMachine.provide({
    actors: { inspectLink: inspectLink.logic, completeSignIn: completeSignIn.logic },
    actions: { land: (_, params) => land(params), forgetEmail: () => {} },
  })
  render(<SignInActionPage logic={logic} url={linkUrl} onNavigate={onNavigate} />)
  return { inspectLink, completeSignIn, land, onNavigate }
}

const settle = async (f: () => void) => {
  await act(async () => {
    f()
    await flush()
  })
}

describe('SignInActionPage', () => {
  it('verifies the link first', () => {
    renderPage()
    expect(screen.getByRole('status').textContent).toContain(t.verifying)
  })

  it('not a link: the Japanese error and a way back to /sign-in', async () => {
    const { inspectLink, onNavigate } = renderPage()
    await settle(() => inspectLink.resolve({ isSignInLink: false, rememberedEmail: null }))
    expect(screen.getByRole('alert').textContent).toBe('メールのリンクからの遷移ではありません。')
    const back = screen.getByRole('link', { name: t.backToSignIn })
    expect(back.getAttribute('href')).toBe('/sign-in')
    fireEvent.click(back)
    expect(onNavigate).toHaveBeenCalledWith('/sign-in')
  })

  it('remembered e-mail: signs in at once and lands', async () => {
    const { inspectLink, completeSignIn, land } = renderPage()
    await settle(() => inspectLink.resolve({ isSignInLink: true, rememberedEmail: 'admin@medicolle.example' }))
    expect(screen.getByRole('status').textContent).toContain(t.signingIn)
    expect(completeSignIn.calls[0]?.input).toEqual({ email: 'admin@medicolle.example', url: linkUrl })
    await settle(() => completeSignIn.resolve())
    expect(land).toHaveBeenCalledWith({ redirect: '/client' })
    expect(screen.getByRole('status').textContent).toContain(t.signedIn)
  })

  it('another browser: asks for the e-mail, explains a failure, lets staff retype', async () => {
    const { inspectLink, completeSignIn } = renderPage()
    await settle(() => inspectLink.resolve({ isSignInLink: true, rememberedEmail: null }))
    expect(screen.queryByText(t.askEmailLead)).not.toBeNull()
    const input = screen.getByLabelText(signInText.emailLabel) as HTMLInputElement
    expect(input.type).toBe('email')
    await settle(() => fireEvent.change(input, { target: { value: 'operator@medicolle.example' } }))
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.submit })))
    expect(completeSignIn.calls[0]?.input.email).toBe('operator@medicolle.example')

    await settle(() => completeSignIn.reject({ _tag: 'SignInEmailMismatch', message: 'mismatch' }))
    expect(screen.getByRole('alert').textContent).toContain(t.failures.SignInEmailMismatch)
    await settle(() => fireEvent.click(screen.getByRole('button', { name: t.retry })))
    expect((screen.getByLabelText(signInText.emailLabel) as HTMLInputElement).value).toBe('operator@medicolle.example')
  })

  it("a failure the page has no text for shows the error's own message", async () => {
    const { inspectLink, completeSignIn } = renderPage()
    await settle(() => inspectLink.resolve({ isSignInLink: true, rememberedEmail: 'a@b.example' }))
    await settle(() => completeSignIn.reject({ _tag: 'SignInFailed', message: 'このアカウントは無効になっているため、ログインできません。' }))
    expect(screen.getByRole('alert').textContent).toContain('このアカウントは無効になっているため')
  })
})
