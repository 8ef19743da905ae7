/**
 * The manuscript edit form, checked with the domain's `ManuscriptInput` schema. Its fields are the
 * manuscript record's declared ones (src/domain/manuscript.ts `manuscriptRecord.form`: タイトル, 本文,
 * タグ, 添付ファイル, and 専門分野, which the page does not show and the form sends as read).
 */
import { ManuscriptInput, manuscriptRecord, type Manuscript } from '../../domain/manuscript'
import { makeEntityFormMachine } from '../../machines/entity-form.machine'
import { recordFormFields } from '../../machines/form-fields'

const fields = recordFormFields(manuscriptRecord, ManuscriptInput)

/** The form values as kept in the draft store. */
export const ManuscriptFormValuesSchema = fields.schema
export type ManuscriptFormValues = typeof ManuscriptFormValuesSchema.Type

export const emptyManuscriptValues: ManuscriptFormValues = fields.empty
export const manuscriptToValues = fields.toValues
export const validateManuscript = fields.validate

export const manuscriptFormMachine = makeEntityFormMachine<ManuscriptFormValues, ManuscriptInput, Manuscript>('manuscriptForm', validateManuscript, manuscriptToValues)
export type ManuscriptFormMachine = typeof manuscriptFormMachine
