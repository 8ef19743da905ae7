// @vitest-environment jsdom
/**
 * The first paint of /sign-in (src/app/first-paint.tsx, issue 18): drawn before the console has
 * loaded, the console loaded on the first input only, and the console's sign-in page taking over
 * with what was typed, a submit already asked for and the focus.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ComponentType } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  claimScreen,
  FirstPaint,
  firstPaintApplies,
  firstPaintTakeOver,
  sessionHintKey,
  startFirstPaint,
} from '@src/app/first-paint'
import { signInMachine } from '@src/machines/sign-in.machine'
import { SignInPage } from '@src/areas/sign-in/sign-in.page'
import { signInText } from '@src/areas/sign-in/sign-in.text'
import { deferred, flush, PromiseStub } from '../../machines/support/model'

afterEach(cleanup)
beforeEach(() => window.history.replaceState(null, '', '/sign-in'))

const settle = async (f: () => void = () => {}) => {
  await act(async () => {
    f()
    await flush()
  })
}

const emailInputs = () => screen.getAllByLabelText(signInText.emailLabel) as Array<HTMLInputElement>
const submitButton = () => screen.getByRole('button', { name: /ログインリンクを送信|送信しています/ }) as HTMLButtonElement

/** The console as the router would show it at /sign-in: its sign-in page, taking over. */
const consoleWithSignIn = () => {
  const checkAdmission = new PromiseStub<void, { email: string }>()
  const logic = signInMachine.provide({
    actors: { checkAdmission: checkAdmission.logic, sendLink: new PromiseStub<void, { email: string; returnUrl: string }>().logic },
  })
  const Console: ComponentType = () => <SignInPage logic={logic} pageUrl="http://127.0.0.1:8787/sign-in" takeOver={firstPaintTakeOver} />
  return { Console, checkAdmission }
}

const start = (light = true) => {
  const load = deferred<ComponentType>()
  const loadConsole = vi.fn(() => load.promise)
  const reload = vi.fn()
  const actor = startFirstPaint(loadConsole, light, reload)
  render(<FirstPaint actor={actor} />)
  return { load, loadConsole, reload, actor }
}

describe('which loads start with the first paint', () => {
  const store = (hint: string | null) => ({ getItem: (key: string) => (key === sessionHintKey ? hint : null) })
  it('/sign-in with no session remembered; never the link’s return page or another route', () => {
    expect(firstPaintApplies('/sign-in', store(null))).toBe(true)
    expect(firstPaintApplies('/sign-in/', store(null))).toBe(true)
    expect(firstPaintApplies('/sign-in', store('1'))).toBe(false)
    expect(firstPaintApplies('/sign-in-action/', store(null))).toBe(false)
    expect(firstPaintApplies('/doctor', store(null))).toBe(false)
    expect(firstPaintApplies('/sign-in', undefined)).toBe(true)
  })
})

