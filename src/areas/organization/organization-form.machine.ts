/** The organisation create / edit form, checked with the domain's `OrganizationInput` schema. */
import { normalizeKana, normalizePhone, normalizeText } from '../../domain/fields'
import { OrganizationInput, type Organization } from '../../domain/organization'
import { makeEntityFormMachine } from '../../machines/entity-form.machine'
import { formFields, text } from '../../machines/form-fields'

/**
 * The fields, declared once (src/machines/form-fields.ts): each read from the organisation's
 * property of the same name; an optional one left blank is sent as null.
 */
const fields = formFields<Organization>()(OrganizationInput, {
  name: text({ normalize: normalizeText }),
  nameKana: text({ normalize: normalizeKana }),
  kind: text({ empty: 'hospital' }),
  prefecture: text({ optional: true }),
  postalCode: text({ normalize: normalizePhone, optional: true }),
  address: text({ normalize: normalizeText, optional: true }),
  phone: text({ normalize: normalizePhone, optional: true }),
  url: text({ normalize: normalizeText, optional: true }),
})

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
