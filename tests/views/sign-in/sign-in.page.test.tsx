// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { signInMachine } from '@src/machines/sign-in.machine'
import { SignInPage } from '@src/areas/sign-in/sign-in.page'
import { signInText } from '@src/areas/sign-in/sign-in.text'
import { flush, PromiseStub } from '../../machines/auth/harness'

afterEach(cleanup)

const pageUrl = 'http://127.0.0.1:8787/sign-in?redirect=%2Fdoctor'
const oobUrl = 'http://127.0.0.1:9099/emulator/v1/projects/demo-medicolle/oobCodes'

const renderPage = (props: Partial<Parameters<typeof SignInPage>[0]> = {}) => {
  const checkAdmission = new PromiseStub<void, { email: string }>()
  const sendLink = new PromiseStub<void, { email: string; returnUrl: string }>()
  const rememberEmail = vi.fn()
  const reportFailure = vi.fn()
  const logic = signInMachine.provide({
    actors: { checkAdmission: checkAdmission.logic, sendLink: sendLink.logic },
    actions: {
      rememberEmail: (_, params) => rememberEmail(params),
      reportFailure: (_, params) => reportFailure(params),
    },
  })
  render(<SignInPage logic={logic} pageUrl={pageUrl} emulatorOobUrl={oobUrl} {...props} />)
  return { checkAdmission, sendLink, rememberEmail, reportFailure }
}

const settle = async (f: () => void) => {
  await act(async () => {
    f()
    await flush()
  })
}

const emailInput = () => screen.getByLabelText(signInText.emailLabel) as HTMLInputElement
const submitButton = () => screen.getByRole('button', { name: /ログインリンクを送信|送信しています/ }) as HTMLButtonElement

describe('SignInPage', () => {
  it('a card with an e-mail field (type email, autocomplete) and the button ログインリンクを送信', () => {
    renderPage()
    expect(screen.queryByRole('heading', { name: signInText.title })).not.toBeNull()
    expect(emailInput().type).toBe('email')
    expect(emailInput().autocomplete).toContain('email')
    expect(submitButton().textContent).toContain('ログインリンクを送信')
    expect(submitButton().type).toBe('submit')
  })

  it('an empty or malformed e-mail is explained in Japanese; nothing is sent', async () => {
    const { checkAdmission } = renderPage()
    await settle(() => fireEvent.click(submitButton()))
    expect(screen.getByRole('alert').textContent).toBe('メールアドレスを入力してください。')
    await settle(() => fireEvent.change(emailInput(), { target: { value: 'admin@' } }))
    expect(screen.queryByRole('alert')).toBeNull()
    await settle(() => fireEvent.submit(emailInput().form!))
    expect(screen.getByRole('alert').textContent).toBe('メールアドレスの形式が正しくありません。')
    expect(emailInput().getAttribute('aria-invalid')).toBe('true')
    expect(checkAdmission.calls).toHaveLength(0)
  })

  it('busy while checking and sending, then the mail-sent card; another address goes back', async () => {
    const { checkAdmission, sendLink, rememberEmail } = renderPage()
    await settle(() => fireEvent.change(emailInput(), { target: { value: 'admin@medicolle.example' } }))
    await settle(() => fireEvent.click(submitButton()))
    expect(submitButton().disabled).toBe(true)
    expect(submitButton().textContent).toContain(signInText.sending)
    expect(emailInput().disabled).toBe(true)
    expect(checkAdmission.calls[0]?.input).toEqual({ email: 'admin@medicolle.example' })

    await settle(() => checkAdmission.resolve())
    expect(sendLink.calls[0]?.input.returnUrl).toBe('http://127.0.0.1:8787/sign-in-action/?redirect=%2Fdoctor')
    expect(submitButton().disabled).toBe(true)

    await settle(() => sendLink.resolve())
    expect(screen.queryByRole('heading', { name: signInText.sentTitle })).not.toBeNull()
    expect(screen.getByRole('status').textContent).toContain('admin@medicolle.example')
    expect(screen.getByRole('link', { name: oobUrl }).getAttribute('href')).toBe(oobUrl)
    expect(rememberEmail).toHaveBeenCalledWith({ email: 'admin@medicolle.example' })

    await settle(() => fireEvent.click(screen.getByRole('button', { name: signInText.useAnother })))
    expect(emailInput().value).toBe('')
    expect(submitButton().disabled).toBe(false)
  })

  it('resend sends the link again from the mail-sent card', async () => {
    const { checkAdmission, sendLink } = renderPage({ initialEmail: 'admin@medicolle.example' })
    await settle(() => fireEvent.click(submitButton()))
    await settle(() => checkAdmission.resolve())
    await settle(() => sendLink.resolve())
    await settle(() => fireEvent.click(screen.getByRole('button', { name: signInText.resend })))
    expect(sendLink.calls).toHaveLength(2)
  })

  it('no emulator hint against a real project', async () => {
    const { checkAdmission, sendLink } = renderPage({ initialEmail: 'admin@medicolle.example', emulatorOobUrl: undefined })
    await settle(() => fireEvent.click(submitButton()))
    await settle(() => checkAdmission.resolve())
    await settle(() => sendLink.resolve())
    expect(screen.queryByRole('heading', { name: signInText.sentTitle })).not.toBeNull()
    expect(screen.queryByText(signInText.emulatorHint)).toBeNull()
  })

  it('a failed admission returns to the form and is reported (the dialog is the app’s)', async () => {
    const { checkAdmission, reportFailure } = renderPage({ initialEmail: 'stranger@example.com' })
    await settle(() => fireEvent.click(submitButton()))
    const error = { _tag: 'AdmissionFailed', message: 'admission failed' }
    await settle(() => checkAdmission.reject(error))
    expect(reportFailure).toHaveBeenCalledWith({ step: 'admission', error })
    expect(submitButton().disabled).toBe(false)
    expect(emailInput().value).toBe('stranger@example.com')
  })

  it('explains why staff are here: an expired session, or a page they asked for', () => {
    renderPage({ notice: 'expired' })
    expect(screen.getByRole('status').textContent).toContain(signInText.expiredNotice)
    cleanup()
    renderPage({ notice: 'redirect' })
    expect(screen.getByRole('status').textContent).toContain(signInText.redirectNotice)
  })
})
