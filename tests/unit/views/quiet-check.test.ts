/**
 * The quiet check after a gap in the live stream (docs/live.md "Gaps and resync"), over real
 * machines: `quietCheck` as `useRecordPage` and `useEntityForm` run it. A record page learns
 * whether the record's version moved; an edit form whether the record moved past the version its
 * values were typed over, with what was typed untouched; a list (`useRouteList`) whether the rows
 * of the page shown moved; none checks while it cannot.
 */
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { makeEntityFormMachine } from '@src/machines/entity-form.machine'
import { makeListMachine } from '@src/machines/list.machine'
import { makeRecordMachine } from '@src/machines/record.machine'
import { quietCheck } from '@src/views/components/live.component'

interface Rec {
  readonly name: string
  readonly version: number
}

describe('quietCheck', () => {
  it('a record page: true once the version moved, false while it has not; the record shown stays', async () => {
    let latest: Rec = { name: '在席 一郎', version: 1 }
    const machine = makeRecordMachine<Rec, never>({ id: 'checkedRecord', allows: () => false, confirms: [], removes: [] }).provide({
      actors: { loadRecord: fromPromise(async () => latest) },
    })
    const actor = createActor(machine, { input: { id: 'd-1' } }).start()
    const check = () =>
      quietCheck(actor, (found) => actor.on('record.checked', found), (still) => actor.subscribe((s) => still(s.matches('checking'))), { type: 'record.check' })
    await waitFor(actor, (s) => s.matches('viewing'))
    expect(await check()).toBe(false)
    latest = { name: '在席 次郎', version: 2 }
    expect(await check()).toBe(true)
    expect(actor.getSnapshot().context.record).toEqual({ name: '在席 一郎', version: 1 }) // 再読込 shows it, not the check
    actor.send({ type: 'record.reload' })
    expect(await check()).toBe(false) // loading: it reads the record as it is now anyway
    await waitFor(actor, (s) => s.matches('viewing'))
    expect(await check()).toBe(false)
    actor.stop()
  })

  it('a record that cannot be read: false, and the failure is logged', async () => {
    let fail = false
    const machine = makeRecordMachine<Rec, never>({ id: 'failedCheck', allows: () => false, confirms: [], removes: [] }).provide({
      actors: { loadRecord: fromPromise(async () => (fail ? Promise.reject(new Error('通信に失敗しました')) : { name: 'x', version: 1 })) },
    })
    const actor = createActor(machine, { input: { id: 'd-1' } }).start()
    await waitFor(actor, (s) => s.matches('viewing'))
    fail = true
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(await quietCheck(actor, (found) => actor.on('record.checked', found), (still) => actor.subscribe((s) => still(s.matches('checking'))), { type: 'record.check' })).toBe(false)
    expect(warn).toHaveBeenCalledWith('[live] could not check what the page shows after a gap:', '通信に失敗しました')
    warn.mockRestore()
    actor.stop()
  })

  it('an edit form: true once the record moved past the version typed over; what was typed stays', async () => {
    let latest: Rec = { name: '在席 一郎', version: 1 }
    const machine = makeEntityFormMachine<{ name: string }, { name: string }, Rec>(
      'checkedForm',
      (values) => ({ ok: true, body: values }),
      (entity) => ({ name: entity.name }),
    ).provide({ actors: { loadEntity: fromPromise(async () => latest), saveEntity: fromPromise(async () => ({ id: 'd-1' })) } })
    const actor = createActor(machine, { input: { id: 'd-1', initial: { name: '' } } }).start()
    const check = () =>
      quietCheck(actor, (found) => actor.on('form.checked', found), (still) => actor.subscribe((s) => still(s.matches({ editing: 'checking' }))), { type: 'form.check' })
    await waitFor(actor, (s) => s.matches('editing'))
    actor.send({ type: 'field.change', name: 'name', value: '入力中' })
    expect(await check()).toBe(false)
    latest = { name: '在席 次郎', version: 2 }
    expect(await check()).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({ values: { name: '入力中' }, version: 1 }) // the save meets the conflict dialog
    actor.stop()
  })

  it('a new form checks nothing', async () => {
    const machine = makeEntityFormMachine<{ name: string }, { name: string }>('newForm', (values) => ({ ok: true, body: values }), () => ({ name: '' }))
    const actor = createActor(machine, { input: { initial: { name: '' } } }).start()
    expect(await quietCheck(actor, (found) => actor.on('form.checked', found), (still) => actor.subscribe((s) => still(s.matches({ editing: 'checking' }))), { type: 'form.check' })).toBe(false)
    actor.stop()
  })

  it('a list: true once the rows of the page shown moved (or it cannot tell), false while they have not; the rows stay', async () => {
    let rows: ReadonlyArray<string> = ['在席 一郎']
    let fail = false
    const machine = makeListMachine<string, { keyword?: string; cursor?: string }>('checkedList').provide({
      actors: { fetchPage: fromPromise(async () => (fail ? Promise.reject(new Error('検索できませんでした')) : { items: rows, nextCursorKey: null })) },
    })
    const actor = createActor(machine, { input: { search: {} } }).start()
    const check = () =>
      quietCheck(actor, (found) => actor.on('list.checked', found), (still) => actor.subscribe((s) => still(s.matches('checking'))), { type: 'list.check' })
    await waitFor(actor, (s) => s.matches('ready'))
    expect(await check()).toBe(false)
    rows = ['在席 次郎']
    expect(await check()).toBe(true)
    expect(actor.getSnapshot().context.items).toEqual(['在席 一郎']) // 更新 shows them, not the check
    fail = true
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(await check()).toBe(true)
    expect(warn).toHaveBeenCalledWith('[live] could not check what the page shows after a gap:', '検索できませんでした')
    warn.mockRestore()
    actor.stop()
  })
})
