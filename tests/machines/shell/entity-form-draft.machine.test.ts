/**
 * A draft restored after a session expiry remembers the record it was typed over
 * (src/machines/entity-form.machine.ts, FormDraft): every change keeps `{ values, version, base }`,
 * and the restored form saves with the draft's version, so a record another operator changed
 * meanwhile is refused (409) and the conflict dialog compares with what the draft was typed over.
 */
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { makeEntityFormMachine, type FormDraft, type SaveInput } from '@src/machines/entity-form.machine'

interface Values {
  readonly name: string
  readonly phone: string
}
interface Entity extends Values {
  readonly version: number
}

const stale = { _tag: 'HttpStatusError', status: 409, message: 'この医師は他の操作者が先に更新しました。' }

const form = makeEntityFormMachine<Values, Values, Entity>(
  'draftForm',
  (values) => ({ ok: true, body: values }),
  ({ name, phone }) => ({ name, phone }),
)

/** The form over a record the server holds at `record` (what load and the conflict's reload read). */
const start = (record: Entity, draft?: FormDraft<Values>) => {
  const kept: Array<FormDraft<Values>> = []
  const saves: Array<SaveInput<Values>> = []
  const actor = createActor(
    form.provide({
      actors: {
        loadEntity: fromPromise(async () => record),
        saveEntity: fromPromise(async ({ input }: { input: SaveInput<Values> }) => {
          saves.push(input)
          if (input.version !== record.version) throw stale
          return { id: 'd-1' }
        }),
      },
      actions: { keepDraft: (_, params) => void kept.push(params) },
    }),
    { input: { id: 'd-1', initial: { name: '', phone: '' }, ...(draft ? { draft } : {}) } },
  )
  actor.start()
  return { actor, kept, saves }
}

describe('entity form drafts keep the version they were typed over', () => {
  it('keeps the values with the loaded version and values at every change', async () => {
    const { actor, kept } = start({ name: '山田 太郎', phone: '03-1111-1111', version: 3 })
    await waitFor(actor, (s) => s.matches('editing'))
    actor.send({ type: 'field.change', name: 'name', value: '山田 次郎' })
    expect(kept).toEqual([{ values: { name: '山田 次郎', phone: '03-1111-1111' }, version: 3, base: { name: '山田 太郎', phone: '03-1111-1111' } }])
  })

  it('a create form keeps the values alone', async () => {
    const kept: Array<FormDraft<Values>> = []
    const actor = createActor(form.provide({ actions: { keepDraft: (_, params) => void kept.push(params) } }), { input: { initial: { name: '', phone: '' } } })
    actor.start()
    actor.send({ type: 'field.change', name: 'name', value: '新規' })
    expect(kept).toEqual([{ values: { name: '新規', phone: '' } }])
  })

  it('restored over a record changed meanwhile: the save carries the draft version, the 409 opens the conflict', async () => {
    // typed over version 3; another operator saved the phone since (version 4)
    const draft = { values: { name: '山田 次郎', phone: '03-1111-1111' }, version: 3, base: { name: '山田 太郎', phone: '03-1111-1111' } }
    const { actor, saves } = start({ name: '山田 太郎', phone: '03-2222-2222', version: 4 }, draft)
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().context).toMatchObject({ values: draft.values, version: 3, base: draft.base })
    actor.send({ type: 'form.submit' })
    const choosing = await waitFor(actor, (s) => s.matches({ conflict: 'choosing' }))
    expect(saves).toEqual([{ id: 'd-1', version: 3, body: draft.values }])
    // what the other operator changed (the phone) and what staff changed (the name), both against the draft's base
    expect(choosing.context.conflict).toMatchObject({ version: 4, changed: ['phone'], mine: ['name'] })
    actor.send({ type: 'conflict.reapply' })
    expect(actor.getSnapshot().context.values).toEqual({ name: '山田 次郎', phone: '03-2222-2222' })
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(saves[1]).toEqual({ id: 'd-1', version: 4, body: { name: '山田 次郎', phone: '03-2222-2222' } })
  })

  it('restored over an unchanged record: it saves at once', async () => {
    const draft = { values: { name: '山田 次郎', phone: '03-1111-1111' }, version: 3, base: { name: '山田 太郎', phone: '03-1111-1111' } }
    const { actor, saves } = start({ name: '山田 太郎', phone: '03-1111-1111', version: 3 }, draft)
    await waitFor(actor, (s) => s.matches('editing'))
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(saves).toEqual([{ id: 'd-1', version: 3, body: draft.values }])
  })

  it('a draft without a version (an earlier build) saves with the version loaded', async () => {
    const { actor, saves } = start({ name: '山田 太郎', phone: '03-2222-2222', version: 4 }, { values: { name: '山田 次郎', phone: '03-1111-1111' } })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(actor.getSnapshot().context.base).toEqual({ name: '山田 太郎', phone: '03-2222-2222' })
    actor.send({ type: 'form.submit' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(saves[0]?.version).toBe(4)
  })
})
