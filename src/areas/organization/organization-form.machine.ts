/** The organisation create / edit form, checked with the domain's `OrganizationInput` schema. */
import { OrganizationInput, organizationRecord } from '../../domain/organization'
import { recordForm } from '../../machines/form-fields'

/** The organisation record's declared form (src/domain/organization.ts `organizationRecord.form`). */
export const organizationForm = recordForm('organizationForm', organizationRecord, OrganizationInput)

/** The form values as kept in the draft store. */
export const OrganizationFormValuesSchema = organizationForm.schema
export type OrganizationFormValues = typeof OrganizationFormValuesSchema.Type
export const emptyOrganizationValues: OrganizationFormValues = organizationForm.empty
export const organizationFormMachine = organizationForm.machine
