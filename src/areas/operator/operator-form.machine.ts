/** The operator create / edit form, checked with the domain's `OperatorInput` schema. */
import { OperatorInput, operatorRecord } from '../../domain/operator'
import { recordForm } from '../../machines/form-fields'

/** The operator record's declared form (src/domain/operator.ts `operatorRecord.form`). */
export const operatorForm = recordForm('operatorForm', operatorRecord, OperatorInput)

/** The form values as kept in the draft store. */
export const OperatorFormValuesSchema = operatorForm.schema
export type OperatorFormValues = typeof OperatorFormValuesSchema.Type
export const emptyOperatorValues: OperatorFormValues = operatorForm.empty
export const operatorFormMachine = operatorForm.machine
