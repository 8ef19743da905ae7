/** The operator create / edit form, checked with the domain's `OperatorInput` schema. */
import { Schema } from 'effect'
import { normalizeEmail, normalizeText } from '../../domain/fields'
import { OperatorInput, type Operator } from '../../domain/operator'
import { makeEntityFormMachine, type Validation } from '../../machines/entity-form.machine'
import { schemaValidation } from '../../machines/form-validation'

/** The form values as kept in the draft store. */
export const OperatorFormValuesSchema = Schema.Struct({
  email: Schema.String,
  name: Schema.String,
  role: Schema.String,
  active: Schema.Boolean,
})
export type OperatorFormValues = typeof OperatorFormValuesSchema.Type

export const emptyOperatorValues: OperatorFormValues = { email: '', name: '', role: 'operator', active: true }

export const operatorToValues = (o: Operator): OperatorFormValues => ({ email: o.email, name: o.name, role: o.role, active: o.active })

const decode = schemaValidation(OperatorInput)

export const validateOperator = (v: OperatorFormValues): Validation<OperatorInput> =>
  decode({ email: normalizeEmail(v.email), name: normalizeText(v.name), role: v.role, active: v.active })

export const operatorFormMachine = makeEntityFormMachine<OperatorFormValues, OperatorInput, Operator>('operatorForm', validateOperator, operatorToValues)
export type OperatorFormMachine = typeof operatorFormMachine
