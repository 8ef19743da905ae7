/**
 * The console's press release edit form (title, body as rich text, tags, medium), checked with
 * the domain's `PressReleaseInput` schema. Only a release in editing is edited
 * (`pressReleaseEditable`); the page shows the read-only form for the others.
 *
 * The fields are the record's declared ones (src/domain/press-release.ts `pressReleaseRecord`):
 * each read from the release's property of the same name; no medium is '' in the form and null in
 * the body.
 */
import { PressReleaseInput, pressReleaseRecord } from '../../domain/press-release'
import { recordForm } from '../../machines/form-fields'

export const pressReleaseForm = recordForm('pressReleaseForm', pressReleaseRecord, PressReleaseInput)

/** The form values as kept in the draft store ('' = no medium). */
export const PressReleaseFormValuesSchema = pressReleaseForm.schema
export type PressReleaseFormValues = typeof PressReleaseFormValuesSchema.Type
export const emptyPressReleaseValues: PressReleaseFormValues = pressReleaseForm.empty
export const pressReleaseFormMachine = pressReleaseForm.machine
export type PressReleaseFormMachine = typeof pressReleaseFormMachine
