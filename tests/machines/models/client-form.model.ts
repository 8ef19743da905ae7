/** The client form: the generic form spec with the client's own values and checks. */
import { clientFormMachine, emptyClientValues } from '@src/areas/client/client-form.machine'
import { entityFormSpecs } from './entity-form.model'

const valid = {
  ...emptyClientValues,
  email: 'info@example.co.jp',
  companyName: '株式会社メディコル',
  companyNameKana: 'かぶしきがいしゃめでぃこる',
  contactName: '佐藤 一郎',
}

export const specs = entityFormSpecs(clientFormMachine, {
  initial: emptyClientValues,
  valid: [{ type: 'form.restore', values: valid }],
  invalid: { type: 'field.change', name: 'email', value: 'info@' },
  entity: { ...valid, department: null, contactNameKana: null, phone: null, postalCode: null, prefecture: null, address: null, url: null },
})
