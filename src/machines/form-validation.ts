/** Form values checked with a domain Schema: the body, or Japanese messages by field (entity-form.machine.ts). */
import { Exit, Schema } from 'effect'
import { validationMessages } from '../domain/fields'
import { issueLines } from '../domain/issues'
import { errorsByField, type Validation } from './entity-form.machine'

/** A validator over `schema`: every issue at once, each under its field (`_form` when none applies). */
export const schemaValidation = <Body>(schema: Schema.Codec<Body, unknown>) => {
  const decode = Schema.decodeUnknownExit(schema, { errors: 'all' })
  return (input: unknown): Validation<Body> => {
    const exit = decode(input)
    if (Exit.isSuccess(exit)) return { ok: true, body: exit.value }
    const error = exit.cause.reasons.map((r) => (r._tag === 'Fail' ? r.error : undefined)).find(Schema.isSchemaError)
    return { ok: false, errors: error ? errorsByField(issueLines(error.issue)) : { _form: [validationMessages.checkInput] } }
  }
}
