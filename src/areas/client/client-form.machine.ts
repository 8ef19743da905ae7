/** The client create / edit form, checked with the domain's `ClientInput` schema. */
import { ClientInput, clientRecord } from '../../domain/client'
import { recordForm } from '../../machines/form-fields'

/** The client record's declared form (src/domain/client.ts `clientRecord.form`). */
export const clientForm = recordForm('clientForm', clientRecord, ClientInput)

/** The form values as kept in the draft store. */
export const ClientFormValuesSchema = clientForm.schema
export type ClientFormValues = typeof ClientFormValuesSchema.Type
export const emptyClientValues: ClientFormValues = clientForm.empty
export const clientFormMachine = clientForm.machine
