/** The organisation form: the generic form spec with the organisation's own values and checks. */
import { emptyOrganizationValues, organizationFormMachine } from '@src/areas/organization/organization-form.machine'
import { entityFormSpecs } from './entity-form.model'

const valid = { ...emptyOrganizationValues, name: 'テスト中央病院', nameKana: 'てすとちゅうおうびょういん', prefecture: '東京都' }

export const specs = entityFormSpecs(organizationFormMachine, {
  initial: emptyOrganizationValues,
  valid: [{ type: 'form.restore', values: valid }],
  invalid: { type: 'field.change', name: 'nameKana', value: 'Test' },
  entity: { ...valid, id: '5', kind: 'hospital', postalCode: null, address: null, phone: null, url: null, doctorCount: 0 },
})
