/**
 * The machine/service join is typed (src/app/bridge.ts `effectActor`): a list's `fetchPage` slot
 * takes exactly an operation that accepts the list's search and answers a page of its items. The
 * `@ts-expect-error` lines fail `tsc` if a wrong operation ever compiles again.
 */
import { Effect, Layer, ManagedRuntime } from 'effect'
import { describe, expect, it } from 'vitest'
import { makeEffectActor } from '../../src/app/bridge'
import type { Page } from '../../src/domain/endpoint'
import type { RecordActionInput } from '../../src/domain/records'
import { makeListMachine, type PagingSearch } from '../../src/machines/list.machine'
import { makeLookupsMachine } from '../../src/machines/lookups.machine'
import { makeRecordMachine } from '../../src/machines/record.machine'

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
})
