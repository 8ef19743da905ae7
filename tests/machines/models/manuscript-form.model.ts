/** The manuscript edit form: the generic form spec with the manuscript's own values and checks. */
import { emptyManuscriptValues, manuscriptFormMachine } from '@src/areas/manuscript/manuscript-form.machine'
import { entityFormSpecs } from './entity-form.model'

const valid = { ...emptyManuscriptValues, title: '高血圧治療の最前線', contents: '<p>本文</p>', tagIds: ['61'] }
const at = '2024-04-01T00:00:00.000Z'

export const specs = entityFormSpecs(manuscriptFormMachine, {
  initial: emptyManuscriptValues,
  valid: [{ type: 'form.restore', values: valid }],
  invalid: { type: 'field.change', name: 'title', value: '' },
  entity: {
    ...valid, id: '21', doctorId: '42', doctorName: '山田 太郎', status: 'draft', hold: null, submittedAt: null, reviewedAt: null, latestOfferedAt: null,
    createdAt: at, updatedAt: at,
  },
})
