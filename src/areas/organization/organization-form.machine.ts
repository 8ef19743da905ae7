/** The organisation create / edit form, checked with the domain's `OrganizationInput` schema. */
import { Schema } from 'effect'
import { normalizeKana, normalizePhone, normalizeText } from '../../domain/fields'
import { OrganizationInput, type Organization } from '../../domain/organization'
import { makeEntityFormMachine, type Validation } from '../../machines/entity-form.machine'
import { schemaValidation } from '../../machines/form-validation'

/** The form values as kept in the draft store. */
export const OrganizationFormValuesSchema = Schema.Struct({
  name: Schema.String,
  nameKana: Schema.String,
  kind: Schema.String,
  prefecture: Schema.String,
  postalCode: Schema.String,
  address: Schema.String,
  phone: Schema.String,
  url: Schema.String,
})
export type OrganizationFormValues = typeof OrganizationFormValuesSchema.Type

export const emptyOrganizationValues: OrganizationFormValues = {
  name: '',
  nameKana: '',
  kind: 'hospital',
  prefecture: '',
  postalCode: '',
  address: '',
  phone: '',
  url: '',
}

export const organizationToValues = (o: Organization): OrganizationFormValues => ({
  name: o.name,
  nameKana: o.nameKana,
  kind: o.kind,
  prefecture: o.prefecture ?? '',
  postalCode: o.postalCode ?? '',
  address: o.address ?? '',
  phone: o.phone ?? '',
  url: o.url ?? '',
})

const decode = schemaValidation(OrganizationInput)
const orNull = (s: string): string | null => (s.trim() === '' ? null : s)

export const validateOrganization = (v: OrganizationFormValues): Validation<OrganizationInput> =>
  decode({
    name: normalizeText(v.name),
    nameKana: normalizeKana(v.nameKana),
    kind: v.kind,
    prefecture: orNull(v.prefecture),
    postalCode: orNull(normalizePhone(v.postalCode)),
    address: orNull(normalizeText(v.address)),
    phone: orNull(normalizePhone(v.phone)),
    url: orNull(normalizeText(v.url)),
  })

export const organizationFormMachine = makeEntityFormMachine<OrganizationFormValues, OrganizationInput, Organization>(
  'organizationForm',
  validateOrganization,
  organizationToValues,
)
export type OrganizationFormMachine = typeof organizationFormMachine
