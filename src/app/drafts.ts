/**
 * Draft store: keeps what staff typed into a form when their session expires, so that
 * signing in again (through the e-mail link, often opened in a NEW tab) brings them back
 * to the same page with the same input.
 *
 * - Keyed by route: `draftKey('/doctor/42/edit')` (optionally a form name when a page has
 *   several forms). Stored in localStorage (sessionStorage would not survive the link
 *   opening in another tab), as `{ savedAt, data }` JSON.
 * - Read back only through a Schema (`loadDraft(key, DoctorForm)`): a draft from an older
 *   build or tampered storage decodes to `undefined`, never to a half-valid form.
 * - Drafts expire after 24 h, and an explicit logout removes them all (`clearAllDrafts`,
 *   called by the session wiring) so a shared PC does not keep personal data around.
 *   A session that simply expires keeps them: that is the point.
 *
 * Typical use in a form (its machine gets these through actions provided in src/app):
 *   const key = draftKey(location.pathname)
 *   initial = loadDraft(key, DoctorForm) ?? fromServer
 *   on change: saveDraft(key, form)          on save or cancel: clearDraft(key)
 */
import { Option, Schema } from 'effect'

export const draftPrefix = 'medicolle.draft:'

/** Drafts older than this are ignored and removed. */
export const draftTtlMs = 24 * 60 * 60 * 1000

export interface DraftStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
  readonly length: number
  key(index: number): string | null
}

let storageOverride: DraftStorage | undefined

/** Tests (and non-browser runs) may swap the storage. */
export const setDraftStorage = (storage: DraftStorage | undefined): void => {
  storageOverride = storage
}

const storage = (): DraftStorage | undefined => {
  if (storageOverride) return storageOverride
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    return undefined
  }
}

let clock: () => number = () => Date.now()

/** Tests may fix the time. */
export const setDraftClock = (now: () => number): void => {
  clock = now
}

/** The key of a route's draft: the path without query or hash (a trailing slash does not matter). */
export const draftKey = (routePath: string, form?: string): string => {
  const path = routePath.split(/[?#]/, 1)[0] ?? ''
  const normalised = path === '/' ? '/' : path.replace(/\/+$/, '')
  return `${draftPrefix}${normalised}${form ? `#${form}` : ''}`
}

interface Stored {
  readonly savedAt: number
  readonly data: unknown
}

/** Keep the current input (any JSON-serialisable value). Storage errors (full, blocked) are ignored. */
export const saveDraft = (key: string, data: unknown): void => {
  const store = storage()
  if (!store) return
  try {
    store.setItem(key, JSON.stringify({ savedAt: clock(), data } satisfies Stored))
  } catch {
    // quota exceeded or storage blocked: the draft is a convenience, not a guarantee
  }
}

/** The kept input, decoded with `schema`; undefined when none, expired or not decodable. */
export const loadDraft = <T>(key: string, schema: Schema.Decoder<T>): T | undefined => {
  const store = storage()
  if (!store) return undefined
  let raw: string | null
  try {
    raw = store.getItem(key)
  } catch {
    return undefined
  }
  if (raw === null) return undefined
  let stored: Stored
  try {
    stored = JSON.parse(raw) as Stored
  } catch {
    clearDraft(key)
    return undefined
  }
  if (typeof stored?.savedAt !== 'number' || clock() - stored.savedAt > draftTtlMs) {
    clearDraft(key)
    return undefined
  }
  const decoded = Schema.decodeUnknownOption(schema)(stored.data)
  return Option.isSome(decoded) ? decoded.value : undefined
}

export const hasDraft = (key: string): boolean => {
  try {
    return storage()?.getItem(key) != null
  } catch {
    return false
  }
}

export const clearDraft = (key: string): void => {
  try {
    storage()?.removeItem(key)
  } catch {
    // nothing to clear
  }
}

/** Remove every draft (explicit logout). */
export const clearAllDrafts = (): void => {
  const store = storage()
  if (!store) return
  try {
    const keys: Array<string> = []
    for (let i = 0; i < store.length; i += 1) {
      const key = store.key(i)
      if (key?.startsWith(draftPrefix)) keys.push(key)
    }
    for (const key of keys) store.removeItem(key)
  } catch {
    // storage blocked: nothing was kept either
  }
}
