/**
 * Reference data the doctor pages need (organisations, belongs, the expertise tree), one
 * operation each, so each can fail, show its error and be retried on its own.
 */
import type { Effect } from 'effect'
import type { DoctorLookupPart, DoctorLookups } from '../domain/lookups'
import type { ApiError } from './http/api-errors'
import { composite, operation } from './operation'
import type { AreaServices } from './api-areas.service'

/** Organisations offered by the doctor form and filter (the first page of the search, by name). */
export const organizationOptionsLimit = 100

const organizations = operation(
  'admin.organizations.search',
  (_: void) => ({ body: { limit: organizationOptionsLimit } }),
  (page): DoctorLookups['organizations'] => page.items.map((o) => ({ id: o.id, name: o.name })),
)
const belongs = operation('general.belongs.list', (_: void) => ({}), (page): DoctorLookups['belongs'] => page.items.map((b) => ({ id: b.id, name: b.name })))
const expertise = operation('general.expertise.tree', (_: void) => ({}))

const parts: { readonly [P in DoctorLookupPart]: () => Effect.Effect<DoctorLookups[P], ApiError, AreaServices> } = {
  organizations: () => organizations(),
  belongs: () => belongs(),
  expertise: () => expertise(),
}

export const lookupOps = {
  organizations,
  belongs,
  expertise,
  /** One part of the doctor pages' reference data, by name (the lookups machine's `loadLookup`). */
  load: composite(
    'lookups.load',
    [organizations, belongs, expertise],
    (part: DoctorLookupPart): Effect.Effect<DoctorLookups[DoctorLookupPart], ApiError, AreaServices> => parts[part](),
  ),
} as const
