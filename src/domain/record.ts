/**
 * A record kind declared once: for each field, its label, how its value reads (detail,
 * list, 履歴), how the form edits it, its CSV cell and whether the history records it. The
 * record's Schemas (as read, as sent) stay beside the declaration in the same module
 * (src/domain/<kind>.ts) and the declaration is typed against them: a key that is not a field of
 * the record does not compile, and every key of the input Schema must say how the form edits it.
 *
 * Everything else is derived, never written out again per field:
 *   labels          one text per field (forms' error lines, the server's refusals, CSV, 履歴)
 *   form            the form's fields (src/machines/form-fields.ts `recordFormFields`) and widgets
 *                   in order (src/views/components/record-form.component.tsx)
 *   detail / list   the detail page's items and the list's columns (src/views/components/record-view.tsx)
 *   csv             the import template's columns, its row Schema (→ the input), and the export's
 *                   columns: ID, バージョン and the template's, so an exported file goes back in
 *   history         the recorded columns (snake_case of the field), their labels and formats, the
 *                   columns a revert may set back, and the columns that name other records
 *
 * Read how Payload's collection config and Django's ModelAdmin do it: one list of fields; unlike
 * them nothing here is guessed at run time and the server's table is held to the record by a test
 * (tests/server/record-tables.test.ts).
 */
import { Schema, SchemaGetter } from 'effect'

/** The database's spelling of a field (`createdAt` → `created_at`). */
export const snake = (camel: string): string => camel.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)

/** The kinds of record a value may name by id (the keys' `<kind>` in an audit entry's `names`). */
export const referenceKinds = [
  'organization', 'doctor', 'client', 'media', 'operator', 'expertise', 'belong', 'denialReason', 'file', 'manuscript', 'pressRelease',
] as const
export type ReferenceKind = (typeof referenceKinds)[number]

/**
 * How a value reads to staff, wherever it is shown (detail, list, CSV出力 of a list, 履歴):
 * `text` as it is; `number` grouped digits; `date` the day in Tokyo; `dateTime` a time in Tokyo (未設定 while null); `since` a time that marks a state
 * (「—」 while not set); `richText` its words only; `mp` a grouped number with 「MP」; `flag` and
 * `choice` their labels; `ref` / `refs` the names of the records named by id.
 */
export type Reads =
  | 'text'
  | 'number'
  | 'date'
  | 'dateTime'
  | 'since'
  | 'richText'
  | 'mp'
  | { readonly flag: { readonly true: string; readonly false: string } }
  | { readonly choice: Readonly<Record<string, string>> }
  | { readonly ref: ReferenceKind; readonly idLabel: string; readonly none?: string }
  | { readonly refs: ReferenceKind; readonly idLabel: string }
  /** A time in Tokyo, or these words while there is none (an operator's 最終ログイン: 未ログイン). */
  | { readonly dateTimeOr: string }

/** How a form edits a field (the view renders each kind: src/views/components/record-form.component.tsx). */
export type Widget =
  | { readonly kind: 'text'; readonly type?: 'text' | 'email' | 'tel' | 'url'; readonly hint?: string; readonly autoComplete?: string }
  | { readonly kind: 'textarea'; readonly rows?: number }
  | { readonly kind: 'prefecture' }
  | { readonly kind: 'choice'; readonly options: Readonly<Record<string, string>> }
  /** A check box whose text says what ticking it means (承認済み). */
  | { readonly kind: 'check'; readonly text: string }
  /** The searchable organisation select (asks the server as staff type). */
  | { readonly kind: 'organization' }
  /** A multi-select of the lookups' 所属区分. */
  | { readonly kind: 'belongs' }
  /** The expertise tree as check boxes, in a section of its own. */
  | { readonly kind: 'expertise' }
  /** A check box alone: the field's label says what ticking it means (有効). */
  | { readonly kind: 'checkbox' }
  /** Rich text (HTML, sanitised on display) in the page's editor, the section's width below its other fields; `hint` under it. */
  | { readonly kind: 'richText'; readonly hint?: string }
  /** The record's tags (ids), picked or created by the page's tag search. */
  | { readonly kind: 'tags' }
  /** Uploaded files (ids), added by the page's upload. */
  | { readonly kind: 'files' }
  /** The searchable doctor select. */
  | { readonly kind: 'doctor' }
  /** A client picked by its company name (the page gives the picker). */
  | { readonly kind: 'client' }
  /** A medium picked by its name, or none (the page gives the picker). */
  | { readonly kind: 'media' }