describe('FirstPaint', () => {
  it('draws the sign-in form with the notice of its query and loads nothing until staff act', async () => {
    window.history.replaceState(null, '', '/sign-in?redirect=%2Fdoctor&reason=expired')
    const { loadConsole } = start()
    expect(screen.getByRole('heading', { name: signInText.title })).not.toBeNull()
    expect(screen.getByRole('status').textContent).toContain(signInText.expiredNotice)
    expect(emailInputs()).toHaveLength(1)
    await settle()
    expect(loadConsole).not.toHaveBeenCalled()
  })

  it('the first key loads the console; its sign-in page takes over with what was typed and the focus', async () => {
    const { load, loadConsole } = start()
    const light = emailInputs()[0]!
    light.focus()
    await settle(() => fireEvent.keyDown(light, { key: 'a' }))
    expect(loadConsole).toHaveBeenCalledTimes(1)
    await settle(() => fireEvent.change(light, { target: { value: 'admin@medicolle.exam' } }))
    await settle(() => fireEvent.change(light, { target: { value: 'admin@medicolle.example' } }))
    expect(loadConsole).toHaveBeenCalledTimes(1)

    const { Console } = consoleWithSignIn()
    await settle(() => load.resolve(Console))
    const inputs = emailInputs()
    expect(inputs).toHaveLength(1)
    expect(inputs[0]).not.toBe(light)
    expect(inputs[0]!.value).toBe('admin@medicolle.example')
    expect(document.activeElement).toBe(inputs[0])
    expect(inputs[0]!.closest('.first-paint-console')?.getAttribute('style')).toContain('display: contents')
  })

  it('a submit before the console has loaded waits (busy), then is sent by the console’s page', async () => {
    const { load } = start()
    await settle(() => fireEvent.change(emailInputs()[0]!, { target: { value: 'admin@medicolle.example' } }))
    await settle(() => fireEvent.click(submitButton()))
    expect(submitButton().disabled).toBe(true)
    expect(submitButton().textContent).toContain(signInText.sending)

    const { Console, checkAdmission } = consoleWithSignIn()
    await settle(() => load.resolve(Console))
    expect(emailInputs()).toHaveLength(1)
    expect(checkAdmission.calls.map((c) => c.input)).toEqual([{ email: 'admin@medicolle.example' }])
  })

  it('a click pressed on the first paint while the console takes over ends there and is sent (the swap waits for the release)', async () => {
    const { load } = start()
    await settle(() => fireEvent.change(emailInputs()[0]!, { target: { value: 'admin@medicolle.example' } }))
    const lightButton = submitButton()
    await settle(() => fireEvent.pointerDown(lightButton))
    const { Console, checkAdmission } = consoleWithSignIn()
    await settle(() => load.resolve(Console)) // its page claims the screen mid-press
    expect(emailInputs()).toHaveLength(2) // the light form stays, the console's is rendered hidden
    expect(emailInputs()[0]!.closest('.first-paint-console')).toBeNull()
    await settle(() => {
      fireEvent.pointerUp(lightButton)
      fireEvent.click(lightButton)
    })
    // the release is taken a task after the pointer's up (its click comes in the same task), long
    // before the fallback (1 s after the claim)
    await waitFor(() => expect(emailInputs()).toHaveLength(1), { timeout: 500 })
    expect(emailInputs()[0]!.closest('.first-paint-console')?.getAttribute('style')).toContain('display: contents')
    expect(checkAdmission.calls.map((c) => c.input)).toEqual([{ email: 'admin@medicolle.example' }])
  })

  it('a console that lands elsewhere (a session the first paint did not know of) takes the screen from its root', async () => {
    const { load } = start()
    await settle(() => fireEvent.pointerDown(emailInputs()[0]!))
    const Home: ComponentType = () => <h1>ホーム</h1>
    await settle(() => load.resolve(Home))
    // loaded, still hidden behind the form until the console claims the screen
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([signInText.title])
    await settle(() => claimScreen())
    // …and, the pointer still down on the form, until it is released
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual([signInText.title])
    await settle(() => fireEvent.pointerUp(emailInputs()[0]!))
    await waitFor(() => expect(screen.queryByLabelText(signInText.emailLabel)).toBeNull(), { timeout: 500 })
    expect(screen.getByRole('heading').textContent).toBe('ホーム')
  })

  it('a console that cannot be loaded is explained, with 再読み込み (a page reload)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { load, reload } = start()
    await settle(() => fireEvent.keyDown(emailInputs()[0]!, { key: 'a' }))
    await settle(() => load.reject(new TypeError('Failed to fetch dynamically imported module')))
    expect(screen.getByRole('heading', { name: signInText.loadFailedTitle })).not.toBeNull()
    expect(screen.getByRole('alert').textContent).toBe(signInText.loadFailed)
    expect(error).toHaveBeenCalled()
    await settle(() => fireEvent.click(screen.getByRole('button', { name: signInText.reload })))
    expect(reload).toHaveBeenCalledTimes(1)
    error.mockRestore()
  })

  it('any other address loads the console at once and shows it as soon as it has loaded', async () => {
    window.history.replaceState(null, '', '/doctor')
    const { load, loadConsole } = start(false)
    expect(loadConsole).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('heading')).toBeNull()
    const Doctors: ComponentType = () => <h1>医師一覧</h1>
    await settle(() => load.resolve(Doctors))
    expect(screen.getByRole('heading').textContent).toBe('医師一覧')
    expect(firstPaintTakeOver.claim()).toBe(false)
  })
})
