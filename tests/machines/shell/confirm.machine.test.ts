/**
 * Confirm host machine: one question at a time, answered by OK or キャンセル; misuse is typed.
 */
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { confirmDefaultWidth, ConfirmDialogMisuse, confirmMachine } from '@src/machines/confirm.machine'

const start = () => {
  const actor = createActor(confirmMachine)
  const answers: Array<{ id: string; accepted: boolean }> = []
  const rejected: Array<{ id: string | undefined; error: ConfirmDialogMisuse }> = []
  actor.on('confirm.answered', ({ id, accepted }) => answers.push({ id, accepted }))
  actor.on('confirm.rejected', ({ id, error }) => rejected.push({ id, error }))
  actor.start()
  return { actor, answers, rejected }
}

describe('confirm machine', () => {
  it('has the spec default width', () => {
    expect(confirmDefaultWidth).toBe(290)
  })

  it('opens with a request and answers OK as accepted', () => {
    const { actor, answers } = start()
    actor.send({ type: 'confirm.open', request: { id: 'a', message: '削除しますか？' } })
    expect(actor.getSnapshot().hasTag('open')).toBe(true)
    expect(actor.getSnapshot().context.request?.message).toBe('削除しますか？')
    actor.send({ type: 'confirm.accept' })
    expect(answers).toEqual([{ id: 'a', accepted: true }])
    expect(actor.getSnapshot().hasTag('open')).toBe(false)
    expect(actor.getSnapshot().context.request).toBeUndefined()
  })

  it('answers キャンセル as not accepted', () => {
    const { actor, answers } = start()
    actor.send({ type: 'confirm.open', request: { id: 'b', message: 'よろしいですか？' } })
    actor.send({ type: 'confirm.cancel' })
    expect(answers).toEqual([{ id: 'b', accepted: false }])
  })

  it.each([
    ['an empty message', { id: 'c', message: '  ' }, 'invalid-request'],
    ['a zero width', { id: 'c', message: 'x', width: 0 }, 'invalid-request'],
    ['a non-numeric width', { id: 'c', message: 'x', width: Number.NaN }, 'invalid-request'],
  ])('rejects %s', (_name, request, reason) => {
    const { actor, rejected } = start()
    actor.send({ type: 'confirm.open', request })
    expect(actor.getSnapshot().hasTag('open')).toBe(false)
    expect(rejected).toHaveLength(1)
    expect(rejected[0]?.id).toBe('c')
    expect(rejected[0]?.error).toBeInstanceOf(ConfirmDialogMisuse)
    expect(rejected[0]?.error.reason).toBe(reason)
  })

  it('rejects a second question while one is open, keeping the first', () => {
    const { actor, rejected } = start()
    actor.send({ type: 'confirm.open', request: { id: 'first', message: '一つ目' } })
    actor.send({ type: 'confirm.open', request: { id: 'second', message: '二つ目' } })
    expect(actor.getSnapshot().context.request?.id).toBe('first')
    expect(rejected.map((r) => [r.id, r.error.reason])).toEqual([['second', 'already-open']])
  })

  it('rejects an answer when nothing is asked', () => {
    const { actor, rejected, answers } = start()
    actor.send({ type: 'confirm.accept' })
    actor.send({ type: 'confirm.cancel' })
    expect(answers).toEqual([])
    expect(rejected.map((r) => r.error.reason)).toEqual(['nothing-to-answer', 'nothing-to-answer'])
  })
})
