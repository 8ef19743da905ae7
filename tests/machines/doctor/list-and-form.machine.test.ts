import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { Doctor, DoctorInput } from '@src/domain/doctor'
import type { DoctorId } from '@src/domain/ids'
import type { Page } from '@src/domain/endpoint'
import { doctorForm, doctorFormMachine, emptyDoctorValues, type DoctorFormValues } from '@src/areas/doctor/doctor-form.machine'
import { parseDoctorListSearch } from '@src/areas/doctor/doctor.search'
import type { SaveInput } from '@src/machines/entity-form.machine'
import { hasPreviousPage, makeListMachine, nextPageSearch, previousPageSearch, withFilters, type PagingSearch } from '@src/machines/list.machine'

interface S extends PagingSearch { readonly keyword?: string | undefined }

describe('list machine', () => {
  it('fetches the page the URL names, and refetches only when the search changes', async () => {
    const calls: Array<S> = []
    const machine = makeListMachine<number, S>('test').provide({
      actors: { fetchPage: fromPromise<Page<number>, S>(async ({ input }) => { calls.push(input); return { items: [1, 2], nextCursorKey: 'c2' } }) },
    })
    const actor = createActor(machine, { input: { search: { keyword: 'yamada' } } }).start()
    const ready = await waitFor(actor, (s) => s.matches('ready'))
    expect(ready.context.items).toEqual([1, 2])
    actor.send({ type: 'query.change', search: { keyword: 'yamada', cursor: undefined } })
    expect(actor.getSnapshot().matches('ready')).toBe(true)
    actor.send({ type: 'query.change', search: nextPageSearch({ keyword: 'yamada' } as S, 'c2') })
    await waitFor(actor, (s) => s.matches('ready') && calls.length === 2)
    expect(calls).toEqual([{ keyword: 'yamada' }, { keyword: 'yamada', cursor: 'c2', back: [''] }])
  })

  it('keeps failures visible', async () => {
    const machine = makeListMachine<number, S>('test').provide({
      actors: { fetchPage: fromPromise<Page<number>, S>(async () => { throw new Error('サーバーに接続できませんでした。') }) },
    })
    const actor = createActor(machine, { input: { search: {} } }).start()
    const failed = await waitFor(actor, (s) => s.matches('failed'))
    expect(failed.context.error).toBe('サーバーに接続できませんでした。')
  })

  it('pages forward and back through the cursor trail, and filters reset paging', () => {
    const p1: S = { keyword: 'a' }
    const p2 = nextPageSearch(p1, 'c2')
    const p3 = nextPageSearch(p2, 'c3')
    expect(p3).toEqual({ keyword: 'a', cursor: 'c3', back: ['', 'c2'] })
    expect(hasPreviousPage(p1)).toBe(false)
    expect(previousPageSearch(p3)).toEqual(p2)
    expect(previousPageSearch(p2)).toEqual({ keyword: 'a', cursor: undefined, back: undefined })
    expect(withFilters(p3, { keyword: 'b' })).toEqual({ keyword: 'b', cursor: undefined, back: undefined })
  })
})

const filled: DoctorFormValues = {
  ...emptyDoctorValues,
  email: 'ｔａｒｏ＠ｅｘａｍｐｌｅ．ｊｐ', lastName: '山田', firstName: '太郎', lastNameKana: 'やまだ', firstNameKana: 'ﾀﾛｳ', medicalLicenseNumber: '１２３４５６',
}

describe('doctor form', () => {
  it('shows Japanese messages per field and sends nothing while invalid', async () => {
    const saves: Array<SaveInput<DoctorInput, DoctorId>> = []
    const actor = createActor(doctorFormMachine.provide({
      actors: { saveEntity: fromPromise<{ id: string }, SaveInput<DoctorInput, DoctorId>>(async ({ input }) => { saves.push(input); return { id: '7' } }) },
    }), { input: { initial: emptyDoctorValues } }).start()
    actor.send({ type: 'form.submit' })
    const s = actor.getSnapshot()
    expect(s.matches('editing')).toBe(true)
    expect(s.context.errors['email']).toEqual(['必須項目です'])
    expect(s.context.errors['lastNameKana']).toEqual(['必須項目です'])
    actor.send({ type: 'field.change', name: 'lastNameKana', value: 'yamada' })
    expect(actor.getSnapshot().context.errors['lastNameKana']).toEqual(['カタカナで入力してください'])
    expect(saves).toEqual([])
  })

  it('normalises and submits a valid form', () => {
    const result = doctorForm.validate(filled)
    expect(result).toEqual({ ok: true, body: expect.objectContaining({ email: 'taro@example.jp', lastNameKana: 'ヤマダ', firstNameKana: 'タロウ', medicalLicenseNumber: '123456', phone: null }) })
  })

  it('keeps every value after a server error', async () => {
    const actor = createActor(doctorFormMachine.provide({
      actors: { saveEntity: fromPromise<{ id: string }, SaveInput<DoctorInput, DoctorId>>(async () => { throw new Error('このメールアドレスは既に登録されています') }) },
    }), { input: { initial: filled } }).start()
    actor.send({ type: 'form.submit' })
    const s = await waitFor(actor, (x) => x.matches('editing') && x.context.serverError !== undefined)
    expect(s.context.serverError).toBe('このメールアドレスは既に登録されています')
    expect(s.context.values).toEqual(filled)
  })

  it('loads the entity when editing, then saves it with its id', async () => {
    const saves: Array<SaveInput<DoctorInput, DoctorId>> = []
    const actor = createActor(doctorFormMachine.provide({
      actors: {
        loadEntity: fromPromise<Doctor, DoctorId>(async () => ({
          email: 'taro@example.jp', lastName: '山田', firstName: '太郎', lastNameKana: 'ヤマダ', firstNameKana: 'タロウ', phone: null,
          medicalLicenseNumber: '123456', organizationId: null, belongIds: [], expertiseIds: [], prefecture: null, allowed: false,
        }) as unknown as Doctor),
        saveEntity: fromPromise<{ id: string }, SaveInput<DoctorInput, DoctorId>>(async ({ input }) => { saves.push(input); return { id: input.id! } }),
      },
    }), { input: { id: '9' as DoctorId, initial: emptyDoctorValues } }).start()
    await waitFor(actor, (x) => x.matches('editing'))
    actor.send({ type: 'form.submit' })
    const done = await waitFor(actor, (x) => x.status === 'done')
    expect(done.output).toEqual({ id: '9' })
    expect(saves[0]?.id).toBe('9')
  })
})

describe('URL search of the doctor list', () => {
  it('accepts the booleans TanStack Router parses from ?frozen=false&allowed=true, and drops junk', async () => {
    expect(parseDoctorListSearch({ frozen: false, allowed: true, prefecture: '火星', sort: 'email', organizationId: 'a b' })).toEqual({ frozen: 'false', allowed: 'true', sort: 'email' })
  })
})
