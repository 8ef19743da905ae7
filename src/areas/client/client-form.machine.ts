/** The client create / edit form, checked with the domain's `ClientInput` schema. */
import { ClientInput, clientRecord, type Client } from '../../domain/client'
import { makeEntityFormMachine } from '../../machines/entity-form.machine'
import { recordFormFields } from '../../machines/form-fields'

/** The client record's declared form fields (src/domain/client.ts `clientRecord.form`). */
const fields = recordFormFields(clientRecord, ClientInput)

/** The form values as kept in the draft store. */
export const ClientFormValuesSchema = fields.schema
export type ClientFormValues = typeof ClientFormValuesSchema.Type

export const emptyClientValues: ClientFormValues = fields.empty
export const clientToValues = fields.toValues
export const validateClient = fields.validate

export const clientFormMachine = makeEntityFormMachine<ClientFormValues, ClientInput, Client>('clientForm', validateClient, clientToValues)
export type ClientFormMachine = typeof clientFormMachine
