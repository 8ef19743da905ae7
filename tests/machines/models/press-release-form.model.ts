/** The press release edit form: the generic form spec with a release's own values and checks. */
import { emptyPressReleaseValues, pressReleaseFormMachine } from '@src/areas/press-release/press-release-form.machine'
import { entityFormSpecs } from './entity-form.model'

const valid = { title: '新薬承認のお知らせ（改訂）', body: '<p>改訂版</p>', tagIds: ['61'], mediaId: '8' }

export const specs = entityFormSpecs(pressReleaseFormMachine, {
  initial: emptyPressReleaseValues,
  valid: [{ type: 'form.restore', values: valid }],
  invalid: { type: 'field.change', name: 'title', value: '' },
  entity: {
    id: '7', clientId: '7', clientName: '株式会社デモ', mediaId: '8', title: valid.title, body: valid.body, tagIds: ['61'], status: 'editing',
    publishedAt: null, statusReason: null, createdAt: '2024-04-01T00:00:00.000Z', updatedAt: '2024-04-01T00:00:00.000Z',
  },
})
