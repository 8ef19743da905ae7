/** The client create / edit form, checked with the domain's `ClientInput` schema. */
import { Schema } from 'effect'
import { ClientInput, type Client } from '../../domain/client'
import { normalizeEmail, normalizeKana, normalizePhone, normalizeText } from '../../domain/fields'
import { makeEntityFormMachine, type Validation } from '../../machines/entity-form.machine'
import { schemaValidation } from '../../machines/form-validation'

/** The form values as kept in the draft store. */
export const ClientFormValuesSchema = Schema.Struct({
  email: Schema.String,
  companyName: Schema.String,
  companyNameKana: Schema.String,
  department: Schema.String,
  contactName: Schema.String,
  contactNameKana: Schema.String,
  phone: Schema.String,
  postalCode: Schema.String,
  prefecture: Schema.String,
  address: Schema.String,
  url: Schema.String,
})
export type ClientFormValues = typeof ClientFormValuesSchema.Type

export const emptyClientValues: ClientFormValues = {
  email: '',
  companyName: '',
  companyNameKana: '',
  department: '',
  contactName: '',
  contactNameKana: '',
  phone: '',
  postalCode: '',
  prefecture: '',
  address: '',
  url: '',
}

export const clientToValues = (c: Client): ClientFormValues => ({
  email: c.email,
  companyName: c.companyName,
  companyNameKana: c.companyNameKana,
  department: c.department ?? '',
  contactName: c.contactName,
  contactNameKana: c.contactNameKana ?? '',
  phone: c.phone ?? '',
  postalCode: c.postalCode ?? '',
  prefecture: c.prefecture ?? '',
  address: c.address ?? '',
  url: c.url ?? '',
})

const decode = schemaValidation(ClientInput)
const orNull = (s: string): string | null => (s.trim() === '' ? null : s)

export const validateClient = (v: ClientFormValues): Validation<ClientInput> => {
  return decode({
    email: normalizeEmail(v.email),
    companyName: normalizeText(v.companyName),
    companyNameKana: normalizeKana(v.companyNameKana),
    department: orNull(normalizeText(v.department)),
    contactName: normalizeText(v.contactName),
    contactNameKana: orNull(normalizeKana(v.contactNameKana)),
    phone: orNull(normalizePhone(v.phone)),
    postalCode: orNull(normalizePhone(v.postalCode)),
    prefecture: orNull(v.prefecture),
    address: orNull(normalizeText(v.address)),
    url: orNull(normalizeText(v.url)),
  })
}

export const clientFormMachine = makeEntityFormMachine<ClientFormValues, ClientInput, Client>('clientForm', validateClient, clientToValues)
export type ClientFormMachine = typeof clientFormMachine
