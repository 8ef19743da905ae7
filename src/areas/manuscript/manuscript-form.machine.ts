/**
 * The manuscript edit form, checked with the domain's `ManuscriptInput` schema. Its fields are the
 * manuscript record's declared ones (src/domain/manuscript.ts `manuscriptRecord.form`: タイトル, 本文,
 * タグ, 添付ファイル, and 専門分野, which the page does not show and the form sends as read).
 */
import { ManuscriptInput, manuscriptRecord } from '../../domain/manuscript'
import { recordForm } from '../../machines/form-fields'

export const manuscriptForm = recordForm('manuscriptForm', manuscriptRecord, ManuscriptInput)

/** The form values (the edit page starts from the empty ones until the manuscript is read). */
export type ManuscriptFormValues = typeof manuscriptForm.schema.Type
export const emptyManuscriptValues: ManuscriptFormValues = manuscriptForm.empty
export const manuscriptFormMachine = manuscriptForm.machine
