/** The operator create / edit form, checked with the domain's `OperatorInput` schema. */
import { OperatorInput, operatorRecord, type Operator } from '../../domain/operator'
import { makeEntityFormMachine } from '../../machines/entity-form.machine'
import { recordFormFields } from '../../machines/form-fields'

/** The operator record's declared form fields (src/domain/operator.ts `operatorRecord.form`). */
const fields = recordFormFields(operatorRecord, OperatorInput)

/** The form values as kept in the draft store. */
export const OperatorFormValuesSchema = fields.schema
export type OperatorFormValues = typeof OperatorFormValuesSchema.Type

export const emptyOperatorValues: OperatorFormValues = fields.empty
export const operatorToValues = fields.toValues
export const validateOperator = fields.validate

export const operatorFormMachine = makeEntityFormMachine<OperatorFormValues, OperatorInput, Operator>('operatorForm', validateOperator, operatorToValues)
export type OperatorFormMachine = typeof operatorFormMachine
