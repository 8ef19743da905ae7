/**
 * Firebase Authentication, configured from the build environment, behind a small
 * `IdentityProvider` seam (the only module that imports the Firebase SDK).
 *
 * Environment (Vite, build time):
 * - VITE_FIREBASE_API_KEY, VITE_FIREBASE_AUTH_DOMAIN, VITE_FIREBASE_PROJECT_ID: the real project
 * - VITE_FIREBASE_AUTH_EMULATOR_HOST: e.g. '127.0.0.1:9099' to use the Auth emulator
 * Without an API key the console runs against the local emulator: 127.0.0.1:9099,
 * project `demo-medicolle`, a fake API key (a `demo-*` project never reaches Google).
 */
import { initializeApp, type FirebaseApp } from 'firebase/app'
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  isSignInWithEmailLink,
  onAuthStateChanged,
  sendSignInLinkToEmail,
  signInWithEmailLink,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth'
import { Context, Layer } from 'effect'

declare global {
  interface ImportMetaEnv {
    readonly VITE_FIREBASE_API_KEY?: string
    readonly VITE_FIREBASE_AUTH_DOMAIN?: string
    readonly VITE_FIREBASE_PROJECT_ID?: string
    readonly VITE_FIREBASE_AUTH_EMULATOR_HOST?: string
  }
}

export interface FirebaseSettings {
  readonly apiKey: string
  readonly authDomain: string
  readonly projectId: string
  /** 'http://host:port' of the Auth emulator, or undefined for the real service. */
  readonly emulatorUrl: string | undefined
}

export const localEmulator = {
  host: '127.0.0.1:9099',
  projectId: 'demo-medicolle',
  apiKey: 'fake-api-key',
} as const

type Env = Readonly<Record<string, string | boolean | undefined>>

const setting = (env: Env, key: string): string | undefined => {
  const value = env[key]
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined
}

const emulatorUrlOf = (host: string): string => (/^https?:\/\//.test(host) ? host : `http://${host}`).replace(/\/+$/, '')

/** Settings from the environment; no API key means the local emulator. */
export const firebaseSettingsFrom = (env: Env): FirebaseSettings => {
  const apiKey = setting(env, 'VITE_FIREBASE_API_KEY')
  const emulatorHost = setting(env, 'VITE_FIREBASE_AUTH_EMULATOR_HOST')
  if (apiKey === undefined) {
    const projectId = setting(env, 'VITE_FIREBASE_PROJECT_ID') ?? localEmulator.projectId
    return {
      apiKey: localEmulator.apiKey,
      projectId,
      authDomain: setting(env, 'VITE_FIREBASE_AUTH_DOMAIN') ?? `${projectId}.firebaseapp.com`,
      emulatorUrl: emulatorUrlOf(emulatorHost ?? localEmulator.host),
    }
  }
  const projectId = setting(env, 'VITE_FIREBASE_PROJECT_ID') ?? localEmulator.projectId
  return {
    apiKey,
    projectId,
    authDomain: setting(env, 'VITE_FIREBASE_AUTH_DOMAIN') ?? `${projectId}.firebaseapp.com`,
    emulatorUrl: emulatorHost === undefined ? undefined : emulatorUrlOf(emulatorHost),
  }
}

/** The signed-in identity as the rest of the console sees it. */
export interface IdentityUser {
  readonly uid: string
  readonly email: string | null
  /** A valid ID token; the SDK refreshes it when it is about to expire. */
  readonly getIdToken: () => Promise<string>
}

/** The subset of Firebase Auth the console uses, promise-based (the Auth service wraps it in Effects). */
export interface IdentityProviderShape {
  readonly settings: FirebaseSettings
  readonly sendSignInLink: (email: string, continueUrl: string) => Promise<void>
  readonly isSignInLink: (url: string) => boolean
  readonly signInWithLink: (email: string, url: string) => Promise<IdentityUser>
  /** Resolves once the first auth state is known (persistence read). */
  readonly authStateReady: () => Promise<void>
  /** Is the first auth state known yet? */
  readonly isReady: () => boolean
  readonly currentUser: () => IdentityUser | null
  /** Calls back with every auth state (first call: the initial state); returns the unsubscribe. */
  readonly onAuthStateChanged: (listener: (user: IdentityUser | null) => void) => () => void
  readonly signOut: () => Promise<void>
}

const toIdentityUser = (user: User): IdentityUser => ({
  uid: user.uid,
  email: user.email,
  // never a cached stale token: getIdToken() refreshes an expiring one
  getIdToken: () => user.getIdToken(),
})

const identities = new Map<string, IdentityProviderShape>()

/**
 * The Firebase implementation: one app and one Auth instance per settings, however many
 * runtimes build the layer (Firebase refuses a second app of the same name).
 */
export const firebaseIdentity = (settings: FirebaseSettings): IdentityProviderShape => {
  const key = JSON.stringify(settings)
  const known = identities.get(key)
  if (known) return known
  const identity = createFirebaseIdentity(settings)
  identities.set(key, identity)
  return identity
}

const createFirebaseIdentity = (settings: FirebaseSettings): IdentityProviderShape => {
  const app: FirebaseApp = initializeApp(
    { apiKey: settings.apiKey, authDomain: settings.authDomain, projectId: settings.projectId },
    `medicolle-${settings.projectId}`,
  )
  // initializeAuth (not getAuth): no popup/redirect resolver iframe, only what the link flow needs
  const auth: Auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] })
  auth.languageCode = 'ja'
  if (settings.emulatorUrl !== undefined) {
    connectAuthEmulator(auth, settings.emulatorUrl, { disableWarnings: true })
  }
  let ready = false
  const readyPromise = auth.authStateReady().then(() => {
    ready = true
  })
  return {
    settings,
    sendSignInLink: (email, continueUrl) => sendSignInLinkToEmail(auth, email, { url: continueUrl, handleCodeInApp: true }),
    isSignInLink: (url) => isSignInWithEmailLink(auth, url),
    signInWithLink: async (email, url) => toIdentityUser((await signInWithEmailLink(auth, email, url)).user),
    authStateReady: () => readyPromise,
    isReady: () => ready,
    currentUser: () => (auth.currentUser === null ? null : toIdentityUser(auth.currentUser)),
    onAuthStateChanged: (listener) => onAuthStateChanged(auth, (user) => listener(user === null ? null : toIdentityUser(user))),
    signOut: () => signOut(auth),
  }
}

export class IdentityProvider extends Context.Service<IdentityProvider, IdentityProviderShape>()(
  'medicolle/services/firebase/IdentityProvider',
) {
  /** Firebase, configured from the build environment; created when first needed. */
  static readonly layer = Layer.sync(IdentityProvider, () => firebaseIdentity(firebaseSettingsFrom(import.meta.env)))
}
