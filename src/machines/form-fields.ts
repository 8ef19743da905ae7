/**
 * A form's fields, declared once. Each area form (src/areas/<area>/<area>-form.machine.ts) lists
 * its fields here with how each is read from the loaded entity and how it is normalised into the
 * request body; everything the generic form machine (entity-form.machine.ts) and the draft store
 * need is derived from that one list:
 *
 *   const fields = formFields<Operator>()(OperatorInput, {
 *     email: text({ normalize: normalizeEmail }),       // read from operator.email (same name)
 *     role: text({ empty: 'operator' }),
 *     phone: text({ from: (o) => o.tel, normalize: normalizePhone, optional: true }),
 *     active: flag({ empty: true }),
 *   })
 *   fields.schema     the values Schema (the draft store decodes drafts with it)
 *   fields.empty      the values of a new record
 *   fields.toValues   entity → values (edit)
 *   fields.input      values → the body as sent for validation (normalised, blanks as null)
 *   fields.validate   values → the body or messages by field, checked with the domain's input Schema
 *
 * Typed so that a field cannot go missing: a field without `from` must name a property of the
 * entity whose value fits; every field must be a key of the input Schema and every required key
 * of the input Schema must be a field.
 */
import { Schema } from 'effect'
import { makeEntityFormMachine, type Validation } from './entity-form.machine'
import { schemaValidation } from './form-validation'
import { formValueKind, type FormDecl } from '../domain/record'

/** The `from` of a field read from the entity's property of the same name (no `from` given). */
const sameName: unique symbol = Symbol('sameName')
type SameName = typeof sameName

/** How a field is read from the entity: its own reader, or the property of the same name. */
type Reader<Entity, Value> = (entity: Entity) => Value

interface FieldBase<Kind extends string, Value, From> {
  readonly kind: Kind
  /** The value of a new record. */
  readonly empty: Value
  readonly from: From
  /** The value as sent to the input Schema. */
  readonly input: (value: Value) => unknown
}

/** A text input: a string in the form; `null` from the entity shows as ''. */
export type TextField<From> = FieldBase<'text', string, From>
/** A checkbox / switch. */
export type FlagField<From> = FieldBase<'flag', boolean, From>
/** A multi-select of ids. */
export type ListField<From> = FieldBase<'list', ReadonlyArray<string>, From>

type AnyField<Entity> =
  | TextField<SameName | Reader<Entity, string | null | undefined>>
  | FlagField<SameName | Reader<Entity, boolean>>
  | ListField<SameName | Reader<Entity, ReadonlyArray<string>>>

export interface TextOptions {
  /** The value of a new record ('' unless given). */
  readonly empty?: string
  /** What the form sends: the value normalised (as the CSV import does), unchanged unless given. */
  readonly normalize?: (value: string) => string
  /** A blank value (after normalising) is sent as `null` (an optional column). */
  readonly optional?: boolean
}

const keep = (value: string) => value

// Each builder lists its `from` overload first: TypeScript fixes a callback's parameter type at the
// first overload it tries, so `from: (entity) => …` must meet the overload that types `entity`.

/** A text field read with `from`. */
export function text<Entity>(options: TextOptions & { readonly from: Reader<Entity, string | null | undefined> }): TextField<Reader<Entity, string | null | undefined>>
/** A text field read from the entity's property of the same name. */
export function text(options?: TextOptions): TextField<SameName>
export function text(options: TextOptions & { readonly from?: unknown } = {}): TextField<unknown> {
  const normalize = options.normalize ?? keep
  const input = options.optional
    ? (value: string) => {
        const normalized = normalize(value)
        return normalized.trim() === '' ? null : normalized
      }
    : normalize
  return { kind: 'text', empty: options.empty ?? '', from: options.from ?? sameName, input }
}

/** A yes/no field read with `from`. */
export function flag<Entity>(options: { readonly empty?: boolean; readonly from: Reader<Entity, boolean> }): FlagField<Reader<Entity, boolean>>
/** A yes/no field read from the entity's property of the same name. */
export function flag(options?: { readonly empty?: boolean }): FlagField<SameName>
export function flag(options: { readonly empty?: boolean; readonly from?: unknown } = {}): FlagField<unknown> {
  return { kind: 'flag', empty: options.empty ?? false, from: options.from ?? sameName, input: (value: boolean) => value }
}