/** A value as the form holds it: text, a flag, or a list of ids. */
export type FormValueKind = 'text' | 'flag' | 'list'

/** How the form holds and sends a field. */
export interface FormDecl {
  readonly widget: Widget
  /** What the form sends: the value normalised (as the CSV import does). */
  readonly normalize?: (value: string) => string
  /** A blank value is sent as null (an optional column). */
  readonly optional?: boolean
  /** Marked 必須 on the form. */
  readonly required?: boolean
  /** The value of a new record (text: '' and flag: false unless given). */
  readonly empty?: string | boolean
}

/** A CSV cell: a string (or a missing column) decoding to the input field's type. */
export type CsvCell = Schema.Top & { readonly Encoded: string | undefined }

/** The field's column in the import template (and so in the export). */
export interface CsvDecl {
  readonly cell: CsvCell
  /** A column every row must have. */
  readonly required?: boolean
  /**
   * `false`: the CSV 一括更新 may not change it (the cell must hold the current value; an exported
   * file carries it). A column the form does not edit is never updated by CSV either.
   */
  readonly update?: false
  /**
   * What Excel does to the column that can be undone without guessing (src/domain/csv-repair.ts):
   * `phone` / `postalCode` get back the leading zero Excel drops from a number.
   */
  readonly repair?: 'phone' | 'postalCode'
}

export interface FieldDecl {
  readonly label: string
  /** How the value reads ('text' unless given). */
  readonly reads?: Reads
  /** How the form edits it (a field of the input Schema). */
  readonly form?: FormDecl
  /** Its column in the CSV import template. */
  readonly csv?: CsvDecl
  /** Recorded in the 履歴 under its snake_case column; `revertible`: a revert may set it back (the form edits it). */
  readonly history?: 'shown' | 'revertible'
  /** A form field wider than one cell (an address, a URL). */
  readonly wide?: boolean
  /** A form field in a section of its own after the main one, titled by its label (its widget renders its own controls). */
  readonly section?: boolean
  /**
   * Offered by the list's 「一括編集」 (one value written to every ticked record; src/domain/batch.ts).
   * Only a field the single-record form edits (a plain operator changes nothing the form would not
   * let them), never an identity field or the e-mail.
   */
  readonly bulkEditable?: boolean
}

/** A value shown that is no one field: 氏名 from 姓 and 名. */
export interface ComputedDecl<Entity> {
  readonly label: string
  readonly value: (entity: Entity) => string
}

/** A list column: a field or a computed value, its width, and the sort key it sorts by. */
export interface ColumnDecl<Key extends string, Sort extends string> {
  readonly key: Key
  readonly width: string
  readonly sort?: Sort
  /** How the column reads when not as the field does elsewhere (the day of a time; a number without its unit under a header that names it). */
  readonly reads?: Reads
  /** The column's id when not the key: the ids hidden columns and saved views keep (src/views/components/column-visibility.ts). */
  readonly id?: string
}

/** The form value kind of a widget. */
export const formValueKind = (widget: Widget): FormValueKind =>
  widget.kind === 'check' || widget.kind === 'checkbox'
    ? 'flag'
    : widget.kind === 'belongs' || widget.kind === 'expertise' || widget.kind === 'tags' || widget.kind === 'files'
      ? 'list'
      : 'text'

type Fields<Entity> = { readonly [K in keyof Entity]?: FieldDecl }

export interface RecordDeclaration<
  Entity,
  Input,
  F extends Fields<Entity>,
  C extends Readonly<Record<string, ComputedDecl<Entity>>>,
  Sort extends string,
