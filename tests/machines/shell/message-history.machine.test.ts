/** The message history keeps the newest 50 entries of the session, newest first. */
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { historyLimit, messageHistoryMachine } from '@src/machines/message-history.machine'

describe('messageHistoryMachine', () => {
  it('keeps the newest 50, newest first, whether open or closed', () => {
    const actor = createActor(messageHistoryMachine).start()
    for (let i = 1; i <= 60; i++) {
      if (i === 30) actor.send({ type: 'history.open' })
      actor.send({ type: 'history.record', entry: { kind: i % 2 ? 'error' : 'success', at: new Date(i * 1000).toISOString(), messages: [`#${i}`], ...(i % 2 ? { logId: `id${i}` } : {}) } })
    }
    const { entries } = actor.getSnapshot().context
    expect(historyLimit).toBe(50)
    expect(entries).toHaveLength(50)
    expect(entries[0]?.messages).toEqual(['#60'])
    expect(entries[49]?.messages).toEqual(['#11'])
    expect(entries[1]?.logId).toBe('id59')
    expect(actor.getSnapshot().hasTag('open')).toBe(true)
  })
})
