/**
 * A form route's machine bound to the draft store of its path: typed input survives a session
 * expiry and re-sign-in (src/app/drafts.ts); saving or cancelling drops it. What is kept is the
 * form's `FormDraft` (src/machines/entity-form.machine.ts): the values and, editing, the version
 * and values of the record they were typed over, so the restored draft saves with that version
 * (a record changed meanwhile gives the conflict dialog, never a silent overwrite).
 */
import { Schema } from 'effect'
import { useMemo } from 'react'
import type { AnyStateMachine } from 'xstate'
import type { FormDraft } from '../../machines/entity-form.machine'
import { clearDraft, draftKey, loadDraft, saveDraft } from '../drafts'

interface DraftForm<Values> extends AnyStateMachine {
  provide(implementations: { actions: { keepDraft: (_: unknown, params: FormDraft<Values>) => void; dropDraft: () => void } }): this
}

/** The stored shape of a form's draft, its values decoded with the form's own schema. */
export const formDraftSchema = <Values>(values: Schema.Codec<Values, unknown>) =>
  Schema.Struct({ values, version: Schema.optional(Schema.Number), base: Schema.optional(values) })

/** Keep the form's draft under `key`. */
export const keepFormDraft = <Values>(key: string, draft: FormDraft<Values>): void => saveDraft(key, draft)

/**
 * The form's kept draft; a draft of an earlier build (the bare values) is taken without a version
 * (it then saves with the version loaded, as it always did).
 */
export const loadFormDraft = <Values>(key: string, values: Schema.Codec<Values, unknown>): FormDraft<Values> | undefined => {
  const kept = loadDraft(key, formDraftSchema(values))
  if (kept !== undefined) return kept as FormDraft<Values>
  const bare = loadDraft(key, values)
  return bare === undefined ? undefined : { values: bare }
}

export const useFormDraft = <Values, M extends DraftForm<Values>>(form: M, schema: Schema.Codec<Values, unknown>, path: string) => {
  const key = draftKey(path)
  const machine = useMemo(() => form.provide({ actions: { keepDraft: (_, params) => keepFormDraft(key, params), dropDraft: () => clearDraft(key) } }), [form, key])
  const draft = useMemo(() => loadFormDraft(key, schema), [key, schema])
  return { machine, draft, discard: () => clearDraft(key) }
}

/**
 * What a record's 新規登録 or 編集 route gives its form page (src/views/components/entity-form-page.component.tsx):
 * the form machine bound to the draft of `path`, the empty values, the kept draft, the list link,
 * `onDiscard`, and where the page goes once saved (the machine has dropped the draft by then) or
 * cancelled (the draft is dropped first). A route adds what its page needs besides.
 */
export const useFormRoute = <Values, M extends DraftForm<Values>, ListLink>(
  form: M,
  schema: Schema.Codec<Values, unknown>,
  path: string,
  route: { readonly initial: Values; readonly listLink: ListLink; readonly saved: (savedId: string) => void; readonly cancelled: () => void },
) => {
  const { machine, draft, discard } = useFormDraft(form, schema, path)
  return {
    machine,
    initial: route.initial,
    draft,
    listLink: route.listLink,
    onDiscard: discard,
    onSaved: route.saved,
    onCancel: () => {
      discard()
      route.cancelled()
    },
  }
}