> {
  /** The kind (as the history names it: `doctor`, `client` …). */
  readonly kind: string
  /** The read Schema's and the input Schema's fields, to hold the declaration to them. */
  readonly fields: F
  readonly computed: C
  /** Recorded columns that are no field of the record (a nested setting stored in columns of its own): their label and how they read. */
  readonly recorded?: Readonly<Record<string, { readonly label: string; readonly reads: Reads }>>
  /** The form's fields in order (keys of the input). */
  readonly form: ReadonlyArray<keyof Input & keyof F & string>
  /** The detail page's items in order. */
  readonly detail: ReadonlyArray<(keyof F | keyof C) & string>
  /** The list's columns in order. */
  readonly list: ReadonlyArray<ColumnDecl<(keyof F | keyof C) & string, Sort>>
  /** The CSV import template's columns in order (required ones first). */
  readonly csv: ReadonlyArray<keyof Input & keyof F & string>
}

/**
 * Declare a record kind: `defineRecord<Doctor, DoctorInput>()({ kind, fields, computed, form, detail, list, csv })`.
 * (Two calls so the record's types are given and the declaration's keys are inferred and checked.)
 */
export const defineRecord =
  <Entity, Input>() =>
  <
    const F extends Fields<Entity> & { readonly [K in keyof Input]-?: K extends keyof Entity ? FieldDecl & { readonly form: FormDecl } : never },
    const C extends Readonly<Record<string, ComputedDecl<Entity>>>,
    Sort extends string = never,
  >(
    declaration: RecordDeclaration<Entity, Input, F, C, Sort>,
  ) =>
    withDerived(declaration)

