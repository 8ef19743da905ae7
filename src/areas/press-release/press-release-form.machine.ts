/**
 * The console's press release edit form (title, body as rich text, tags, medium), checked with
 * the domain's `PressReleaseInput` schema. Only a release in editing is edited
 * (`pressReleaseEditable`); the page shows the read-only form for the others.
 */
import { Schema } from 'effect'
import { normalizeText } from '../../domain/fields'
import { PressReleaseInput, type PressRelease } from '../../domain/press-release'
import { makeEntityFormMachine, type Validation } from '../../machines/entity-form.machine'
import { schemaValidation } from '../../machines/form-validation'

/** The form values as kept in the draft store ('' = no medium). */
export const PressReleaseFormValuesSchema = Schema.Struct({
  title: Schema.String,
  body: Schema.String,
  tagIds: Schema.Array(Schema.String),
  mediaId: Schema.String,
})
export type PressReleaseFormValues = typeof PressReleaseFormValuesSchema.Type

export const emptyPressReleaseValues: PressReleaseFormValues = { title: '', body: '', tagIds: [], mediaId: '' }

export const pressReleaseToValues = (p: PressRelease): PressReleaseFormValues => ({
  title: p.title,
  body: p.body,
  tagIds: p.tagIds,
  mediaId: p.mediaId ?? '',
})

const decode = schemaValidation(PressReleaseInput)

export const validatePressRelease = (v: PressReleaseFormValues): Validation<PressReleaseInput> =>
  decode({ title: normalizeText(v.title), body: v.body, tagIds: v.tagIds, mediaId: v.mediaId === '' ? null : v.mediaId })

export const pressReleaseFormMachine = makeEntityFormMachine<PressReleaseFormValues, PressReleaseInput, PressRelease>(
  'pressReleaseForm',
  validatePressRelease,
  pressReleaseToValues,
)
export type PressReleaseFormMachine = typeof pressReleaseFormMachine
