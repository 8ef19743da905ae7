/**
 * Reference data the doctor pages need: belongs and the expertise tree (one operation each, so
 * each can fail, show its error and be retried on its own), and the organisation select's
 * search (src/areas/organization/organization-select.machine.ts), which asks the server as staff type.
 */
import type { Effect } from 'effect'
import { normalizeKana } from '../../domain/fields'
import { organizationOptionsPageSize, type DoctorLookupPart, type DoctorLookups, type OrganizationOptionsPage, type OrganizationOptionsQuery } from '../../domain/lookups'
import { api } from '../../services/http/api'
import type { ApiClient } from '../../services/http/api-client.service'
import type { ApiError } from '../../services/http/api-errors'
import { composite, operation } from '../../services/operation'
import { pageOf } from '../../domain/list-query'

/** Typed hiragana finds the katakana reading too (kana are stored in katakana). */
const organizationOptions = operation(
  api.admin.organizations.search,
  (q: OrganizationOptionsQuery) => {
    const keyword = normalizeKana(q.keyword.trim())
    return {
      body: {
        ...(keyword ? { keyword } : {}),
        ...(q.ids?.length ? { ids: q.ids } : {}),
        ...pageOf(q, organizationOptionsPageSize),
      },
    }
  },
  (page): OrganizationOptionsPage => ({ items: page.items.map((o) => ({ id: o.id, name: o.name })), nextCursorKey: page.nextCursorKey }),
)
const belongs = operation(api.general.belongs.list, (_: void) => ({}), (page): DoctorLookups['belongs'] => page.items.map((b) => ({ id: b.id, name: b.name })))
const expertise = operation(api.general.expertise.tree, (_: void) => ({}))

const parts: { readonly [P in DoctorLookupPart]: () => Effect.Effect<DoctorLookups[P], ApiError, ApiClient> } = {
  belongs: () => belongs(),
  expertise: () => expertise(),
}

export const lookupOps = {
  organizationOptions,
  belongs,
  expertise,
  /** One part of the doctor pages' reference data, by name (the lookups machine's `loadLookup`). */
  load: composite(
    'lookups.load',
    [belongs, expertise],
    (part: DoctorLookupPart): Effect.Effect<DoctorLookups[DoctorLookupPart], ApiError, ApiClient> => parts[part](),
  ),
} as const
