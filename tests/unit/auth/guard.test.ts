import { isRedirect } from '@tanstack/react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SimulatedClock } from 'xstate'
import { guardProtected, guardPublic, setSignedInCheck, signInHrefFor } from '@src/app/guard'
import { checkSignedInWith } from '@src/app/session'
import { signInFailureMessage } from '@src/app/sign-in-session'
import { tokenMachine, type TokenProbe } from '@src/machines/token.machine'
import { flush, PromiseStub } from '../../machines/auth/harness'

const redirectOf = async (promise: Promise<void>): Promise<string | undefined> => {
  try {
    await promise
    return undefined
  } catch (error) {
    if (!isRedirect(error)) throw error
    return error.options.href
  }
}

afterEach(() => vi.restoreAllMocks())

describe('guards', () => {
  it('signed out: a protected route goes to /sign-in remembering the target', async () => {
    setSignedInCheck(async () => false)
    expect(await redirectOf(guardProtected({ href: '/doctor/42?keyword=x' }))).toBe(
      '/sign-in?redirect=%2Fdoctor%2F42%3Fkeyword%3Dx',
    )
    expect(await redirectOf(guardProtected({ href: '/' }))).toBe('/sign-in')
    expect(await redirectOf(guardPublic({ href: '/sign-in' }))).toBeUndefined()
  })

  it('signed in: protected routes open, the sign-in routes go to /', async () => {
    setSignedInCheck(async () => true)
    expect(await redirectOf(guardProtected({ href: '/client' }))).toBeUndefined()
    expect(await redirectOf(guardPublic({ href: '/sign-in' }))).toBe('/')
    expect(await redirectOf(guardPublic({ href: '/sign-in-action?mode=signIn' }))).toBe('/')
  })

  it('never remembers a foreign or sign-in target', () => {
    expect(signInHrefFor('//evil.example/x')).toBe('/sign-in')
    expect(signInHrefFor('/sign-in-action')).toBe('/sign-in')
  })
})

describe('the signed-in check', () => {
  const withProbe = () => {
    const readToken = new PromiseStub<TokenProbe>()
    return { readToken, logic: tokenMachine.provide({ actors: { readToken: readToken.logic } }) }
  }

  it('a token: signed in', async () => {
    const { readToken, logic } = withProbe()
    const result = checkSignedInWith(logic)
    readToken.resolve({ kind: 'token', token: 't' })
    expect(await result).toBe(true)
  })

  it("a timeout is logged 'Failed to get id token in check signed!' and counts as signed out", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const clock = new SimulatedClock()
    const { readToken, logic } = withProbe()
    const result = checkSignedInWith(logic, { clock })
    readToken.resolve({ kind: 'pending' })
    await flush()
    clock.increment(5000)
    expect(await result).toBe(false)
    expect(error).toHaveBeenCalledWith('Failed to get id token in check signed!', 'Timed out to get id token.')
  })

  it('plainly signed out: no error logged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { readToken, logic } = withProbe()
    const result = checkSignedInWith(logic)
    readToken.resolve({ kind: 'signed-out' })
    expect(await result).toBe(false)
    expect(error).not.toHaveBeenCalled()
  })
})

describe('sign-in failures in the message dialog', () => {
  it("admission failed: a Japanese explanation and the spec's text", () => {
    const item = signInFailureMessage('admission', { _tag: 'AdmissionFailed', message: 'admission failed' })
    expect(item.kind).toBe('simple-error')
    expect(item.messages[0]).toMatch(/ログイン権限がありません/)
    expect(item.messages.join('\n')).toContain('admission failed')
  })

  it("other failures show the error's own (Japanese) message", () => {
    const item = signInFailureMessage('send', { _tag: 'SendLinkFailed', message: 'ログインリンクを送信できませんでした。' })
    expect(item.title).toBe('ログインリンクを送信できません')
    expect(item.messages).toEqual(['ログインリンクを送信できませんでした。'])
  })
})
