/**
 * The doctor record as the console wires it (src/areas/doctor/doctor.wiring.ts: the generic record
 * machine with the doctor's rules from src/domain and the MP grant dialog), its actors replaced by stubs.
 */
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { doctorMachines } from '@src/areas/doctor/doctor.wiring'
import type { Doctor, DoctorAction } from '@src/domain/doctor'
import type { DoctorId } from '@src/domain/ids'
import type { MpGrantInput, MpGrantResult } from '@src/domain/points'
import { mpGrantMachine, parseMpAmount } from '@src/areas/points/mp-grant.machine'

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
  const acts: Array<DoctorAction> = []
  const grants: Array<MpGrantInput> = []
  const errors: Array<string> = []
  const done: Array<DoctorAction> = []
  const actor = createActor(
    doctorMachines.detail.provide({
      actors: {
        loadRecord: fromPromise(async () => current),
        runAction: fromPromise(async ({ input }) => {
          const action = input.action as DoctorAction
          acts.push(action)
          if (action === 'disallow') throw new Error('承認を取り消せませんでした')
          if (action === 'delete') return null
          current = { ...current, ...(action === 'freeze' ? { frozen: true } : action === 'unfreeze' ? { frozen: false } : { allowed: true }) }
          return current
        }),
        actionDialog: mpGrantMachine.provide({
          actors: {
            grantMp: fromPromise<MpGrantResult, MpGrantInput>(async ({ input }) => {
              grants.push(input)
              if (grant) return grant(input)
              current = { ...current, mpBalance: current.mpBalance + input.amount }
              return { results: [{ doctorId: id, ok: true, balance: current.mpBalance }] }
            }),
          },
        }) as never,
      },
      actions: {
        showError: (_, params) => void errors.push(params.message),
        showDone: (_, params) => void done.push(params.action),
      },
    }),
    { input: { id } },
  ).start()
  return { actor, acts, grants, errors, done }
}

const act = (action: DoctorAction) => ({ type: 'record.runAction' as const, action })

