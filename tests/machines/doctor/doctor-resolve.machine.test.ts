/**
 * A 2,000-line paste through the real doctor-resolve machine (src/machines/doctor-resolve.machine.ts)
 * with a lookup that answers after a few milliseconds: 100 steps of 20 lines, progress after each,
 * every line ends resolved or listed; 中止 half-way lists the lines not looked up, never drops them.
 */
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { Doctor } from '@src/domain/doctor'
import type { DoctorEntry, EntryLookup } from '@src/domain/doctor-entries'
import { doctorResolveMachine } from '@src/areas/points/doctor-resolve.machine'

const lines = Array.from({ length: 2000 }, (_, i) => (i % 10 === 9 ? `nobody${i}@x.jp` : `d${i}@x.jp`)).join('\n')

const machine = (seen: Array<number>) =>
  doctorResolveMachine.provide({
    actors: {
      resolveChunk: fromPromise<ReadonlyArray<EntryLookup>, ReadonlyArray<DoctorEntry>>(async ({ input }) => {
        seen.push(input.length)
        await new Promise((r) => setTimeout(r, 2))
        return input.map((entry) => ({ entry, doctor: entry.text.startsWith('nobody') ? null : ({ id: entry.text, email: entry.text } as unknown as Doctor) }))
      }),
    },
  })

describe('a 2,000-line paste', () => {
  it('is looked up 20 lines a step with progress; 1,800 found, 200 listed as not found', async () => {
    const seen: Array<number> = []
    const progress: Array<number> = []
    const actor = createActor(machine(seen), { input: {} }).start()
    actor.subscribe((s) => void progress.push(s.context.done))
    const started = performance.now()
    actor.send({ type: 'text.resolve', text: lines })
    const done = await waitFor(actor, (s) => s.matches('done'), { timeout: 10_000 })
    console.log(`2,000 lines: ${seen.length} steps in ${Math.round(performance.now() - started)} ms (2 ms a step)`)
    expect(seen).toEqual(Array(100).fill(20))
    expect(new Set(progress).size).toBeGreaterThanOrEqual(100)
    expect(done.context.resolved).toHaveLength(1800)
    expect(done.context.unknown.map((u) => u.reason)).toEqual(Array(200).fill('notFound'))
  })

  it('中止 half-way: the lines not looked up are listed as such', async () => {
    const seen: Array<number> = []
    const actor = createActor(machine(seen), { input: {} }).start()
    actor.send({ type: 'text.resolve', text: lines })
    await waitFor(actor, (s) => s.context.done >= 1000)
    actor.send({ type: 'resolve.cancel' })
    const { context } = actor.getSnapshot()
    expect(actor.getSnapshot().matches('done')).toBe(true)
    const cancelled = context.unknown.filter((u) => u.reason === 'cancelled')
    expect(context.resolved.length + context.unknown.length).toBe(2000)
    expect(cancelled.length).toBe(2000 - context.entries.indexOf(context.entries.find((e) => e.line === cancelled[0]!.line)!))
  })
})