/** A list of ids read with `from`. */
export function list<Entity>(options: { readonly from: Reader<Entity, ReadonlyArray<string>> }): ListField<Reader<Entity, ReadonlyArray<string>>>
/** A list of ids read from the entity's property of the same name (empty for a new record). */
export function list(): ListField<SameName>
export function list(options: { readonly from?: unknown } = {}): ListField<unknown> {
  return { kind: 'list', empty: [], from: options.from ?? sameName, input: (value: ReadonlyArray<string>) => value }
}

type ValueOf<F> = F extends TextField<infer _> ? string : F extends FlagField<infer _> ? boolean : ReadonlyArray<string>
type SchemaOf<F> = F extends TextField<infer _> ? Schema.String : F extends FlagField<infer _> ? Schema.Boolean : Schema.$Array<Schema.String>
/** What the entity may hold for a same-named field (a text column may be null). */
type EntityValueOf<F> = F extends TextField<infer _> ? string | null | undefined : ValueOf<F>

type RequiredKeys<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T]

/**
 * The fields as given, or a message in place of a field that does not fit: a same-named field the
 * entity lacks or holds in another type, a field the input Schema does not know; and each required
 * key of the input Schema that no field gives.
 */
type Checked<Entity, Encoded, F> = {
  readonly [K in keyof F]: K extends keyof Encoded
    ? F[K] extends { readonly from: SameName }
      ? K extends keyof Entity
        ? Entity[K] extends EntityValueOf<F[K]>
          ? F[K]
          : 'the entity property of this name holds another type: give `from`'
        : 'the entity has no property of this name: give `from`'
      : F[K]
    : 'not a key of the input Schema'
} & { readonly [K in Exclude<RequiredKeys<Encoded>, keyof F>]: 'a required key of the input Schema: declare its field' }

/** The form values of a field list (as kept in the draft store). */
export type FormValuesOf<F> = { readonly [K in keyof F]: ValueOf<F[K]> }

export interface FormFields<Entity, Body, F> {
  /** The values Schema: the draft store decodes kept drafts with it. */
  readonly schema: Schema.Struct<{ readonly [K in keyof F]: SchemaOf<F[K]> }>
  /** The values of a new record. */
  readonly empty: FormValuesOf<F>
  /** The loaded entity as form values (edit). */
  readonly toValues: (entity: Entity) => FormValuesOf<F>
  /** The values as sent to the input Schema: normalised, blanks of optional fields as null. */
  readonly input: (values: FormValuesOf<F>) => { readonly [K in keyof F]: unknown }
  /** The request body, or Japanese messages by field. */
  readonly validate: (values: FormValuesOf<F>) => Validation<Body>
}

const schemaOfKind = { text: Schema.String, flag: Schema.Boolean, list: Schema.Array(Schema.String) } as const

/**
 * Declare a form's fields once: `formFields<Entity>()(InputSchema, { field: text(...), ... })`.
 * (Two calls so the entity type is given and the fields are inferred.)
 */
export const formFields =
  <Entity>() =>
  <Body, Encoded, const F extends Record<string, AnyField<Entity>>>(
    inputSchema: Schema.Codec<Body, Encoded>,
    fields: F & Checked<Entity, Encoded, F>,
  ): FormFields<Entity, Body, F> => {
    const entries: ReadonlyArray<readonly [string, AnyField<Entity>]> = Object.entries(fields)
    const valuesOf = (read: (key: string, field: AnyField<Entity>) => unknown) =>
      Object.fromEntries(entries.map(([key, field]) => [key, read(key, field)])) as FormValuesOf<F>
    const decode = schemaValidation(inputSchema)
    const input = (values: FormValuesOf<F>) => {
      const raw: Readonly<Record<string, unknown>> = values
      // each key holds the value of its own field's kind (FormValuesOf), which the types cannot pair here
      return Object.fromEntries(entries.map(([key, field]) => [key, (field.input as (value: unknown) => unknown)(raw[key])])) as {
        readonly [K in keyof F]: unknown
      }
    }
    return {
      schema: Schema.Struct(Object.fromEntries(entries.map(([key, field]) => [key, schemaOfKind[field.kind]]))) as Schema.Struct<{
        readonly [K in keyof F]: SchemaOf<F[K]>
      }>,
      empty: valuesOf((_, field) => field.empty),
      toValues: (entity) =>
        valuesOf((key, field) => {
          const value = field.from === sameName ? (entity as Record<string, unknown>)[key] : field.from(entity)
          // a text column the entity holds as null shows as '' (an empty input)
          return field.kind === 'text' ? (value ?? '') : value
        }),
      input,
      validate: (values) => decode(input(values)),
    }
  }

