/** Reference data the doctor pages show and choose from (src/machines/lookups.machine.ts, organization-select.machine.ts). */
import type { Belong } from './belong'
import type { ExpertiseTree } from './expertise'
import type { BelongId, OrganizationId } from './ids'

export interface OrganizationOption {
  readonly id: OrganizationId
  readonly name: string
}

/** What the organisation select asks for: typed keyword (name, kana), the next page, or ids to name. */
export interface OrganizationOptionsQuery {
  readonly keyword: string
  readonly cursor?: string
  readonly ids?: ReadonlyArray<OrganizationId>
}

/** One page of organisation options. */
export interface OrganizationOptionsPage {
  readonly items: ReadonlyArray<OrganizationOption>
  readonly nextCursorKey: string | null
}

/** Organisations offered per page by the select. */
export const organizationOptionsPageSize = 20

export type DoctorLookups = {
  readonly belongs: ReadonlyArray<Pick<Belong, 'id' | 'name'>>
  readonly expertise: ExpertiseTree
}

export type DoctorLookupPart = keyof DoctorLookups
export const doctorLookupParts: ReadonlyArray<DoctorLookupPart> = ['belongs', 'expertise']

/** A belong's name, or its id while the names are not loaded. */
export const belongName = (belongs: DoctorLookups['belongs'] | undefined, id: BelongId): string => belongs?.find((b) => b.id === id)?.name ?? id
