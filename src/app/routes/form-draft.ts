/**
 * A form route's machine bound to the draft store of its path: typed input survives a session
 * expiry and re-sign-in (src/app/drafts.ts); saving or cancelling drops it.
 */
import type { Schema } from 'effect'
import { useMemo } from 'react'
import type { AnyStateMachine } from 'xstate'
import { clearDraft, draftKey, loadDraft, saveDraft } from '../drafts'

interface DraftForm<Values> extends AnyStateMachine {
  provide(implementations: { actions: { keepDraft: (_: unknown, params: { readonly values: Values }) => void; dropDraft: () => void } }): this
}

export const useFormDraft = <Values, M extends DraftForm<Values>>(form: M, schema: Schema.Codec<Values, any>, path: string) => {
  const key = draftKey(path)
  const machine = useMemo(() => form.provide({ actions: { keepDraft: (_, params) => saveDraft(key, params.values), dropDraft: () => clearDraft(key) } }), [form, key])
  const draft = useMemo(() => loadDraft(key, schema), [key, schema])
  return { machine, draft, discard: () => clearDraft(key) }
}