type FieldOfWidget<W> = W extends { readonly kind: 'check' | 'checkbox' } ? FlagField<SameName> : W extends { readonly kind: 'belongs' | 'expertise' | 'tags' | 'files' } ? ListField<SameName> : TextField<SameName>
/** The form fields of a record declaration (src/domain/record.ts): one per key of its `form`, of the kind its widget holds. */
type RecordFormFieldsOf<Fs, Keys extends string> = {
  readonly [K in Keys]: K extends keyof Fs ? (Fs[K] extends { readonly form: { readonly widget: infer W } } ? FieldOfWidget<W> : never) : never
}

/** The form's field of a declared one: its widget says what the form holds, its `normalize` / `optional` / `empty` how it is sent. */
const fieldOfDecl = (decl: FormDecl): AnyField<unknown> => {
  switch (formValueKind(decl.widget)) {
    case 'flag':
      return flag({ empty: decl.empty === true })
    case 'list':
      return list()
    case 'text':
      return text({
        ...(decl.normalize ? { normalize: decl.normalize } : {}),
        ...(decl.optional ? { optional: true } : {}),
        ...(typeof decl.empty === 'string' ? { empty: decl.empty } : {}),
      })
  }
}

/**
 * A record's form fields, derived from its declaration (src/domain/<kind>.ts `<kind>Record`): every
 * field its `form` lists, read from the record's property of the same name, checked with the input
 * Schema. The declaration is typed against the record and its input (src/domain/record.ts), so
 * nothing is named again here.
 */
export const recordFormFields = <
  Entity,
  Fs extends object,
  const Keys extends string,
  Body,
  Encoded,
>(
  record: { readonly fields: Fs; readonly form: ReadonlyArray<Keys>; readonly csvColumns: { readonly row: (entity: Entity) => unknown } },
  inputSchema: Schema.Codec<Body, Encoded>,
): FormFields<Entity, Body, RecordFormFieldsOf<Fs, Keys>> => {
  const decls = record.fields as Readonly<Record<string, { readonly form?: FormDecl }>>
  const declared = Object.fromEntries(record.form.map((key) => [key, fieldOfDecl(decls[key]!.form!)]))
  // the declaration's own types checked its keys against the record and the input (defineRecord)
  return (formFields<Entity>() as (schema: Schema.Codec<Body, Encoded>, fields: unknown) => FormFields<Entity, Body, RecordFormFieldsOf<Fs, Keys>>)(inputSchema, declared)
}

/**
 * A record's create / edit form, all from its declaration (src/areas/<area>/<area>-form.machine.ts):
 * its fields (`recordFormFields`: the values Schema the draft store decodes with, the empty values,
 * `toValues`, `validate`) and the entity form machine over them, named `id`.
 *
 *   const form = recordForm('clientForm', clientRecord, ClientInput)
 *   form.schema  form.empty  form.toValues  form.validate  form.machine
 */
export const recordForm = <
  Entity,
  Fs extends object,
  const Keys extends string,
  Body,
  Encoded,
>(
  id: string,
  record: { readonly fields: Fs; readonly form: ReadonlyArray<Keys>; readonly csvColumns: { readonly row: (entity: Entity) => unknown } },
  inputSchema: Schema.Codec<Body, Encoded>,
) => {
  const fields = recordFormFields(record, inputSchema)
  return { ...fields, machine: makeEntityFormMachine<FormValuesOf<RecordFormFieldsOf<Fs, Keys>>, Body, Entity>(id, fields.validate, fields.toValues) }
}
