/**
 * Authentication services: passwordless sign-in by e-mail link.
 *
 * - `Auth`: admission check (`general.admissions.check`, login destination `management`),
 *   sending and completing the e-mail link, the remembered e-mail (localStorage), the
 *   token probe the guard polls, auth state subscription, sign-out.
 * - `IdTokenFirebase`: the `IdToken` the HTTP client attaches as `Authorization: Bearer`.
 *   It waits for Firebase's first auth state (at most 5000 ms: 'Timed out to get id token.'),
 *   then asks the signed-in user for a token with `getIdToken()`, which the SDK refreshes
 *   when it is about to expire: never a cached stale token.
 *
 * Firebase is reached only through `IdentityProvider` (src/services/firebase.ts); its
 * error codes become the tagged errors below, each with a Japanese `message` for staff.
 */
import { Context, Effect, Layer, Schema } from 'effect'
import { catalogue } from '../domain/catalogue'
import { managementLoginDest } from '../domain/admission'
import { ApiClient } from './http/api-client.service'
import { AdmissionFailed, TokenUnavailable, type ApiError } from './http/api-errors'
import { IdToken } from './http/id-token'
import { IdentityProvider, type IdentityProviderShape } from './firebase'

/** Spec texts. */
export const authTexts = {
  tokenTimeout: 'Timed out to get id token.',
  checkSignedFailure: 'Failed to get id token in check signed!',
} as const

/** SPEC 9: the token is awaited at most this long. */
export const tokenTimeoutMs = 5000

/** localStorage key of the e-mail a link was sent to (read back on the return page). */
export const rememberedEmailKey = 'medicolle.signIn.email'

const text = (value: string) => Schema.String.pipe(Schema.withConstructorDefault(Effect.succeed(value)))

/** Firebase refused to send the link. */
export class SendLinkFailed extends Schema.TaggedError<SendLinkFailed>()('SendLinkFailed', {
  code: Schema.String,
  message: text('ログインリンクを送信できませんでした。時間をおいて再度お試しください。'),
}) {}

/** The link is expired, already used or malformed. */
export class SignInLinkInvalid extends Schema.TaggedError<SignInLinkInvalid>()('SignInLinkInvalid', {
  code: Schema.String,
  message: text('ログインリンクの有効期限が切れているか、既に使用されています。'),
}) {}

/** The e-mail typed on the return page is not the one the link was sent to. */
export class SignInEmailMismatch extends Schema.TaggedError<SignInEmailMismatch>()('SignInEmailMismatch', {
  code: Schema.String,
  message: text('入力されたメールアドレスが、ログインリンクの送信先と一致しません。'),
}) {}

/** Any other failure of completing the sign-in (network, disabled user, ...). */
export class SignInFailed extends Schema.TaggedError<SignInFailed>()('SignInFailed', {
  code: Schema.String,
  message: text('ログインできませんでした。時間をおいて再度お試しください。'),
}) {}

export class SignOutFailed extends Schema.TaggedError<SignOutFailed>()('SignOutFailed', {
  code: Schema.String,
  message: text('ログアウトできませんでした。時間をおいて再度お試しください。'),
}) {}

/** The signed-in identity as the console sees it. */
export interface AuthUser {
  readonly uid: string
  readonly email: string | null
}

/** What the token probe answers (see src/machines/token.machine.ts). */
export type TokenProbe =
  | { readonly kind: 'token'; readonly token: string }
  | { readonly kind: 'signed-out' }
  | { readonly kind: 'pending' }

