import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { Doctor } from '../../../src/domain/doctor'
import type { DoctorId } from '../../../src/domain/ids'
import type { MpGrantInput, MpGrantResult } from '../../../src/domain/points'
import { doctorMachine, type SetStatusInput } from '../../../src/machines/doctor.machine'
import { mpGrantMachine, parseMpAmount } from '../../../src/machines/mp-grant.machine'

const id = '42' as DoctorId
const doctor = (patch: Partial<Doctor> = {}): Doctor =>
  ({
    id, email: 'd@example.jp', lastName: '山田', firstName: '太郎', lastNameKana: 'ヤマダ', firstNameKana: 'タロウ',
    phone: null, medicalLicenseNumber: '123456', organizationId: null, organizationName: null, belongIds: [], expertiseIds: [],
    prefecture: null, allowed: true, frozen: false, deletedAt: null, notification: {} as Doctor['notification'], mpBalance: 100,
    lastSignedInAt: null, createdAt: '2024-04-01T00:00:00Z', updatedAt: '2024-04-01T00:00:00Z', ...patch,
  }) as Doctor

const start = (initial: Doctor, grant?: (input: MpGrantInput) => Promise<MpGrantResult>) => {
  let current = initial
  const patches: Array<SetStatusInput['patch']> = []
  const grants: Array<MpGrantInput> = []
  const errors: Array<string> = []
  const actor = createActor(
    doctorMachine.provide({
      actors: {
        loadDoctor: fromPromise<Doctor, DoctorId>(async () => current),
        deleteDoctor: fromPromise<unknown, DoctorId>(async () => { current = { ...current, deletedAt: '2024-05-01T00:00:00Z' }; return {} }),
        setStatus: fromPromise<Doctor, SetStatusInput>(async ({ input }) => {
          patches.push(input.patch)
          if (input.patch.allowed === false) throw new Error('承認を取り消せませんでした')
          current = { ...current, ...input.patch }
          return current
        }),
        mpGrant: mpGrantMachine.provide({
          actors: {
            grantMp: fromPromise<MpGrantResult, MpGrantInput>(async ({ input }) => {
              grants.push(input)
              if (grant) return grant(input)
              current = { ...current, mpBalance: current.mpBalance + input.amount }
              return { results: [{ doctorId: id, ok: true, balance: current.mpBalance }] }
            }),
          },
        }),
      },
      actions: { showError: (_, params) => { errors.push(params.message) } },
    }),
    { input: { id } },
  ).start()
  return { actor, patches, grants, errors }
}

