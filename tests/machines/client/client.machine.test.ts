import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { Client } from '../../../src/domain/client'
import type { ClientId } from '../../../src/domain/ids'
import { clientMachine, type SetSuspendedInput } from '../../../src/machines/client.machine'

const client = (suspended: boolean): Client =>
  ({ id: '5', companyName: '株式会社テスト', companyNameKana: 'カブシキガイシャテスト', department: null, contactName: '鈴木', contactNameKana: null,
    email: 'c@example.co.jp', phone: null, postalCode: null, prefecture: null, address: null, url: null, suspended,
    suspendedAt: null, createdAt: '2024-04-01T00:00:00Z', updatedAt: '2024-04-01T00:00:00Z' }) as Client

describe('client machine', () => {
  it('suspends after confirmation, then offers resume only', async () => {
    let current = client(false)
    const calls: Array<boolean> = []
    const actor = createActor(clientMachine.provide({
      actors: {
        loadClient: fromPromise<Client, ClientId>(async () => current),
        setSuspended: fromPromise<Client, SetSuspendedInput>(async ({ input }) => { calls.push(input.suspended); current = { ...current, suspended: input.suspended }; return current }),
      },
    }), { input: { id: '5' as ClientId } }).start()
    const viewing = await waitFor(actor, (s) => s.matches('viewing'))
    expect(viewing.can({ type: 'client.resume' })).toBe(false)
    actor.send({ type: 'client.suspend' })
    expect(actor.getSnapshot().hasTag('dialog')).toBe(true)
    actor.send({ type: 'dialog.accept' })
    const after = await waitFor(actor, (s) => s.matches('viewing') && calls.length === 1)
    expect(after.context.client?.suspended).toBe(true)
    expect(after.can({ type: 'client.suspend' })).toBe(false)
    expect(after.can({ type: 'client.resume' })).toBe(true)
  })
})
