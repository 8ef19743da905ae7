/**
 * Building blocks of the CSV row schemas: a CSV cell is always a string (empty
 * when blank); a cell schema normalises it (NFKC, trim) and decodes it to the
 * input field's type, with the input field's Japanese messages.
 */
import { Schema, SchemaGetter } from 'effect'
import { normalizeText } from './fields'

type StringCodec = Schema.Codec<unknown, string>

/** A required cell. */
export const cell = <S extends StringCodec>(schema: S, normalize: (s: string) => string = normalizeText) =>
  Schema.String.pipe(
    Schema.decodeTo(schema, {
      decode: SchemaGetter.transform((s: string) => normalize(s)),
      encode: SchemaGetter.transform((s: string) => s),
    }),
  )

/** An optional cell: blank (or a missing column) decodes to null. */
export const optionalCell = <S extends StringCodec>(schema: S, normalize: (s: string) => string = normalizeText) =>
  Schema.optional(
    Schema.String.pipe(
      Schema.decodeTo(Schema.NullOr(schema), {
        decode: SchemaGetter.transform((s: string) => (normalize(s) === '' ? null : normalize(s))),
        encode: SchemaGetter.transform((s: string | null) => s ?? ''),
      }),
    ),
  )

/** Separators accepted in a list cell: `;`, `,`, `、`, `|` or spaces. */
export const listSeparator = /[;,、|\s]+/

/** A list cell of ids (`1;2;3`); blank is an empty list. */
export const listCell = <S extends StringCodec>(item: S) =>
  Schema.optional(
    Schema.String.pipe(
      Schema.decodeTo(Schema.Array(item), {
        decode: SchemaGetter.transform((s: string) =>
          normalizeText(s).split(listSeparator).filter((x) => x !== ''),
        ),
        encode: SchemaGetter.transform((xs: ReadonlyArray<string>) => xs.join(';')),
      }),
    ),
  )

const truthy = ['1', 'true', 'yes', 'y', 'はい', '○', '〇', '済', '承認']
const falsy = ['', '0', 'false', 'no', 'n', 'いいえ', '×', '未', '未承認']

/** A yes/no cell: 1/0, true/false, はい/いいえ, ○/×; blank is false. */
export const booleanCell = Schema.optional(
  Schema.String.pipe(
    Schema.check(
      Schema.makeFilter(
        (s: string) => [...truthy, ...falsy].includes(normalizeText(s).toLowerCase()),
        { message: '「1」または「0」（はい／いいえ）で入力してください' },
      ),
    ),
    Schema.decodeTo(Schema.Boolean, {
      decode: SchemaGetter.transform((s: string) => truthy.includes(normalizeText(s).toLowerCase())),
      encode: SchemaGetter.transform((b: boolean) => (b ? '1' : '0')),
    }),
  ),
)
