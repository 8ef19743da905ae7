/** The manuscript edit form (title, contents, tags, files), checked with the domain's `ManuscriptInput` schema. */
import { ManuscriptInput, type Manuscript } from '../../domain/manuscript'
import { makeEntityFormMachine } from '../../machines/entity-form.machine'
import { formFields, list, text } from '../../machines/form-fields'

/**
 * The fields, declared once (src/machines/form-fields.ts): each read from the manuscript's
 * property of the same name. The title is only trimmed: an author's full-width punctuation
 * （…）：stays as written (no NFKC).
 */
const fields = formFields<Manuscript>()(ManuscriptInput, {
  title: text({ normalize: (title) => title.trim() }),
  contents: text(),
  tagIds: list(),
  fileIds: list(),
  expertiseIds: list(),
})

/** The form values as kept in the draft store. */
export const ManuscriptFormValuesSchema = fields.schema
export type ManuscriptFormValues = typeof ManuscriptFormValuesSchema.Type

export const emptyManuscriptValues: ManuscriptFormValues = fields.empty
export const manuscriptToValues = fields.toValues
export const validateManuscript = fields.validate

export const manuscriptFormMachine = makeEntityFormMachine<ManuscriptFormValues, ManuscriptInput, Manuscript>('manuscriptForm', validateManuscript, manuscriptToValues)
export type ManuscriptFormMachine = typeof manuscriptFormMachine
