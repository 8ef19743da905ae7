/** The operator create / edit form, checked with the domain's `OperatorInput` schema. */
import { Exit, Schema } from 'effect'
import { normalizeEmail, normalizeText, validationMessages } from '../domain/fields'
import { issueLines } from '../domain/issues'
import { OperatorInput, type Operator } from '../domain/operator'
import { errorsByField, makeEntityFormMachine, type Validation } from './entity-form.machine'

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

const decode = Schema.decodeUnknownExit(OperatorInput, { errors: 'all' })

export const validateOperator = (v: OperatorFormValues): Validation<OperatorInput> => {
  const exit = decode({ email: normalizeEmail(v.email), name: normalizeText(v.name), role: v.role, active: v.active })
  if (Exit.isSuccess(exit)) return { ok: true, body: exit.value }
  const error = exit.cause.reasons.map((r) => (r._tag === 'Fail' ? r.error : undefined)).find(Schema.isSchemaError)
  return { ok: false, errors: error ? errorsByField(issueLines(error.issue)) : { _form: [validationMessages.checkInput] } }
}

export const operatorFormMachine = makeEntityFormMachine<OperatorFormValues, OperatorInput, Operator>('operatorForm', validateOperator, operatorToValues)
export type OperatorFormMachine = typeof operatorFormMachine
