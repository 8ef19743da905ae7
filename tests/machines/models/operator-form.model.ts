/** The operator form: the generic form spec with the operator's own values and checks. */
import { emptyOperatorValues, operatorFormMachine } from '@src/areas/operator/operator-form.machine'
import { entityFormSpecs } from './entity-form.model'

const valid = { ...emptyOperatorValues, email: 'new.staff@medicolle.example', name: '新人 次郎' }

export const specs = entityFormSpecs(operatorFormMachine, {
  initial: emptyOperatorValues,
  valid: [{ type: 'form.restore', values: valid }],
  invalid: { type: 'field.change', name: 'email', value: 'new.staff@' },
  entity: { ...valid, id: '3', accountId: null, role: 'operator', active: true, lastSignedInAt: null },
})
