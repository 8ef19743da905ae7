/** The operator create / edit form, checked with the domain's `OperatorInput` schema. */
import { normalizeEmail, normalizeText } from '../../domain/fields'
import { OperatorInput, type Operator } from '../../domain/operator'
import { makeEntityFormMachine } from '../../machines/entity-form.machine'
import { flag, formFields, text } from '../../machines/form-fields'

/** The fields, declared once (src/machines/form-fields.ts): each read from the operator's property of the same name. */
const fields = formFields<Operator>()(OperatorInput, {
  email: text({ normalize: normalizeEmail }),
  name: text({ normalize: normalizeText }),
  role: text({ empty: 'operator' }),
  active: flag({ empty: true }),
})

/** The form values as kept in the draft store. */
export const OperatorFormValuesSchema = fields.schema
export type OperatorFormValues = typeof OperatorFormValuesSchema.Type

export const emptyOperatorValues: OperatorFormValues = fields.empty
export const operatorToValues = fields.toValues
export const validateOperator = fields.validate

export const operatorFormMachine = makeEntityFormMachine<OperatorFormValues, OperatorInput, Operator>('operatorForm', validateOperator, operatorToValues)
export type OperatorFormMachine = typeof operatorFormMachine
