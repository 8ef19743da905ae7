/**
 * Create / edit form of an entity (doctor, client; reusable by later areas).
 *
 *   loading --(edit: loadEntity)--> editing --form.submit [valid]--> submitting --> saved
 *      \--> loadFailed (load.retry)     ^   \--form.submit [invalid]: field errors shown
 *                                       +------- server error: values kept, message shown
 *                                       +------- 409 (stale version) --> conflict.fetching --> conflict.choosing
 *                                                  conflict.reload: the latest record replaces the values (theirs kept)
 *                                                  conflict.reapply: the fields staff changed, on top of the latest record
 *
 * Optimistic versioning (docs/decisions.md): editing keeps the record's `version` (and the values
 * it loaded as `base`); the save sends the version back and the server refuses a stale one with
 * 409. The form then fetches the record again and lists the fields that changed meanwhile
 * (`base` against the latest) and those staff changed too, and lets staff choose.
 *
 * Drafts (src/app/routes/form-draft.ts): at every change the form keeps `{ values, version, base }`
 * (`keepDraft`). A draft restored after a re-sign-in saves with the version it was typed over and
 * compares with the values it was typed over, not with the record as loaded now: a record another
 * operator changed meanwhile gives the conflict dialog instead of being overwritten silently.
 *
 * After a gap in the live stream (docs/live.md "Gaps and resync") `form.check` reads the record
 * again quietly while staff type on (`editing.checking`: not busy, nothing typed is touched) and
 * emits `form.checked`: `changed` when its version is no longer the one the values were typed
 * over (the page then says another operator saved it; the save meets the conflict dialog), or
 * `failed` when it could not be read.
 *
 * Values are what the inputs hold (strings, string arrays, booleans). `validate` (pure, built
 * from the domain input schema) turns them into the request body or Japanese messages per
 * field. A server error never clears the values: the form stays filled and says why.
 */
import { assign, emit, setup, type DoneActorEvent } from 'xstate'
import type { SaveInput } from '../domain/records'
import { backgroundTag, isConflict, messageOf, required, unusedInvokeKeys } from './machine-helpers'

export type { SaveInput }

export type FieldErrors = Readonly<Record<string, ReadonlyArray<string>>>

export type Validation<Body> =
  | { readonly ok: true; readonly body: Body }
  | { readonly ok: false; readonly errors: FieldErrors }

export interface EntityFormContext<Values, Body, Id extends string = string> {
  readonly id?: Id
  readonly values: Values
  /** Input kept from an earlier session (draft store): wins over what the server returns. */
  readonly draft?: FormDraft<Values>
  readonly errors: FieldErrors
  readonly body?: Body
  readonly serverError?: string
  /** Set once the user has tried to submit: from then on fields re-validate as they change. */
  readonly submitted: boolean
  readonly savedId?: string
  /** Edit: the values the record had when loaded (what the conflict dialog compares with). */
  readonly base?: Values
  /** Edit: the record's version when loaded; sent with the update. */
  readonly version?: number
  /** After a 409: the record as saved meanwhile, the fields that changed since `base`, and staff's own changes. */
  readonly conflict?: EntityConflict<Values>
}

/** What the draft store keeps of a form: its values and, when editing, the record they were typed over. */
export interface FormDraft<Values> {
  readonly values: Values
  /** Edit: the version of the record the values were typed over (what the save sends). */
  readonly version?: number
  /** Edit: that record's values (what a conflict is compared with). */
  readonly base?: Values
}

/** The draft of a form as it is now. */
const draftOf = <Values, Body, Id extends string>(context: EntityFormContext<Values, Body, Id>): FormDraft<Values> => ({
  values: context.values,
  ...(context.version !== undefined ? { version: context.version } : {}),
  ...(context.base !== undefined ? { base: context.base } : {}),
})

export interface EntityConflict<Values> {
  readonly latest: Values
  readonly version?: number
  /** Fields another operator changed since the form loaded the record. */
  readonly changed: ReadonlyArray<keyof Values & string>
  /** Fields staff changed in this form. */
  readonly mine: ReadonlyArray<keyof Values & string>
}

/** The fields whose values differ (compared as JSON: arrays and nulls included). */
export const changedFields = <Values extends object>(a: Values, b: Values): ReadonlyArray<keyof Values & string> =>
  (Object.keys({ ...a, ...b }) as Array<keyof Values & string>).filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]))

/** The version an entity carries, when it carries one. */
const versionOf = (entity: unknown): number | undefined =>
  typeof entity === 'object' && entity !== null && 'version' in entity && typeof entity.version === 'number' ? entity.version : undefined

