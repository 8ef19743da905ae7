/**
 * Reference data a page needs (organisations, belongs, the expertise tree …), each part loaded
 * on its own, so one failure shows where that data is needed, with a retry, while the others work.
 *
 *   <part>: loading ──> ready
 *              └──> failed ──lookups.retry──> loading      (one parallel region per part)
 *
 * `loadLookup` gets the part's name and answers its data (provided at the app's edge).
 */
import { assign, setup } from 'xstate'
import { messageOf, required, unusedInvokeKeys } from './machine-helpers'

export interface LookupsContext<Data> {
  readonly data: Partial<Data>
  readonly errors: Partial<Record<keyof Data & string, string>>
}

export const makeLookupsMachine = <Data extends Record<string, unknown>>(id: string, parts: ReadonlyArray<keyof Data & string>) => {
  const base = setup({
    types: {
      context: {} as LookupsContext<Data>,
      events: {} as { readonly type: 'lookups.retry' },
    },
    actors: {
      /** One part's data, by the part's name. */
      loadLookup: required<Data[keyof Data & string], keyof Data & string>('loadLookup'),
    },
    actions: {
      storePart: assign(({ context, event }, params: { readonly part: keyof Data & string }) => {
        const { [params.part]: _cleared, ...errors } = context.errors as Record<string, string>
        return { data: { ...context.data, [params.part]: (event as { output?: unknown }).output }, errors: errors as LookupsContext<Data>['errors'] }
      }),
      storeError: assign(({ context, event }, params: { readonly part: keyof Data & string }) => ({
        errors: { ...context.errors, [params.part]: messageOf((event as { error?: unknown }).error) },
      })),
    },
  })
  const region = (part: keyof Data & string) => ({
    initial: 'loading' as const,
    states: {
      loading: {
        tags: ['busy'],
        invoke: {
          ...unusedInvokeKeys,
          id: `load.${part}`,
          src: 'loadLookup' as const,
          input: part,
          onDone: { target: 'ready' as const, actions: { type: 'storePart' as const, params: { part } } },
          onError: { target: 'failed' as const, actions: { type: 'storeError' as const, params: { part } } },
        },
      },
      ready: {},
      failed: { on: { 'lookups.retry': 'loading' as const } },
    },
  })
  return base.createMachine({
    id,
    type: 'parallel',
    context: { data: {}, errors: {} },
    states: Object.fromEntries(parts.map((part) => [part, region(part)])),
  })
}

export type LookupsMachine<Data extends Record<string, unknown>> = ReturnType<typeof makeLookupsMachine<Data>>
