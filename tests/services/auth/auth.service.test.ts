import { assert, describe, it } from '@effect/vitest'
import { Effect, Fiber, Layer } from 'effect'
import { TestClock } from 'effect/testing'
import {
  admittedVia,
  Auth,
  IdTokenFirebase,
  rememberedEmailKey,
  type KeyValueStore,
} from '@src/services/auth.service'
import { firebaseSettingsFrom } from '@src/services/firebase'
import { memoryIdentity, memoryIdentityLayer } from '@src/services/firebase-memory'
import { IdToken } from '@src/services/http/id-token'
import { RequestFailed } from '@src/services/http/api-errors'
import type { ApiClient } from '@src/services/http/api-client.service'

const returnUrl = 'http://127.0.0.1:8787/sign-in-action/?redirect=%2Fdoctor'

const withAuth = (identity = memoryIdentity(), admitted?: (email: string) => Effect.Effect<unknown, any>, store?: KeyValueStore) =>
  Effect.provide(Auth.layerTest({ identity, ...(admitted ? { admitted } : {}), ...(store ? { store } : {}) }))

describe('firebase settings', () => {
  it('without an API key: the local emulator, project demo-medicolle, a fake key', () => {
    assert.deepStrictEqual(firebaseSettingsFrom({}), {
      apiKey: 'fake-api-key',
      projectId: 'demo-medicolle',
      authDomain: 'demo-medicolle.firebaseapp.com',
      emulatorUrl: 'http://127.0.0.1:9099',
    })
  })

  it('a real project uses no emulator unless asked', () => {
    const env = { VITE_FIREBASE_API_KEY: 'AIza-real', VITE_FIREBASE_AUTH_DOMAIN: 'x.example', VITE_FIREBASE_PROJECT_ID: 'medicolle-prod' }
    assert.deepStrictEqual(firebaseSettingsFrom(env), {
      apiKey: 'AIza-real',
      authDomain: 'x.example',
      projectId: 'medicolle-prod',
      emulatorUrl: undefined,
    })
    assert.strictEqual(
      firebaseSettingsFrom({ ...env, VITE_FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9199' }).emulatorUrl,
      'http://localhost:9199',
    )
    assert.strictEqual(firebaseSettingsFrom({ VITE_FIREBASE_API_KEY: '  ' }).emulatorUrl, 'http://127.0.0.1:9099')
  })
})

describe('Auth.checkAdmission', () => {
  it.effect('an admitted e-mail passes', () =>
    Effect.gen(function* () {
      const asked: Array<string> = []
      const auth = yield* Auth.pipe(
        withAuth(memoryIdentity(), (email) => Effect.sync(() => (asked.push(email), true))),
      )
      yield* auth.checkAdmission('admin@medicolle.example')
      assert.deepStrictEqual(asked, ['admin@medicolle.example'])
    }))

  it.effect("a falsy answer fails with 'admission failed'", () =>
    Effect.gen(function* () {
      for (const answer of [false, null, undefined, 0, '']) {
        const auth = yield* Auth.pipe(withAuth(memoryIdentity(), () => Effect.succeed(answer)))
        const error = yield* Effect.flip(auth.checkAdmission('stranger@example.com'))
        assert.strictEqual(error._tag, 'AdmissionFailed')
        assert.strictEqual(error.message, 'admission failed')
      }
    }))

  it.effect('an HTTP failure is passed on, typed', () =>
    Effect.gen(function* () {
      const auth = yield* Auth.pipe(withAuth(memoryIdentity(), () => Effect.fail(new RequestFailed({ reason: 'offline' }))))
      const error = yield* Effect.flip(auth.checkAdmission('admin@medicolle.example'))
      assert.strictEqual(error._tag, 'RequestFailed')
    }))

  it.effect("asks general.admissions.check with loginDest 'management'", () =>
    Effect.gen(function* () {
      const calls: Array<{ name: string; input: unknown }> = []
      const api = {
        call: (endpoint: { name: string }, input: unknown) => Effect.sync(() => (calls.push({ name: endpoint.name, input }), true)),
      } as unknown as ApiClient['Service']
      const admitted = yield* admittedVia(api)('admin@medicolle.example')
      assert.strictEqual(admitted, true)
      assert.deepStrictEqual(calls, [
        { name: 'general.admissions.check', input: { query: { email: 'admin@medicolle.example', loginDest: 'management' } } },
      ])
    }))
})

describe('Auth: the e-mail link', () => {
  it.effect('sends the link to the return page and completes the sign-in from it', () =>
    Effect.gen(function* () {
      const identity = memoryIdentity()
      const auth = yield* Auth.pipe(withAuth(identity))
      yield* auth.sendLink('admin@medicolle.example', returnUrl)
      const sent = identity.outbox[0]!
      assert.strictEqual(sent.continueUrl, returnUrl)
      assert.isTrue(yield* auth.isSignInLink(sent.openedUrl))
      assert.isFalse(yield* auth.isSignInLink('http://127.0.0.1:8787/sign-in-action'))
      const user = yield* auth.completeSignIn('admin@medicolle.example', sent.openedUrl)
      assert.strictEqual(user.email, 'admin@medicolle.example')
    }))

  it.effect('a used link, a wrong e-mail, a network failure: each its own typed error', () =>
    Effect.gen(function* () {
      const identity = memoryIdentity()
      const auth = yield* Auth.pipe(withAuth(identity))
      yield* auth.sendLink('admin@medicolle.example', returnUrl)
      const url = identity.outbox[0]!.openedUrl
      const mismatch = yield* Effect.flip(auth.completeSignIn('operator@medicolle.example', url))
      assert.strictEqual(mismatch._tag, 'SignInEmailMismatch')
      yield* auth.completeSignIn('admin@medicolle.example', url)
      const used = yield* Effect.flip(auth.completeSignIn('admin@medicolle.example', url))
      assert.strictEqual(used._tag, 'SignInLinkInvalid')
      assert.match(used.message, /有効期限|使用/)
      identity.setFailure('signInWithLink', 'auth/network-request-failed')
      const offline = yield* Effect.flip(auth.completeSignIn('admin@medicolle.example', url))
      assert.strictEqual(offline._tag, 'SignInFailed')
      assert.match(offline.message, /ネットワーク/)
    }))

  it.effect('a refused send is SendLinkFailed with the provider code', () =>
    Effect.gen(function* () {
      const identity = memoryIdentity({ failures: { sendSignInLink: 'auth/quota-exceeded' } })
      const auth = yield* Auth.pipe(withAuth(identity))
      const error = yield* Effect.flip(auth.sendLink('admin@medicolle.example', returnUrl))
      assert.strictEqual(error._tag, 'SendLinkFailed')
      assert.strictEqual(error.code, 'auth/quota-exceeded')
    }))
})

describe('Auth: remembered e-mail', () => {
  it.effect('is kept under its key, read back, forgotten', () =>
    Effect.gen(function* () {
      const data = new Map<string, string>()
      const store: KeyValueStore = {
        getItem: (k) => data.get(k) ?? null,
        setItem: (k, v) => void data.set(k, v),
        removeItem: (k) => void data.delete(k),
      }
      const auth = yield* Auth.pipe(withAuth(memoryIdentity(), undefined, store))
      assert.isNull(yield* auth.rememberedEmail)
      yield* auth.rememberEmail('admin@medicolle.example')
      assert.strictEqual(data.get(rememberedEmailKey), 'admin@medicolle.example')
      assert.strictEqual(yield* auth.rememberedEmail, 'admin@medicolle.example')
      yield* auth.forgetEmail
      assert.isNull(yield* auth.rememberedEmail)
    }))

  it.effect('blocked storage (private mode) reads as nothing remembered', () =>
    Effect.gen(function* () {
      const blocked: KeyValueStore = {
        getItem: () => {
          throw new Error('SecurityError')
        },
        setItem: () => {
          throw new Error('QuotaExceededError')
        },
        removeItem: () => {
          throw new Error('SecurityError')
        },
      }
      const auth = yield* Auth.pipe(withAuth(memoryIdentity(), undefined, blocked))
      yield* auth.rememberEmail('admin@medicolle.example')
      assert.isNull(yield* auth.rememberedEmail)
      yield* auth.forgetEmail
    }))
})

describe('Auth: token probe and auth state', () => {
  it.effect("is 'pending' until the first auth state, then 'signed-out' or a fresh token", () =>
    Effect.gen(function* () {
      const identity = memoryIdentity({ ready: false, signedInAs: { email: 'admin@medicolle.example' } })
      const auth = yield* Auth.pipe(withAuth(identity))
      assert.deepStrictEqual(yield* auth.currentToken, { kind: 'pending' })
      identity.settle()
      const first = yield* auth.currentToken
      const second = yield* auth.currentToken
      assert.strictEqual(first.kind, 'token')
      // asked of the user every time (the SDK refreshes it): never a token kept here
      assert.strictEqual(identity.tokensIssued, 2)
      assert.notStrictEqual(JSON.stringify(first), JSON.stringify(second))
      yield* auth.signOut
      assert.deepStrictEqual(yield* auth.currentToken, { kind: 'signed-out' })
    }))

  it.effect('a token the provider cannot deliver is TokenUnavailable', () =>
    Effect.gen(function* () {
      const identity = memoryIdentity({ signedInAs: { email: 'admin@medicolle.example' } })
      identity.setFailure('getIdToken', 'auth/user-token-expired')
      const auth = yield* Auth.pipe(withAuth(identity))
      const error = yield* Effect.flip(auth.currentToken)
      assert.strictEqual(error._tag, 'TokenUnavailable')
      assert.strictEqual(error.reason, 'auth/user-token-expired')
    }))

  it.effect('reports every auth state until unsubscribed', () =>
    Effect.gen(function* () {
      const identity = memoryIdentity()
      const auth = yield* Auth.pipe(withAuth(identity))
      const seen: Array<string | null> = []
      const unsubscribe = yield* auth.onAuthState((user) => seen.push(user?.email ?? null))
      yield* Effect.promise(() => Promise.resolve())
      yield* auth.sendLink('admin@medicolle.example', returnUrl)
      yield* auth.completeSignIn('admin@medicolle.example', identity.outbox[0]!.openedUrl)
      unsubscribe()
      yield* auth.signOut
      assert.deepStrictEqual(seen, [null, 'admin@medicolle.example'])
    }))

  it.effect('a failed sign-out is SignOutFailed', () =>
    Effect.gen(function* () {
      const identity = memoryIdentity({ signedInAs: { email: 'a@b.example' }, failures: { signOut: 'auth/network-request-failed' } })
      const auth = yield* Auth.pipe(withAuth(identity))
      const error = yield* Effect.flip(auth.signOut)
      assert.strictEqual(error._tag, 'SignOutFailed')
    }))
})

describe('IdTokenFirebase', () => {
  const idTokenWith = (identity: ReturnType<typeof memoryIdentity>) =>
    Effect.provide(IdTokenFirebase.pipe(Layer.provide(memoryIdentityLayer(identity))))

  it.effect('waits for the first auth state, then gives a fresh token', () =>
    Effect.gen(function* () {
      const identity = memoryIdentity({ ready: false, signedInAs: { email: 'admin@medicolle.example' } })
      const idToken = yield* IdToken.pipe(idTokenWith(identity))
      const fiber = yield* Effect.forkChild(idToken.get)
      yield* TestClock.adjust(1000)
      identity.settle()
      const token = yield* Fiber.join(fiber)
      assert.strictEqual(token, 'token-uid-1-1')
      assert.strictEqual(yield* idToken.get, 'token-uid-1-2')
    }))

  it.effect('nobody signed in: no token (the call goes without Authorization)', () =>
    Effect.gen(function* () {
      const idToken = yield* IdToken.pipe(idTokenWith(memoryIdentity()))
      assert.isUndefined(yield* idToken.get)
    }))

  it.effect("no auth state within 5000 ms: TokenUnavailable 'Timed out to get id token.'", () =>
    Effect.gen(function* () {
      const identity = memoryIdentity({ ready: false })
      const idToken = yield* IdToken.pipe(idTokenWith(identity))
      const fiber = yield* Effect.forkChild(Effect.flip(idToken.get))
      yield* TestClock.adjust(4999)
      assert.isUndefined(fiber.pollUnsafe())
      yield* TestClock.adjust(1)
      const error = yield* Fiber.join(fiber)
      assert.strictEqual(error._tag, 'TokenUnavailable')
      assert.strictEqual(error.reason, 'Timed out to get id token.')
    }))
})