export interface AuthShape {
  /** Is this e-mail admitted to the login destination `management`? Falsy → `AdmissionFailed` ('admission failed'). */
  readonly checkAdmission: (email: string) => Effect.Effect<void, AdmissionFailed | ApiError>
  /** Send the sign-in link; the link opens `returnUrl` (the current address plus '-action/'). */
  readonly sendLink: (email: string, returnUrl: string) => Effect.Effect<void, SendLinkFailed>
  readonly isSignInLink: (url: string) => Effect.Effect<boolean>
  readonly completeSignIn: (
    email: string,
    url: string,
  ) => Effect.Effect<AuthUser, SignInLinkInvalid | SignInEmailMismatch | SignInFailed>
  /** Non-blocking: a fresh token, 'signed-out', or 'pending' while the first auth state is unknown. */
  readonly currentToken: Effect.Effect<TokenProbe, TokenUnavailable>
  /** Subscribe to the auth state (the first call is the initial state); yields the unsubscribe. */
  readonly onAuthState: (listener: (user: AuthUser | null) => void) => Effect.Effect<() => void>
  readonly signOut: Effect.Effect<void, SignOutFailed>
  readonly rememberedEmail: Effect.Effect<string | null>
  readonly rememberEmail: (email: string) => Effect.Effect<void>
  readonly forgetEmail: Effect.Effect<void>
}

/** Where the remembered e-mail lives (localStorage in the browser). */
export interface KeyValueStore {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

const codeOf = (cause: unknown): string =>
  typeof cause === 'object' && cause !== null && 'code' in cause && typeof cause.code === 'string'
    ? cause.code
    : cause instanceof Error
      ? cause.message
      : String(cause)

const linkProblemCodes = new Set(['auth/invalid-action-code', 'auth/expired-action-code', 'auth/argument-error'])

const completionError = (cause: unknown): SignInLinkInvalid | SignInEmailMismatch | SignInFailed => {
  const code = codeOf(cause)
  if (linkProblemCodes.has(code)) return new SignInLinkInvalid({ code })
  if (code === 'auth/invalid-email') return new SignInEmailMismatch({ code })
  if (code === 'auth/network-request-failed') {
    return new SignInFailed({ code, message: 'ネットワークに接続できないため、ログインできませんでした。通信環境を確認してください。' })
  }
  if (code === 'auth/user-disabled') {
    return new SignInFailed({ code, message: 'このアカウントは無効になっているため、ログインできません。' })
  }
  return new SignInFailed({ code })
}

const safeStore = (store: KeyValueStore | undefined) => ({
  get: (key: string): string | null => {
    try {
      return store?.getItem(key) ?? null
    } catch {
      return null
    }
  },
  set: (key: string, value: string): void => {
    try {
      store?.setItem(key, value)
    } catch {
      // storage full or blocked: the return page will ask for the e-mail instead
    }
  },
  remove: (key: string): void => {
    try {
      store?.removeItem(key)
    } catch {
      // nothing to forget
    }
  },
})

const browserStore = (): KeyValueStore | undefined => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    return undefined
  }
}

export interface AuthDependencies {
  readonly identity: IdentityProviderShape
  /** The admission look-up: truthy = admitted. */
  readonly admitted: (email: string) => Effect.Effect<unknown, ApiError>
  readonly store: KeyValueStore | undefined
}