/** Everything derived from a declaration. */
const withDerived = <Entity, Input, F extends Fields<Entity>, C extends Readonly<Record<string, ComputedDecl<Entity>>>, Sort extends string>(
  d: RecordDeclaration<Entity, Input, F, C, Sort>,
) => {
  const fieldEntries = Object.entries(d.fields as Readonly<Record<string, FieldDecl>>)
  const field = (key: string): FieldDecl | undefined => (d.fields as Readonly<Record<string, FieldDecl | undefined>>)[key]
  const labels = Object.fromEntries([
    ...fieldEntries.map(([key, f]) => [key, f.label]),
    ...Object.entries(d.computed).map(([key, c]) => [key, c.label]),
  ]) as { readonly [K in keyof F | keyof C]: string }
  /** A CSV header: the label, or 「<label>ID」 for a column of ids (the cells hold ids, the form shows names). */
  const csvHeader = (key: string): string => {
    const f = field(key)!
    const reads = f.reads
    return typeof reads === 'object' && ('ref' in reads || 'refs' in reads) ? `${f.label}ID` : f.label
  }
  const notInForm = fieldEntries.filter(([key, f]) => f.bulkEditable === true && !(d.form as ReadonlyArray<string>).includes(key)).map(([key]) => key)
  if (notInForm.length > 0) throw new Error(`${d.kind}: bulkEditable fields must be fields of the form: ${notInForm.join(', ')}`)
  const templateColumns = d.csv.map(csvHeader)
  const requiredColumns = d.csv.filter((key) => field(key)?.csv?.required === true).map(csvHeader)
  type Cells = Readonly<Record<string, unknown>>
  // each cell's Schema decodes its header's string; the struct of them, typed by what it reads and writes
  const cells = Schema.Struct(Object.fromEntries(d.csv.map((key) => [csvHeader(key), field(key)!.csv!.cell])) as Record<string, CsvCell>) as unknown as Schema.Codec<
    Cells,
    Readonly<Record<string, string | undefined>>,
    never,
    never
  >
  const history = Object.fromEntries([
    ...fieldEntries.filter(([, f]) => f.history !== undefined).map(([key, f]) => [snake(key), { field: key, label: f.label, reads: f.reads ?? 'text', revertible: f.history === 'revertible' }] as const),
    ...Object.entries(d.recorded ?? {}).map(([column, r]) => [column, { field: column, label: r.label, reads: r.reads, revertible: false }] as const),
  ])
  return {
    ...d,
    labels,
    /** The label of a field or computed value. */
    label: (key: (keyof F | keyof C) & string): string => labels[key],
    csvColumns: {
      /** The import template's headers, in order. */
      template: templateColumns,
      /** The headers every row must have. */
      required: requiredColumns,
      /** The export's headers: ID, バージョン, then the template's (so an exported file is the update import's input). */
      export: ['ID', 'バージョン', ...templateColumns],
      /** A record's export row: its id, its version and the template's cells as the import reads them. */
      row: (entity: Entity): ReadonlyArray<string> => {
        const e = entity as Readonly<Record<string, unknown>>
        return [cellText(e['id']), cellText(e['version']), ...d.csv.map((key) => cellText(e[key]))]
      },
      /** Header → field. */
      fieldOf: Object.fromEntries(d.csv.map((key) => [csvHeader(key), key])) as Readonly<Record<string, string>>,
      /** The template's headers the CSV 一括更新 may change: those the form edits and not declared `update: false`. */
      updatable: d.csv.filter((key) => field(key)?.form !== undefined && field(key)?.csv?.update !== false).map(csvHeader),
      /** Header → the field's cell (its Schema, its Excel repair). */
      cellOf: Object.fromEntries(d.csv.map((key) => [csvHeader(key), field(key)!.csv!])) as Readonly<Record<string, CsvDecl>>,
    },
    /**
     * One CSV row (an object keyed by the template's headers, every cell a string) decoding to the
     * input; its issues point at the Japanese header. Encoding gives the template's cells of an input.
     */
    csvRow: (inputSchema: Schema.Codec<Input, unknown, never, never>) =>
      cells.pipe(
        Schema.decodeTo(Schema.toType(inputSchema), {
          decode: SchemaGetter.transform((row: Cells): Input => Object.fromEntries(d.csv.map((key) => [key, emptyOf(field(key)!, row[csvHeader(key)])])) as Input),
          encode: SchemaGetter.transform((input: Input): Cells =>
            Object.fromEntries(d.csv.map((key) => [csvHeader(key), (input as Readonly<Record<string, unknown>>)[key] ?? null])),
          ),
        }),
      ),
    /** The 履歴's recorded columns (snake_case) of this kind: the field, its label, how it reads, and whether a revert sets it back. */
    history: history as Readonly<Record<string, { readonly field: string; readonly label: string; readonly reads: Reads; readonly revertible: boolean }>>,
    /** The fields the list's 「一括編集」 offers, in the form's order (each one a field of the form). */
    bulkEditable: d.form.filter((key) => field(key)?.bulkEditable === true) as ReadonlyArray<keyof Input & keyof F & string>,
    /** Of those, the ones a bulk edit may clear (optional on the form: none is a value). */
    bulkClearable: d.form.filter((key) => field(key)?.bulkEditable === true && field(key)?.form?.optional === true) as ReadonlyArray<keyof Input & keyof F & string>,
    /** Recorded column → input field, for the columns a revert may set back. */
    revertibleColumns: Object.fromEntries(Object.entries(history).filter(([, h]) => h.revertible).map(([column, h]) => [column, h.field])) as Readonly<Record<string, string>>,
    /** Recorded columns that name other records by id, and the kind they name. */
    references: Object.fromEntries(
      Object.entries(history).flatMap(([column, h]) => (typeof h.reads === 'object' && 'ref' in h.reads ? [[column, h.reads.ref]] : typeof h.reads === 'object' && 'refs' in h.reads ? [[column, h.reads.refs]] : [])),
    ) as Readonly<Record<string, ReferenceKind>>,
  }
}

/**
 * A value as its template cell holds it (what the cell Schemas of src/domain/csv-cell.ts encode):
 * ids of a list joined with `;`, a flag as 1 / 0, nothing as a blank cell. Written without the
 * cell Schema's checks, so a stored value that no longer passes them is still exported as it is
 * (and its import then names the cell).
 */
const cellText = (v: unknown): string => (v === null || v === undefined ? '' : Array.isArray(v) ? v.join(';') : typeof v === 'boolean' ? (v ? '1' : '0') : String(v))

/** A blank optional cell decodes to the input's empty value: null, an empty list or false. */
const emptyOf = (f: FieldDecl, value: unknown): unknown => {
  if (value !== undefined && value !== null) return value
  const kind = f.form ? formValueKind(f.form.widget) : 'text'
  return kind === 'list' ? [] : kind === 'flag' ? (f.form?.empty ?? false) : null
}

export type AnyRecordDeclaration = ReturnType<typeof withDerived<never, never, Fields<never>, Readonly<Record<string, ComputedDecl<never>>>, string>>