export type EntityFormEvent<Values> =
  | { readonly type: 'field.change'; readonly name: keyof Values & string; readonly value: Values[keyof Values] }
  | { readonly type: 'form.submit' }
  | { readonly type: 'form.check' }
  | { readonly type: 'load.retry' }
  | { readonly type: 'form.restore'; readonly values: Values }
  | { readonly type: 'conflict.reload' }
  | { readonly type: 'conflict.reapply' }

/** What a quiet check found (`form.check`). */
export type FormChecked = { readonly type: 'form.checked'; readonly changed: boolean; readonly failed?: string }

export interface EntityFormInput<Values, Id extends string = string> {
  /** Absent when creating. */
  readonly id?: Id
  readonly initial: Values
  /** A kept draft of this form: shown instead of `initial` or the loaded entity (and, editing, saved with its version). */
  readonly draft?: FormDraft<Values>
}

/** The id type an entity carries (`Doctor` → `DoctorId`); a plain string for an entity without one. */
export type IdOf<Entity> = Entity extends { readonly id: infer I extends string } ? I : string

/**
 * `validate` turns values into the request body or field messages; `toValues` turns the loaded
 * entity into form values (edit). `Id`: the entity's id (by default the `id` type the entity
 * carries, e.g. the branded `DoctorId`), as the form gets it and hands it to `loadEntity` and
 * `saveEntity`: the area's `get` / `save` operations are checked against it.
 */