export const makeAuth = ({ identity, admitted, store }: AuthDependencies): AuthShape => {
  const storage = safeStore(store)

  const checkAdmission = Effect.fn('Auth.checkAdmission')(function* (email: string) {
    const admission = yield* admitted(email)
    if (!admission) return yield* new AdmissionFailed({ email })
  })

  const sendLink = Effect.fn('Auth.sendLink')(function* (email: string, returnUrl: string) {
    yield* Effect.tryPromise({
      try: () => identity.sendSignInLink(email, returnUrl),
      catch: (cause) => new SendLinkFailed({ code: codeOf(cause) }),
    })
  })

  const completeSignIn = Effect.fn('Auth.completeSignIn')(function* (email: string, url: string) {
    const user = yield* Effect.tryPromise({ try: () => identity.signInWithLink(email, url), catch: completionError })
    return { uid: user.uid, email: user.email } satisfies AuthUser
  })

  const currentToken: Effect.Effect<TokenProbe, TokenUnavailable> = Effect.suspend(() => {
    if (!identity.isReady()) return Effect.succeed({ kind: 'pending' } as const)
    const user = identity.currentUser()
    if (user === null) return Effect.succeed({ kind: 'signed-out' } as const)
    return Effect.tryPromise({
      try: () => user.getIdToken(),
      catch: (cause) => new TokenUnavailable({ reason: codeOf(cause) }),
    }).pipe(Effect.map((token): TokenProbe => (token === '' ? { kind: 'pending' } : { kind: 'token', token })))
  }).pipe(Effect.withSpan('Auth.currentToken'))

  return {
    checkAdmission,
    sendLink,
    isSignInLink: (url) => Effect.sync(() => identity.isSignInLink(url)),
    completeSignIn,
    currentToken,
    onAuthState: (listener) =>
      Effect.sync(() =>
        identity.onAuthStateChanged((user) => listener(user === null ? null : { uid: user.uid, email: user.email })),
      ),
    signOut: Effect.tryPromise({
      try: () => identity.signOut(),
      catch: (cause) => new SignOutFailed({ code: codeOf(cause) }),
    }).pipe(Effect.withSpan('Auth.signOut')),
    rememberedEmail: Effect.sync(() => storage.get(rememberedEmailKey)),
    rememberEmail: (email) => Effect.sync(() => storage.set(rememberedEmailKey, email)),
    forgetEmail: Effect.sync(() => storage.remove(rememberedEmailKey)),
  }
}

/** The admission look-up through the typed client: `GET /api/v1/admissions/?email=…&loginDest=management`. */
export const admittedVia = (api: ApiClient['Service']) => (email: string) =>
  api.call(catalogue['general.admissions.check'], { query: { email, loginDest: managementLoginDest } })

export class Auth extends Context.Service<Auth, AuthShape>()('medicolle/services/Auth') {
  /** Firebase (IdentityProvider), the HTTP client for admissions, localStorage. */
  static readonly layer = Layer.effect(
    Auth,
    Effect.gen(function* () {
      const identity = yield* IdentityProvider
      const api = yield* ApiClient
      return Auth.of(makeAuth({ identity, admitted: admittedVia(api), store: browserStore() }))
    }),
  )

  /** For tests: an identity provider (e.g. `memoryIdentity()`), a fixed admission answer, an in-memory store. */
  static layerTest(options: {
    readonly identity: IdentityProviderShape
    readonly admitted?: (email: string) => Effect.Effect<unknown, ApiError>
    readonly store?: KeyValueStore
  }) {
    const memory = new Map<string, string>()
    const store: KeyValueStore = options.store ?? {
      getItem: (key) => memory.get(key) ?? null,
      setItem: (key, value) => void memory.set(key, value),
      removeItem: (key) => void memory.delete(key),
    }
    return Layer.succeed(
      Auth,
      Auth.of(
        makeAuth({ identity: options.identity, admitted: options.admitted ?? (() => Effect.succeed(true)), store }),
      ),
    )
  }
}

/**
 * The HTTP client's token source (see src/services/http/id-token.ts): waits for the first
 * auth state (≤ 5000 ms), then a fresh token of the signed-in user, or undefined when
 * nobody is signed in (public calls such as the admission check go without a token).
 */
export const idTokenFrom = (identity: IdentityProviderShape): IdToken['Service'] => ({
  get: Effect.gen(function* () {
    if (!identity.isReady()) {
      yield* Effect.promise(() => identity.authStateReady()).pipe(
        Effect.timeoutOrElse({
          duration: tokenTimeoutMs,
          orElse: () => Effect.fail(new TokenUnavailable({ reason: authTexts.tokenTimeout })),
        }),
      )
    }
    const user = identity.currentUser()
    if (user === null) return undefined
    return yield* Effect.tryPromise({
      try: () => user.getIdToken(),
      catch: (cause) => new TokenUnavailable({ reason: codeOf(cause) }),
    })
  }).pipe(Effect.withSpan('IdTokenFirebase.get')),
})

export const IdTokenFirebase: Layer.Layer<IdToken, never, IdentityProvider> = Layer.effect(
  IdToken,
  Effect.gen(function* () {
    return IdToken.of(idTokenFrom(yield* IdentityProvider))
  }),
)
