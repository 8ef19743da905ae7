/** Reference data the doctor pages show and choose from (src/machines/lookups.machine.ts). */
import type { Belong } from './belong'
import type { ExpertiseTree } from './expertise'
import type { BelongId, OrganizationId } from './ids'

export interface OrganizationOption {
  readonly id: OrganizationId
  readonly name: string
}

export type DoctorLookups = {
  readonly organizations: ReadonlyArray<OrganizationOption>
  readonly belongs: ReadonlyArray<Pick<Belong, 'id' | 'name'>>
  readonly expertise: ExpertiseTree
}

export type DoctorLookupPart = keyof DoctorLookups
export const doctorLookupParts: ReadonlyArray<DoctorLookupPart> = ['organizations', 'belongs', 'expertise']

/** A belong's name, or its id while the names are not loaded. */
export const belongName = (belongs: DoctorLookups['belongs'] | undefined, id: BelongId): string => belongs?.find((b) => b.id === id)?.name ?? id
