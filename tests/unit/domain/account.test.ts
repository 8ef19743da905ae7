import { describe, expect, it } from 'vitest'
import { canManageOperators, type Account } from '@src/domain/account'
import type { AccountId } from '@src/domain/ids'

const account = (over: Partial<Account>): Account => ({
  accountId: 'uid-1' as AccountId,
  kind: 'operator',
  email: 'staff@medicolle.example',
  displayName: '運営 太郎',
  role: 'admin',
  active: true,
  ...over,
})

describe('who may manage operators (the operator pages offer 保存 / 編集 / 削除)', () => {
  it('an active admin only', () => {
    expect(canManageOperators(account({}))).toBe(true)
    expect(canManageOperators(account({ role: 'operator' }))).toBe(false)
    expect(canManageOperators(account({ active: false }))).toBe(false)
    expect(canManageOperators(account({ kind: 'doctor', role: null }))).toBe(false)
    expect(canManageOperators(undefined)).toBe(false)
  })
})
