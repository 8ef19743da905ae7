/**
 * The client record as the console wires it (src/areas/client/client.wiring.ts: the generic record
 * machine with the client's rules), its actors replaced by stubs: suspend, resume and delete,
 * each after its confirm dialog, a refusal, a failed load and its retry.
 */
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { clientMachines } from '@src/areas/client/client.wiring'
import type { Client, ClientAction } from '@src/domain/client'
import type { ClientId } from '@src/domain/ids'

const client = (suspended: boolean): Client =>
  ({ id: '5', companyName: '株式会社テスト', companyNameKana: 'カブシキガイシャテスト', department: null, contactName: '鈴木', contactNameKana: null,
    email: 'c@example.co.jp', phone: null, postalCode: null, prefecture: null, address: null, url: null, suspended,
    suspendedAt: null, createdAt: '2024-04-01T00:00:00Z', updatedAt: '2024-04-01T00:00:00Z' }) as Client

const act = (action: ClientAction) => ({ type: 'record.runAction' as const, action })

const start = (initial: Client, options: { failLoads?: number; refuse?: ClientAction } = {}) => {
  let current = initial
  let failLoads = options.failLoads ?? 0
  const calls: Array<ClientAction> = []
  const errors: Array<string> = []
  const done: Array<ClientAction> = []
  const actor = createActor(
    clientMachines.detail.provide({
      actors: {
        loadRecord: fromPromise(async () => {
          if (failLoads-- > 0) throw new Error('サーバーに接続できませんでした。')
          return current
        }),
        runAction: fromPromise(async ({ input }) => {
          const action = input.action as ClientAction
          calls.push(action)
          if (action === options.refuse) throw new Error('このクライアントは操作できません')
          if (action === 'delete') return null
          current = { ...current, suspended: action === 'suspend' }
          return current
        }),
      },
      actions: { showError: (_, p) => void errors.push(p.message), showDone: (_, p) => void done.push(p.action) },
    }),
    { input: { id: '5' as ClientId } },
  ).start()
  return { actor, calls, errors, done }
}

describe('client record', () => {
  it('suspends after confirmation, then offers resume only; resumes after confirmation', async () => {
    const { actor, calls, done } = start(client(false))
    const viewing = await waitFor(actor, (s) => s.matches('viewing'))
    expect(viewing.can(act('resume'))).toBe(false)
    actor.send(act('suspend'))
    expect(actor.getSnapshot().hasTag('dialog')).toBe(true)
    actor.send({ type: 'dialog.accept' })
    const after = await waitFor(actor, (s) => s.matches('viewing') && calls.length === 1)
    expect(after.context.record?.suspended).toBe(true)
    expect(after.can(act('suspend'))).toBe(false)
    actor.send(act('resume'))
    actor.send({ type: 'dialog.accept' })
    const resumed = await waitFor(actor, (s) => s.matches('viewing') && calls.length === 2)
    expect(resumed.context.record?.suspended).toBe(false)
    expect(done).toEqual(['suspend', 'resume'])
  })

  it('a cancelled dialog sends nothing; a confirmed delete ends the record', async () => {
    const { actor, calls } = start(client(false))
    await waitFor(actor, (s) => s.matches('viewing'))
    actor.send(act('delete'))
    actor.send({ type: 'dialog.cancel' })
    expect(calls).toEqual([])
    actor.send(act('delete'))
    actor.send({ type: 'dialog.accept' })
    expect((await waitFor(actor, (s) => s.status === 'done')).value).toBe('removed')
    expect(calls).toEqual(['delete'])
  })

  it('a refused action keeps the record and reports the message', async () => {
    const { actor, errors } = start(client(false), { refuse: 'suspend' })
    await waitFor(actor, (s) => s.matches('viewing'))
    actor.send(act('suspend'))
    actor.send({ type: 'dialog.accept' })
    const s = await waitFor(actor, (x) => x.matches('viewing') && errors.length === 1)
    expect(errors).toEqual(['このクライアントは操作できません'])
    expect(s.context.record?.suspended).toBe(false)
  })

  it('a failed load shows its message and loads again on record.reload', async () => {
    const { actor } = start(client(true), { failLoads: 1 })
    const failed = await waitFor(actor, (s) => s.matches('loadFailed'))
    expect(failed.context.error).toBe('サーバーに接続できませんでした。')
    actor.send({ type: 'record.reload' })
    expect((await waitFor(actor, (s) => s.matches('viewing'))).context.record?.suspended).toBe(true)
  })
})
