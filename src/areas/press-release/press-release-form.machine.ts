/**
 * The console's press release edit form (title, body as rich text, tags, medium), checked with
 * the domain's `PressReleaseInput` schema. Only a release in editing is edited
 * (`pressReleaseEditable`); the page shows the read-only form for the others.
 */
import { PressReleaseInput, pressReleaseRecord, type PressRelease } from '../../domain/press-release'
import { makeEntityFormMachine } from '../../machines/entity-form.machine'
import { recordFormFields } from '../../machines/form-fields'

/**
 * The fields, from the record's declaration (src/domain/press-release.ts `pressReleaseRecord`):
 * each read from the release's property of the same name; no medium is '' in the form and null in
 * the body.
 */
const fields = recordFormFields(pressReleaseRecord, PressReleaseInput)

/** The form values as kept in the draft store ('' = no medium). */
export const PressReleaseFormValuesSchema = fields.schema
export type PressReleaseFormValues = typeof PressReleaseFormValuesSchema.Type

export const emptyPressReleaseValues: PressReleaseFormValues = fields.empty
export const pressReleaseToValues = fields.toValues
export const validatePressRelease = fields.validate

export const pressReleaseFormMachine = makeEntityFormMachine<PressReleaseFormValues, PressReleaseInput, PressRelease>(
  'pressReleaseForm',
  validatePressRelease,
  pressReleaseToValues,
)
export type PressReleaseFormMachine = typeof pressReleaseFormMachine
