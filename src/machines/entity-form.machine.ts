/**
 * Create / edit form of an entity (doctor, client; reusable by later areas).
 *
 *   loading --(edit: loadEntity)--> editing --form.submit [valid]--> submitting --> saved
 *      \--> loadFailed (load.retry)     ^   \--form.submit [invalid]: field errors shown
 *                                       +------- server error: values kept, message shown
 *
 * Values are what the inputs hold (strings, string arrays, booleans). `validate` (pure, built
 * from the domain input schema) turns them into the request body or Japanese messages per
 * field. A server error never clears the values: the form stays filled and says why.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { SaveInput } from '../domain/records'
import { messageOf } from './machine-helpers'

export type { SaveInput }

export type FieldErrors = Readonly<Record<string, ReadonlyArray<string>>>

export type Validation<Body> =
  | { readonly ok: true; readonly body: Body }
  | { readonly ok: false; readonly errors: FieldErrors }

export interface EntityFormContext<Values, Body> {
  readonly id?: string
  readonly values: Values
  /** Input kept from an earlier session (draft store): wins over what the server returns. */
  readonly draft?: Values
  readonly errors: FieldErrors
  readonly body?: Body
  readonly serverError?: string
  /** Set once the user has tried to submit: from then on fields re-validate as they change. */
  readonly submitted: boolean
  readonly savedId?: string
}

export type EntityFormEvent<Values> =
  | { readonly type: 'field.change'; readonly name: keyof Values & string; readonly value: Values[keyof Values] }
  | { readonly type: 'form.submit' }
  | { readonly type: 'load.retry' }
  | { readonly type: 'form.restore'; readonly values: Values }

export interface EntityFormInput<Values> {
  /** Absent when creating. */
  readonly id?: string
  readonly initial: Values
  /** A kept draft of this form: shown instead of `initial` or the loaded entity. */
  readonly draft?: Values
}

/**
 * `validate` turns values into the request body or field messages; `toValues` turns the loaded
 * entity into form values (edit).
 */
export const makeEntityFormMachine = <Values extends object, Body, Entity = unknown>(
  id: string,
  validate: (values: Values) => Validation<Body>,
  toValues: (entity: Entity) => Values,
) =>
  setup({
    types: {
      context: {} as EntityFormContext<Values, Body>,
      events: {} as EntityFormEvent<Values>,
      input: {} as EntityFormInput<Values>,
      output: {} as { readonly id?: string },
    },
    actors: {
      loadEntity: fromPromise<Entity, string>(async () => {
        throw new Error('provide loadEntity')
      }),
      saveEntity: fromPromise<{ readonly id: string }, SaveInput<Body>>(async () => {
        throw new Error('provide saveEntity')
      }),
    },
    actions: {
      /** Keeps a draft of the values (provided by the composition root; no-op by default). */
      keepDraft: (_, _params: { readonly values: Values }) => {},
      dropDraft: () => {},
      /** Tells staff the entity was saved (a toast; provided by the composition root). */
      showSaved: () => {},
    },
    guards: {
      isEdit: ({ context }) => context.id !== undefined,
      isValid: ({ context }) => validate(context.values).ok,
    },
  }).createMachine({
    id,
    context: ({ input }) => ({
      ...(input.id !== undefined ? { id: input.id } : {}),
      ...(input.draft !== undefined ? { draft: input.draft } : {}),
      values: input.draft ?? input.initial,
      errors: {},
      submitted: false,
    }),
    initial: 'starting',
    states: {
      starting: { always: [{ guard: 'isEdit', target: 'loading' }, { target: 'editing' }] },
      loading: {
        tags: ['busy'],
        invoke: {
          id: 'loadEntity',
          src: 'loadEntity',
          input: ({ context }) => context.id!,
          onDone: { target: 'editing', actions: assign({ values: ({ context, event }) => context.draft ?? toValues(event.output) }) },
          onError: { target: 'loadFailed', actions: assign({ serverError: ({ event }) => messageOf(event.error) }) },
        },
      },
      loadFailed: { on: { 'load.retry': 'loading' } },
      editing: {
        on: {
          'field.change': {
            actions: [
              assign(({ context, event }) => {
                const values = { ...context.values, [event.name]: event.value } as Values
                if (!context.submitted) {
                  const { [event.name]: _cleared, ...rest } = context.errors
                  return { values, errors: rest }
                }
                const result = validate(values)
                return { values, errors: result.ok ? {} : result.errors }
              }),
              { type: 'keepDraft', params: ({ context }) => ({ values: context.values }) },
            ],
          },
          'form.restore': { actions: assign({ values: ({ event }) => event.values }) },
          'form.submit': [
            {
              guard: 'isValid',
              target: 'submitting',
              actions: assign(({ context }) => {
                const result = validate(context.values)
                return { body: result.ok ? result.body : undefined, errors: {}, submitted: true, serverError: undefined }
              }),
            },
            {
              actions: assign(({ context }) => {
                const result = validate(context.values)
                return { errors: result.ok ? {} : result.errors, submitted: true }
              }),
            },
          ],
        },
      },
      submitting: {
        tags: ['busy'],
        invoke: {
          id: 'saveEntity',
          src: 'saveEntity',
          input: ({ context }) => ({ ...(context.id !== undefined ? { id: context.id } : {}), body: context.body as Body }),
          onDone: { target: 'saved', actions: [assign({ savedId: ({ event }) => event.output.id }), 'dropDraft', 'showSaved'] },
          onError: { target: 'editing', actions: assign({ serverError: ({ event }) => messageOf(event.error) }) },
        },
      },
      saved: { type: 'final' },
    },
    output: ({ context }) => ({ ...(context.savedId !== undefined ? { id: context.savedId } : {}) }),
  })

/** Group Japanese issue lines by their first path key (the field name). */
export const errorsByField = (lines: ReadonlyArray<{ readonly path: ReadonlyArray<PropertyKey>; readonly message: string }>): FieldErrors => {
  const out: Record<string, Array<string>> = {}
  for (const line of lines) {
    const key = String(line.path[0] ?? '_form')
    ;(out[key] ??= []).push(line.message)
  }
  return out
}

export type EntityFormMachine<Values extends object, Body, Entity = unknown> = ReturnType<typeof makeEntityFormMachine<Values, Body, Entity>>
