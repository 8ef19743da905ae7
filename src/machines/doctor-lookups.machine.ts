/**
 * Reference data of the doctor pages (organisations, belongs, the expertise tree): loaded once
 * per page, shared by the list filters, the detail page and the form.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { Belong } from '../domain/belong'
import type { ExpertiseTree } from '../domain/expertise'
import type { BelongId, OrganizationId } from '../domain/ids'
import { messageOf } from './list.machine'

export interface OrganizationOption {
  readonly id: OrganizationId
  readonly name: string
}

export interface DoctorLookups {
  readonly organizations: ReadonlyArray<OrganizationOption>
  readonly belongs: ReadonlyArray<Pick<Belong, 'id' | 'name'>>
  readonly expertise: ExpertiseTree
}

export const emptyLookups: DoctorLookups = { organizations: [], belongs: [], expertise: [] }

export const belongName = (lookups: DoctorLookups, id: BelongId): string => lookups.belongs.find((b) => b.id === id)?.name ?? id

export const doctorLookupsMachine = setup({
  types: { context: {} as { readonly lookups: DoctorLookups; readonly error?: string } },
  actors: {
    loadLookups: fromPromise<DoctorLookups>(async () => {
      throw new Error('provide loadLookups')
    }),
  },
}).createMachine({
  id: 'doctorLookups',
  context: { lookups: emptyLookups },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadLookups',
        onDone: { target: 'ready', actions: assign({ lookups: ({ event }) => event.output }) },
        // The pages still work without reference data (ids shown instead of names).
        onError: { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    ready: {},
    failed: {},
  },
})
