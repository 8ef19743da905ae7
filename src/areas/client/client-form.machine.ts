/** The client create / edit form, checked with the domain's `ClientInput` schema. */
import { ClientInput, type Client } from '../../domain/client'
import { normalizeEmail, normalizeKana, normalizePhone, normalizeText } from '../../domain/fields'
import { makeEntityFormMachine } from '../../machines/entity-form.machine'
import { formFields, text } from '../../machines/form-fields'

/**
 * The fields, declared once (src/machines/form-fields.ts): each read from the client's property
 * of the same name; an optional one left blank is sent as null.
 */
const fields = formFields<Client>()(ClientInput, {
  email: text({ normalize: normalizeEmail }),
  companyName: text({ normalize: normalizeText }),
  companyNameKana: text({ normalize: normalizeKana }),
  department: text({ normalize: normalizeText, optional: true }),
  contactName: text({ normalize: normalizeText }),
  contactNameKana: text({ normalize: normalizeKana, optional: true }),
  phone: text({ normalize: normalizePhone, optional: true }),
  postalCode: text({ normalize: normalizePhone, optional: true }),
  prefecture: text({ optional: true }),
  address: text({ normalize: normalizeText, optional: true }),
  url: text({ normalize: normalizeText, optional: true }),
})

/** The form values as kept in the draft store. */
export const ClientFormValuesSchema = fields.schema
export type ClientFormValues = typeof ClientFormValuesSchema.Type

export const emptyClientValues: ClientFormValues = fields.empty
export const clientToValues = fields.toValues
export const validateClient = fields.validate

export const clientFormMachine = makeEntityFormMachine<ClientFormValues, ClientInput, Client>('clientForm', validateClient, clientToValues)
export type ClientFormMachine = typeof clientFormMachine
