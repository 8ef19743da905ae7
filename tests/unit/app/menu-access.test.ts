/**
 * The menu shows what the signed-in account's role may do (issue 17): 管理者管理 only for an
 * active admin operator (`canManageOperators`), hidden while the role is not known yet. The
 * server stays the authority (admin.operators.* refuse other roles).
 */
import { describe, expect, it } from 'vitest'
import { allowedBy, type MenuAccess } from '@src/app/menu'
import { menuEntries, menuSpec } from '../../views/support/menu'
import { canManageOperators, type Account } from '@src/domain/account'

const labels = (access?: MenuAccess) => menuEntries({ pathname: '/', search: {} }, access).map((entry) => entry.label)

const account = (over: Partial<Account>): Account =>
  ({ accountId: 'uid-1', kind: 'operator', email: 'op@medicolle.example', displayName: '試験', role: 'operator', active: true, ...over }) as Account

describe('menu by role', () => {
  it('an admin sees every entry, 管理者管理 included', () => {
    expect(labels({ manageOperators: true })).toEqual(menuSpec.map((spec) => spec.label))
    expect(labels({ manageOperators: true })).toContain('管理者管理')
  })

  it('an operator who may not manage operators sees neither 管理者管理 nor 監査ログ (admin only), and sees everything else', () => {
    const shown = labels({ manageOperators: false })
    expect(shown).not.toContain('管理者管理')
    expect(shown).not.toContain('監査ログ')
    expect(shown).toEqual(menuSpec.filter((spec) => spec.key !== 'operator' && spec.key !== 'audit-log').map((spec) => spec.label))
  })

  it('while the role is being asked, the admin-only entries stay hidden', () => {
    expect(labels(undefined)).not.toContain('管理者管理')
    expect(labels(undefined)).not.toContain('監査ログ')
    expect(labels(undefined)).toHaveLength(menuSpec.length - 2)
  })

  it('while the role is being asked, the main layout may keep the place of an entry that needs it (pending), never offering it', () => {
    const reserved = menuEntries({ pathname: '/', search: {} }, undefined, true)
    expect(reserved.map((entry) => entry.label)).toEqual(menuSpec.map((spec) => spec.label))
    expect(reserved.filter((entry) => entry.pending).map((entry) => entry.key)).toEqual(menuSpec.filter((spec) => spec.requires !== undefined).map((spec) => spec.key))
    // once the role is known, nothing is pending: the operator's menu leaves the entry out
    expect(menuEntries({ pathname: '/', search: {} }, { manageOperators: false }, true).some((entry) => entry.pending || entry.key === 'operator')).toBe(false)
  })

  it('the access comes from the account the server returns (general.auth.get)', () => {
    const access = (a: Account): MenuAccess => ({ manageOperators: canManageOperators(a) })
    expect(labels(access(account({ role: 'admin' })))).toContain('管理者管理')
    expect(labels(access(account({ role: 'operator' })))).not.toContain('管理者管理')
    expect(labels(access(account({ role: 'admin', active: false })))).not.toContain('管理者管理')
    expect(labels(access(account({ kind: 'doctor', role: null })))).not.toContain('管理者管理')
  })

  it('an entry without a requirement is always allowed', () => {
    expect(allowedBy({}, undefined)).toBe(true)
    expect(allowedBy({ requires: 'manageOperators' }, { manageOperators: true })).toBe(true)
    expect(allowedBy({ requires: 'manageOperators' }, { manageOperators: false })).toBe(false)
  })
})