describe('doctor machine', () => {
  it('offers only the actions the state allows', async () => {
    const { actor } = start(doctor({ frozen: false, allowed: true }))
    const s = await waitFor(actor, (x) => x.matches('viewing'))
    expect(s.can({ type: 'doctor.freeze' })).toBe(true)
    expect(s.can({ type: 'doctor.unfreeze' })).toBe(false)
    expect(s.can({ type: 'doctor.allow' })).toBe(false)
    expect(s.can({ type: 'doctor.disallow' })).toBe(true)
    expect(s.can({ type: 'doctor.delete' })).toBe(true)
    const frozen = start(doctor({ frozen: true, allowed: false }))
    const f = await waitFor(frozen.actor, (x) => x.matches('viewing'))
    expect(f.can({ type: 'doctor.freeze' })).toBe(false)
    expect(f.can({ type: 'doctor.unfreeze' })).toBe(true)
    expect(f.can({ type: 'doctor.allow' })).toBe(true)
    const gone = start(doctor({ deletedAt: '2024-05-01T00:00:00Z' }))
    const g = await waitFor(gone.actor, (x) => x.matches('viewing'))
    expect(['doctor.delete', 'doctor.freeze', 'doctor.unfreeze', 'mp.open'].map((type) => g.can({ type } as never))).toEqual([false, false, false, false])
  })

  it('freezes after the 利用停止 dialog is accepted, then offers unfreeze', async () => {
    const { actor, patches } = start(doctor())
    await waitFor(actor, (x) => x.matches('viewing'))
    actor.send({ type: 'doctor.freeze' })
    expect(actor.getSnapshot().matches('confirmingFreeze')).toBe(true)
    actor.send({ type: 'dialog.accept' })
    const s = await waitFor(actor, (x) => x.matches('viewing'))
    expect(patches).toEqual([{ frozen: true }])
    expect(s.context.doctor?.frozen).toBe(true)
    expect(s.can({ type: 'doctor.unfreeze' })).toBe(true)
    actor.send({ type: 'doctor.unfreeze' })
    actor.send({ type: 'dialog.accept' })
    const u = await waitFor(actor, (x) => x.matches('viewing') && x.context.doctor?.frozen === false)
    expect(patches).toEqual([{ frozen: true }, { frozen: false }])
    expect(u.can({ type: 'doctor.freeze' })).toBe(true)
  })

  it('cancelling a dialog changes nothing', async () => {
    const { actor, patches } = start(doctor())
    await waitFor(actor, (x) => x.matches('viewing'))
    actor.send({ type: 'doctor.delete' })
    actor.send({ type: 'dialog.cancel' })
    expect(actor.getSnapshot().value).toBe('viewing')
    expect(patches).toEqual([])
  })

  it('deletes and ends', async () => {
    const { actor } = start(doctor())
    await waitFor(actor, (x) => x.matches('viewing'))
    actor.send({ type: 'doctor.delete' })
    actor.send({ type: 'dialog.accept' })
    const s = await waitFor(actor, (x) => x.status === 'done')
    expect(s.value).toBe('deleted')
  })

  it('reports a failed update and stays on the page', async () => {
    const { actor, errors } = start(doctor({ allowed: true }))
    await waitFor(actor, (x) => x.matches('viewing'))
    actor.send({ type: 'doctor.disallow' })
    const s = await waitFor(actor, (x) => x.matches('viewing') && errors.length > 0)
    expect(errors).toEqual(['承認を取り消せませんでした'])
    expect(s.context.doctor?.allowed).toBe(true)
  })

  it('grants a preset and a free amount, and refuses a non-number without sending it', async () => {
    const { actor, grants } = start(doctor({ mpBalance: 100 }))
    await waitFor(actor, (x) => x.matches('viewing'))
    actor.send({ type: 'mp.open' })
    const child = () => actor.getSnapshot().children['mpGrant']!
    child().send({ type: 'mp.change', value: 1500 })
    child().send({ type: 'mp.submit' })
    const a = await waitFor(actor, (x) => x.matches('viewing'))
    expect(a.context.doctor?.mpBalance).toBe(1600)
    actor.send({ type: 'mp.open' })
    child().send({ type: 'mp.change', value: 'abc' })
    child().send({ type: 'mp.submit' })
    expect((child().getSnapshot() as { context: { error?: string } }).context.error).toBe('MPは数値で入力してください')
    child().send({ type: 'mp.change', value: '１２３' })
    child().send({ type: 'mp.submit' })
    const b = await waitFor(actor, (x) => x.matches('viewing'))
    expect(b.context.doctor?.mpBalance).toBe(1723)
    expect(grants.map((g) => g.amount)).toEqual([1500, 123])
  })

  it('keeps the dialog open with the server refusal when a grant would go below zero', async () => {
    const { actor } = start(doctor({ mpBalance: 100 }), async () => ({ results: [{ doctorId: id, ok: false, balance: 100, error: 'MP残高が不足しています' }] }))
    await waitFor(actor, (x) => x.matches('viewing'))
    actor.send({ type: 'mp.open' })
    const child = actor.getSnapshot().children['mpGrant']!
    child.send({ type: 'mp.change', value: -1000 })
    child.send({ type: 'mp.submit' })
    await waitFor(child, (c) => (c as { value: unknown }).value === 'editing' && (c as { context: { error?: string } }).context.error !== undefined)
    expect(actor.getSnapshot().matches('grantingMp')).toBe(true)
    expect((child.getSnapshot() as { context: { error?: string } }).context.error).toBe('MP残高が不足しています')
  })
})

describe('parseMpAmount', () => {
  it.each([
    [1500, 1500], ['1500', 1500], ['-1000', -1000], ['１，５００', 1500], [' 2,000 ', 2000], ['－５００', -500],
  ] as const)('coerces %j to %d', (input, amount) => {
    expect(parseMpAmount(input)).toEqual({ ok: true, amount })
  })
  it.each([
    ['abc', 'MPは数値で入力してください'], ['12abc', 'MPは数値で入力してください'], ['', '付与するMPを入力してください'],
    [null, '付与するMPを入力してください'], ['0', 'MPに0は指定できません'], ['1.5', 'MPは整数で入力してください'],
  ] as const)('refuses %j', (input, message) => {
    expect(parseMpAmount(input)).toEqual({ ok: false, message })
  })
})
