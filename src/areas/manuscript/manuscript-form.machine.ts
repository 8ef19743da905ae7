/** The manuscript edit form (title, contents, tags, files), checked with the domain's `ManuscriptInput` schema. */
import { Schema } from 'effect'
import { ManuscriptInput, type Manuscript } from '../../domain/manuscript'
import { makeEntityFormMachine, type Validation } from '../../machines/entity-form.machine'
import { schemaValidation } from '../../machines/form-validation'

/** The form values as kept in the draft store. */
export const ManuscriptFormValuesSchema = Schema.Struct({
  title: Schema.String,
  contents: Schema.String,
  tagIds: Schema.Array(Schema.String),
  fileIds: Schema.Array(Schema.String),
  expertiseIds: Schema.Array(Schema.String),
})
export type ManuscriptFormValues = typeof ManuscriptFormValuesSchema.Type

export const emptyManuscriptValues: ManuscriptFormValues = { title: '', contents: '', tagIds: [], fileIds: [], expertiseIds: [] }

export const manuscriptToValues = (m: Manuscript): ManuscriptFormValues => ({
  title: m.title, contents: m.contents, tagIds: m.tagIds, fileIds: m.fileIds, expertiseIds: m.expertiseIds,
})

const decode = schemaValidation(ManuscriptInput)

/** The title is only trimmed: an author's full-width punctuation （…）：stays as written (no NFKC). */
export const validateManuscript = (v: ManuscriptFormValues): Validation<ManuscriptInput> =>
  decode({ title: v.title.trim(), contents: v.contents, tagIds: v.tagIds, fileIds: v.fileIds, expertiseIds: v.expertiseIds })

export const manuscriptFormMachine = makeEntityFormMachine<ManuscriptFormValues, ManuscriptInput, Manuscript>('manuscriptForm', validateManuscript, manuscriptToValues)
export type ManuscriptFormMachine = typeof manuscriptFormMachine