describe('doctor record', () => {
  it('offers only the actions the state allows', async () => {
    const { actor } = start(doctor({ frozen: false, allowed: true }))
    const s = await waitFor(actor, (x) => x.matches('viewing'))
    expect(doctorAllowedNow(s)).toEqual(['grantMp', 'disallow', 'freeze', 'delete'])
    const { actor: frozen } = start(doctor({ frozen: true, allowed: false }))
    expect(doctorAllowedNow(await waitFor(frozen, (x) => x.matches('viewing')))).toEqual(['allow', 'unfreeze', 'delete'])
    const { actor: deleted } = start(doctor({ deletedAt: '2024-05-01T00:00:00Z' }))
    expect(doctorAllowedNow(await waitFor(deleted, (x) => x.matches('viewing')))).toEqual([])
  })

  it('freezes after the confirm dialog, and reports success by action', async () => {
    const { actor, acts, done } = start(doctor())
    await waitFor(actor, (x) => x.matches('viewing'))
    actor.send(act('freeze'))
    expect(actor.getSnapshot().matches('confirming')).toBe(true)
    actor.send({ type: 'dialog.cancel' })
    expect(acts).toEqual([])
    actor.send(act('freeze'))
    actor.send({ type: 'dialog.accept' })
    const s = await waitFor(actor, (x) => x.matches('viewing') && x.context.record?.frozen === true)
    expect(acts).toEqual(['freeze'])
    expect(done).toEqual(['freeze'])
    expect(s.can(act('unfreeze'))).toBe(true)
  })

  it('approves without a dialog; a refused action stays on the page with its message', async () => {
    const { actor, errors } = start(doctor({ allowed: false }))
    await waitFor(actor, (x) => x.matches('viewing'))
    actor.send(act('allow'))
    expect(actor.getSnapshot().matches('acting')).toBe(true)
    const s = await waitFor(actor, (x) => x.matches('viewing') && x.context.record?.allowed === true)
    actor.send(act('disallow'))
    await waitFor(actor, (x) => x.matches('viewing') && errors.length > 0)
    expect(errors).toEqual(['承認を取り消せませんでした'])
    expect(s.context.record?.allowed).toBe(true)
  })

  it('ends in removed after a confirmed delete', async () => {
    const { actor, done } = start(doctor())
    await waitFor(actor, (x) => x.matches('viewing'))
    actor.send(act('delete'))
    actor.send({ type: 'dialog.accept' })
    const s = await waitFor(actor, (x) => x.status === 'done')
    expect(s.value).toBe('removed')
    expect(done).toEqual(['delete'])
  })

  it('grants a preset and a free amount through the dialog, reloading the balance; refuses a non-number without sending it', async () => {
    const { actor, grants } = start(doctor({ mpBalance: 100 }))
    await waitFor(actor, (x) => x.matches('viewing'))
    actor.send(act('grantMp'))
    const child = () => actor.getSnapshot().children['actionDialog']!
    child().send({ type: 'mp.change', value: 1500 })
    child().send({ type: 'mp.submit' })
    const a = await waitFor(actor, (x) => x.matches('viewing') && x.context.record?.mpBalance === 1600)
    expect(a.context.record?.mpBalance).toBe(1600)
    actor.send(act('grantMp'))
    child().send({ type: 'mp.change', value: 'abc' })
    child().send({ type: 'mp.submit' })
    expect((child().getSnapshot() as unknown as { context: { problem?: unknown } }).context.problem).toEqual({ kind: 'notNumber' })
    child().send({ type: 'mp.change', value: '１２３' })
    child().send({ type: 'mp.submit' })
    const b = await waitFor(actor, (x) => x.matches('viewing') && x.context.record?.mpBalance === 1723)
    expect(b.context.record?.mpBalance).toBe(1723)
    expect(grants).toEqual([{ doctorIds: [id], amount: 1500 }, { doctorIds: [id], amount: 123 }])
  })

  it('keeps the dialog open with the server refusal when a grant would go below zero', async () => {
    const { actor } = start(doctor({ mpBalance: 100 }), async () => ({ results: [{ doctorId: id, ok: false, balance: 100, error: 'MP残高が不足しています' }] }))
    await waitFor(actor, (x) => x.matches('viewing'))
    actor.send(act('grantMp'))
    const child = actor.getSnapshot().children['actionDialog']!
    child.send({ type: 'mp.change', value: -1000 })
    child.send({ type: 'mp.submit' })
    await waitFor(child, (c) => (c as unknown as { value: unknown }).value === 'editing' && (c as unknown as { context: { problem?: unknown } }).context.problem !== undefined)
    expect(actor.getSnapshot().matches('inDialog')).toBe(true)
    expect((child.getSnapshot() as unknown as { context: { problem?: unknown } }).context.problem).toEqual({ kind: 'refused', message: 'MP残高が不足しています' })
  })
})

const doctorAllowedNow = (s: { can: (e: ReturnType<typeof act>) => boolean }) =>
  (['grantMp', 'allow', 'disallow', 'freeze', 'unfreeze', 'delete'] as const).filter((a) => s.can(act(a)))

describe('parseMpAmount', () => {
  it.each([
    [1500, 1500], ['1500', 1500], ['-1000', -1000], ['１，５００', 1500], [' 2,000 ', 2000], ['－５００', -500],
  ] as const)('coerces %j to %d', (input, amount) => {
    expect(parseMpAmount(input)).toEqual({ ok: true, amount })
  })
  it.each([
    ['abc', { kind: 'notNumber' }], ['12abc', { kind: 'notNumber' }], ['', { kind: 'required' }],
    [null, { kind: 'required' }], ['0', { kind: 'invalid', message: 'MPに0は指定できません' }], ['1.5', { kind: 'invalid', message: 'MPは整数で入力してください' }],
  ] as const)('refuses %j', (input, problem) => {
    expect(parseMpAmount(input)).toEqual({ ok: false, problem })
  })
})
