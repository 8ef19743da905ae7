/**
 * The menu shows what the signed-in account's role may do (issue 17): 管理者管理 only for an
 * active admin operator (`canManageOperators`), hidden while the role is not known yet. The
 * server stays the authority (admin.operators.* refuse other roles).
 */
import { describe, expect, it } from 'vitest'
import { allowedBy, menuEntries, menuSpec, type MenuAccess } from '../../../src/app/menu'
import { canManageOperators, type Account } from '../../../src/domain/account'

const labels = (access?: MenuAccess) => menuEntries({ pathname: '/', search: {} }, access).map((entry) => entry.label)

const account = (over: Partial<Account>): Account =>
  ({ accountId: 'uid-1', kind: 'operator', email: 'op@medicolle.example', displayName: '試験', role: 'operator', active: true, ...over }) as Account

describe('menu by role', () => {
  it('an admin sees every entry, 管理者管理 included', () => {
    expect(labels({ manageOperators: true })).toEqual(menuSpec.map((spec) => spec.label))
    expect(labels({ manageOperators: true })).toContain('管理者管理')
  })

  it('an operator who may not manage operators does not see 管理者管理, and sees everything else', () => {
    const shown = labels({ manageOperators: false })
    expect(shown).not.toContain('管理者管理')
    expect(shown).toEqual(menuSpec.filter((spec) => spec.key !== 'operator').map((spec) => spec.label))
  })

  it('while the role is being asked, 管理者管理 stays hidden', () => {
    expect(labels(undefined)).not.toContain('管理者管理')
    expect(labels(undefined)).toHaveLength(menuSpec.length - 1)
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
