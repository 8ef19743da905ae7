import { Schema } from 'effect'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  clearAllDrafts,
  clearDraft,
  draftKey,
  draftTtlMs,
  hasDraft,
  loadDraft,
  saveDraft,
  setDraftClock,
  setDraftStorage,
  type DraftStorage,
} from '@src/app/drafts'
import { keepFormDraft, loadFormDraft } from '@src/app/routes/form-draft'

const memoryStorage = (): DraftStorage & { data: Map<string, string> } => {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
    get length() {
      return data.size
    },
    key: (i) => [...data.keys()][i] ?? null,
  }
}

const DoctorForm = Schema.Struct({ lastName: Schema.String, phone: Schema.String })

let storage: ReturnType<typeof memoryStorage>
let now = 1_000_000

beforeEach(() => {
  storage = memoryStorage()
  setDraftStorage(storage)
  now = 1_000_000
  setDraftClock(() => now)
})
afterEach(() => {
  setDraftStorage(undefined)
  setDraftClock(() => Date.now())
})

describe('draft store', () => {
  it('is keyed by route path, not query or trailing slash', () => {
    expect(draftKey('/doctor/42/edit?tab=1#x')).toBe(draftKey('/doctor/42/edit/'))
    expect(draftKey('/doctor/42/edit', 'mp')).not.toBe(draftKey('/doctor/42/edit'))
    expect(draftKey('/')).toBe('medicolle.draft:/')
  })

  it('survives in storage and decodes through the schema', () => {
    const key = draftKey('/doctor/42/edit')
    saveDraft(key, { lastName: '山田', phone: '03-1234-5678' })
    expect(hasDraft(key)).toBe(true)
    expect(loadDraft(key, DoctorForm)).toEqual({ lastName: '山田', phone: '03-1234-5678' })
    clearDraft(key)
    expect(loadDraft(key, DoctorForm)).toBeUndefined()
  })

  it('a draft of another shape (older build, tampered) is not handed back', () => {
    const key = draftKey('/doctor/new')
    saveDraft(key, { lastName: 42 })
    expect(loadDraft(key, DoctorForm)).toBeUndefined()
    storage.setItem(key, '{not json')
    expect(loadDraft(key, DoctorForm)).toBeUndefined()
    expect(hasDraft(key)).toBe(false)
  })

  it('expires after 24 hours', () => {
    const key = draftKey('/client/new')
    saveDraft(key, { lastName: 'a', phone: 'b' })
    now += draftTtlMs
    expect(loadDraft(key, DoctorForm)).toBeDefined()
    now += 1
    expect(loadDraft(key, DoctorForm)).toBeUndefined()
    expect(hasDraft(key)).toBe(false)
  })

  it('logout clears every draft and nothing else', () => {
    saveDraft(draftKey('/doctor/1/edit'), { lastName: 'a', phone: 'b' })
    saveDraft(draftKey('/client/new'), { lastName: 'c', phone: 'd' })
    storage.setItem('medicolle.signIn.email', 'admin@medicolle.example')
    clearAllDrafts()
    expect([...storage.data.keys()]).toEqual(['medicolle.signIn.email'])
  })

  it('blocked or full storage never breaks a form', () => {
    setDraftStorage({
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
      length: 0,
      key: () => null,
    })
    const key = draftKey('/doctor/new')
    expect(() => saveDraft(key, { lastName: 'a', phone: 'b' })).not.toThrow()
    expect(loadDraft(key, DoctorForm)).toBeUndefined()
    expect(() => clearAllDrafts()).not.toThrow()
  })
})

describe('form drafts (src/app/routes/form-draft.ts)', () => {
  const key = draftKey('/doctor/42/edit')
  const base = { lastName: '山田', phone: '03-1111-1111' }

  it('keep the values with the version and values of the record they were typed over', () => {
    keepFormDraft(key, { values: { lastName: '山田2', phone: '03-1111-1111' }, version: 3, base })
    expect(loadFormDraft(key, DoctorForm)).toEqual({ values: { lastName: '山田2', phone: '03-1111-1111' }, version: 3, base })
  })

  it('a create form: the values alone', () => {
    keepFormDraft(key, { values: base })
    expect(loadFormDraft(key, DoctorForm)).toEqual({ values: base })
  })

  it('a draft of an earlier build (the bare values) comes back without a version', () => {
    saveDraft(key, base)
    expect(loadFormDraft(key, DoctorForm)).toEqual({ values: base })
  })

  it('an undecodable draft is none', () => {
    keepFormDraft(key, { values: { lastName: 1 } as never, version: 3 })
    expect(loadFormDraft(key, DoctorForm)).toBeUndefined()
  })
})
