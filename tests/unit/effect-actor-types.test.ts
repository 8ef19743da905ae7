/**
 * The machine/service join is typed (src/app/bridge.ts `effectActor`): a list's `fetchPage` slot
 * takes exactly an operation that accepts the list's search and answers a page of its items. The
 * `@ts-expect-error` lines fail `tsc` if a wrong operation ever compiles again.
 */
import { Effect, Layer, ManagedRuntime } from 'effect'
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { makeEffectActor } from '@src/app/bridge'
import type { Page } from '@src/domain/endpoint'
import type { RecordActionInput, SaveInput } from '@src/domain/records'
import { makeBulkActionMachine } from '@src/machines/bulk-action.machine'
import { makeEntityFormMachine } from '@src/machines/entity-form.machine'
import { makeListMachine, type PagingSearch } from '@src/machines/list.machine'
import { makeLookupsMachine } from '@src/machines/lookups.machine'
import { makeRecordMachine } from '@src/machines/record.machine'

interface Search extends PagingSearch {
  readonly keyword?: string | undefined
}
interface Item {
  readonly id: string
}

const effectActor = makeEffectActor(ManagedRuntime.make(Layer.empty))
const list = makeListMachine<Item, Search>('typedJoin')
const page: Page<Item> = { items: [{ id: '1' }], nextCursorKey: null }
type ItemId = string & { readonly brand: 'ItemId' }
const record = makeRecordMachine<Item, 'delete', ItemId>({ id: 'typedRecord', allows: () => true, confirms: [], removes: ['delete'] })
const form = makeEntityFormMachine<{ readonly name: string }, { readonly name: string }, Item & { readonly id: ItemId }>(
  'typedForm',
  (values) => ({ ok: true, body: values }),
  (item) => ({ name: item.id }),
)
const bulk = makeBulkActionMachine<'delete', ItemId>()
const lookups = makeLookupsMachine<{ readonly tags: ReadonlyArray<string> }>('typedLookups', ['tags'])

describe('effectActor at a machine slot', () => {
  it('accepts an operation whose input and output fit the slot', () => {
    const fits = list.provide({ actors: { fetchPage: effectActor((_: Search) => Effect.succeed(page)) } })
    // a wider input (the list query without paging) and a richer output fit too
    const wider = list.provide({ actors: { fetchPage: effectActor((_: { readonly keyword?: string | undefined }) => Effect.succeed({ ...page, total: 1 })) } })
    expect([fits, wider]).toHaveLength(2)
  })

  it('refuses an operation with the wrong input or output', () => {
    // @ts-expect-error the operation wants a number, the list sends its search
    list.provide({ actors: { fetchPage: effectActor((_: number) => Effect.succeed(page)) } })
    // @ts-expect-error the operation answers items of another type
    list.provide({ actors: { fetchPage: effectActor((_: Search) => Effect.succeed({ items: [1], nextCursorKey: null })) } })
    // @ts-expect-error no such slot
    list.provide({ actors: { fetchPages: effectActor((_: Search) => Effect.succeed(page)) } })
    expect(true).toBe(true)
  })

  it('types the record and lookups slots the same way', () => {
    const fits = record.provide({
      actors: {
        loadRecord: effectActor((id: ItemId) => Effect.succeed({ id })),
        runAction: effectActor((input: RecordActionInput<'delete', ItemId>) => Effect.succeed(input.action === 'delete' ? null : { id: input.id })),
      },
    })
    const parts = lookups.provide({ actors: { loadLookup: effectActor((_: 'tags') => Effect.succeed(['a'])) } })
    // @ts-expect-error the record is read by its branded id, not by any string's length
    record.provide({ actors: { loadRecord: effectActor((id: number) => Effect.succeed({ id: String(id) })) } })
    // @ts-expect-error a record action answers the record (or null), not a count
    record.provide({ actors: { runAction: effectActor((_: RecordActionInput<'delete', ItemId>) => Effect.succeed(1)) } })
    // @ts-expect-error the tags part is a list of strings
    lookups.provide({ actors: { loadLookup: effectActor((_: 'tags') => Effect.succeed([1])) } })
    expect([fits, parts]).toHaveLength(2)
  })

  it('types the bulk action row by row as the record action of its area', () => {
    const fits = bulk.provide({ actors: { runAction: effectActor((input: RecordActionInput<'delete', ItemId>) => Effect.succeed({ id: input.id })) } })
    // @ts-expect-error the bulk action runs the area's actions ('delete'), not another area's ('suspend')
    bulk.provide({ actors: { runAction: effectActor((_: RecordActionInput<'suspend', ItemId>) => Effect.succeed(null)) } })
    // @ts-expect-error a row's call carries the area's branded id, not a number
    bulk.provide({ actors: { runAction: effectActor((_: { readonly id: number; readonly action: 'delete' }) => Effect.succeed(null)) } })
    expect(fits).toBeDefined()
  })

  it('types the entity form slots by the id its entity carries', () => {
    const fits = form.provide({
      actors: {
        loadEntity: effectActor((id: ItemId) => Effect.succeed({ id })),
        saveEntity: effectActor((input: SaveInput<{ readonly name: string }, ItemId>) => Effect.succeed({ id: input.id ?? ('new' as ItemId) })),
      },
    })
    // @ts-expect-error the form loads by the entity's branded id: an operation by number does not fit
    form.provide({ actors: { loadEntity: effectActor((id: number) => Effect.succeed({ id: String(id) as ItemId })) } })
    // @ts-expect-error the form saves its body with the entity's id, not another body
    form.provide({ actors: { saveEntity: effectActor((_: SaveInput<{ readonly title: string }, ItemId>) => Effect.succeed({ id: 'x' })) } })
    // @ts-expect-error a save answers at least the saved id
    form.provide({ actors: { saveEntity: effectActor((_: SaveInput<{ readonly name: string }, ItemId>) => Effect.succeed(1)) } })
    // @ts-expect-error the form is handed the entity's branded id, not any string (a view's prop `id?: ItemId`)
    const plain = createActor(form, { input: { id: 'x', initial: { name: '' } } })
    expect([fits, plain]).toHaveLength(2)
  })
})