export const makeEntityFormMachine = <Values extends object, Body, Entity = unknown, Id extends string = IdOf<Entity>>(
  id: string,
  validate: (values: Values) => Validation<Body>,
  toValues: (entity: Entity) => Values,
) => {
  /**
   * What a callback of the machine reads. Beside another slot whose input is a type parameter,
   * XState gives an outcome's callbacks no contextual type (see `unusedInvokeKeys`): they name it.
   */
  type Current = { readonly context: EntityFormContext<Values, Body, Id> }
  type Loaded = { readonly event: DoneActorEvent<Entity> }
  return setup({
    types: {
      context: {} as EntityFormContext<Values, Body, Id>,
      events: {} as EntityFormEvent<Values>,
      input: {} as EntityFormInput<Values, Id>,
      output: {} as { readonly id?: string },
      emitted: {} as FormChecked,
    },
    actors: {
      /** Reads the entity by its id (edit, and again after a 409). */
      loadEntity: required<Entity, Id>('loadEntity'),
      /** Creates or updates it; answers at least its id. */
      saveEntity: required<{ readonly id: string }, SaveInput<Body, Id>>('saveEntity'),
    },
    actions: {
      /** Keeps a draft of the values (provided by the composition root; no-op by default). */
      keepDraft: (_, _params: FormDraft<Values>) => {},
      dropDraft: () => {},
      /** Tells staff the entity was saved (a toast; provided by the composition root). */
      showSaved: () => {},
    },
    guards: {
      isEdit: ({ context }) => context.id !== undefined,
      isValid: ({ context }) => validate(context.values).ok,
      /** A 409 on an update: perhaps a stale version (the same status also refuses e.g. a taken e-mail). */
      isConflict: ({ context }, params: { readonly error: unknown }) => context.version !== undefined && isConflict(params.error),
      /** The record's version moved on since the form loaded it: a real edit conflict. */
      versionMoved: ({ context }, params: { readonly entity: unknown }) => versionOf(params.entity) !== context.version,
    },
  }).createMachine({
    id,
    context: ({ input }) => ({
      ...(input.id !== undefined ? { id: input.id } : {}),
      ...(input.draft !== undefined ? { draft: input.draft } : {}),
      values: input.draft?.values ?? input.initial,
      errors: {},
      submitted: false,
    }),
    initial: 'starting',
    states: {
      starting: { always: [{ guard: 'isEdit', target: 'loading' }, { target: 'editing' }] },
      loading: {
        tags: ['busy'],
        invoke: {
          ...unusedInvokeKeys,
          id: 'loadEntity',
          src: 'loadEntity',
          input: ({ context }: Current) => context.id!,
          onDone: {
            target: 'editing',
            actions: assign(({ context, event }: Current & Loaded) => {
              const loaded = toValues(event.output)
              const draft = context.draft
              // a draft typed over an older version saves with that version and compares with its values
              const base = draft?.version !== undefined ? (draft.base ?? loaded) : loaded
              const version = draft?.version ?? versionOf(event.output)
              return { values: draft?.values ?? loaded, base, ...(version !== undefined ? { version } : {}) }
            }),
          },
          onError: { target: 'loadFailed', actions: assign({ serverError: ({ event }) => messageOf(event.error) }) },
        },
      },
      loadFailed: { on: { 'load.retry': 'loading' } },
      editing: {
        initial: 'idle',
        states: {
          idle: { on: { 'form.check': { guard: 'isEdit', target: 'checking' } } },
          // quiet: staff type on (the handlers are the parent's); a save drops the check (it meets the 409 anyway)
          checking: {
            tags: [backgroundTag],
            invoke: {
              ...unusedInvokeKeys,
              id: 'checkEntity',
              src: 'loadEntity',
              input: ({ context }: Current) => context.id!,
              onDone: {
                target: 'idle',
                actions: emit(({ context, event }: Current & Loaded) => ({ type: 'form.checked' as const, changed: versionOf(event.output) !== context.version })),
              },
              onError: { target: 'idle', actions: emit(({ event }) => ({ type: 'form.checked' as const, changed: false, failed: messageOf(event.error) })) },
            },
          },
        },
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
              { type: 'keepDraft', params: ({ context }) => draftOf(context) },
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
          ...unusedInvokeKeys,
          id: 'saveEntity',
          src: 'saveEntity',
          input: ({ context }: Current): SaveInput<Body, Id> => ({
            ...(context.id !== undefined ? { id: context.id } : {}),
            ...(context.version !== undefined ? { version: context.version } : {}),
            body: context.body as Body,
          }),
          onDone: { target: 'saved', actions: [assign({ savedId: ({ event }: { readonly event: DoneActorEvent<{ readonly id: string }> }) => event.output.id }), 'dropDraft', 'showSaved'] },
          onError: [
            {
              guard: { type: 'isConflict', params: ({ event }) => ({ error: event.error }) },
              target: 'conflict',
              actions: assign({ serverError: ({ event }) => messageOf(event.error) }),
            },
            { target: 'editing', actions: assign({ serverError: ({ event }) => messageOf(event.error) }) },
          ],
        },
      },
      conflict: {
        initial: 'fetching',
        states: {
          fetching: {
            tags: ['busy'],
            invoke: {
              ...unusedInvokeKeys,
              id: 'loadLatest',
              src: 'loadEntity',
              input: ({ context }: Current) => context.id!,
              onDone: [
                {
                  guard: { type: 'versionMoved', params: ({ event }: Loaded) => ({ entity: event.output }) },
                  target: 'choosing',
                  actions: assign(({ context, event }: Current & Loaded) => {
                    const latest = toValues(event.output)
                    const base = context.base ?? latest
                    const version = versionOf(event.output)
                    return {
                      serverError: undefined,
                      conflict: { latest, ...(version !== undefined ? { version } : {}), changed: changedFields(base, latest), mine: changedFields(base, context.values) },
                    }
                  }),
                },
                // the same version: the 409 refused something else (a taken e-mail …); its message stays
                { target: `#${id}.editing` },
              ],
              onError: { target: `#${id}.editing`, actions: assign({ serverError: ({ event }) => messageOf(event.error) }) },
            },
          },
          choosing: {
            on: {
              'conflict.reload': {
                target: `#${id}.editing`,
                actions: [
                  assign(({ context }) => {
                    const c = context.conflict!
                    return { values: c.latest, base: c.latest, version: c.version, conflict: undefined, serverError: undefined, errors: {}, submitted: false }
                  }),
                  'dropDraft',
                ],
              },
              'conflict.reapply': {
                target: `#${id}.editing`,
                actions: [
                  assign(({ context }) => {
                    const c = context.conflict!
                    const values = { ...c.latest }
                    for (const k of c.mine) values[k] = context.values[k]
                    return { values, base: c.latest, version: c.version, conflict: undefined, serverError: undefined, errors: {} }
                  }),
                  { type: 'keepDraft', params: ({ context }) => draftOf(context) },
                ],
              },
            },
          },
        },
      },
      saved: { type: 'final' },
    },
    output: ({ context }) => ({ ...(context.savedId !== undefined ? { id: context.savedId } : {}) }),
  })
}

/** Group Japanese issue lines by their first path key (the field name). */
export const errorsByField = (lines: ReadonlyArray<{ readonly path: ReadonlyArray<PropertyKey>; readonly message: string }>): FieldErrors => {
  const out: Record<string, Array<string>> = {}
  for (const line of lines) {
    const key = String(line.path[0] ?? '_form')
    ;(out[key] ??= []).push(line.message)
  }
  return out
}

export type EntityFormMachine<Values extends object, Body, Entity = unknown, Id extends string = IdOf<Entity>> = ReturnType<
  typeof makeEntityFormMachine<Values, Body, Entity, Id>
>
