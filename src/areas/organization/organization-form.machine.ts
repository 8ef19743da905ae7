/** The organisation create / edit form, checked with the domain's `OrganizationInput` schema. */
import { OrganizationInput, organizationRecord, type Organization } from '../../domain/organization'
import { makeEntityFormMachine } from '../../machines/entity-form.machine'
import { recordFormFields } from '../../machines/form-fields'

/** The organisation record's declared form fields (src/domain/organization.ts `organizationRecord.form`). */
const fields = recordFormFields(organizationRecord, OrganizationInput)

/** The form values as kept in the draft store. */
export const OrganizationFormValuesSchema = fields.schema
export type OrganizationFormValues = typeof OrganizationFormValuesSchema.Type

export const emptyOrganizationValues: OrganizationFormValues = fields.empty
export const organizationToValues = fields.toValues
export const validateOrganization = fields.validate

export const organizationFormMachine = makeEntityFormMachine<OrganizationFormValues, OrganizationInput, Organization>(
  'organizationForm',
  validateOrganization,
  organizationToValues,
)
export type OrganizationFormMachine = typeof organizationFormMachine
