/**
 * URL search of the list routes: a Schema per list (its query plus the trail of earlier
 * cursors), parsed leniently so a hand-edited or old URL never breaks the page.
 */
import { Option, Schema, SchemaGetter } from 'effect'

/** The trail of earlier cursors ('' = the first page), oldest first, for 前へ. */
export const backField = { back: Schema.optional(Schema.Array(Schema.String)) }

/**
 * A free-text filter of a list's URL search (the keyword; the ledger's operator): trimmed when the
 * route decodes the URL, and a blank one is no filter. The one place a keyword is trimmed: the
 * search form puts what staff typed in the URL (navigation runs the route's validateSearch, so the
 * URL holds the trimmed text), the list actor gets the decoded search, the ops send what it holds.
 */
export const SearchText = Schema.optional(Schema.String).pipe(
  Schema.decodeTo(Schema.optional(Schema.String), {
    decode: SchemaGetter.transformOptional((text: Option.Option<string | undefined>) =>
      text.pipe(
        Option.flatMap((s) => Option.fromNullishOr(s)),
        Option.map((s) => s.trim()),
        Option.filter((s) => s !== ''),
      ),
    ),
    encode: SchemaGetter.passthrough(),
  }),
)

/** The keyword of a list's URL search, trimmed on decoding (`SearchText`). */
export const keywordField = { keyword: SearchText }

/**
 * Keep the valid keys of a raw URL search, drop the rest (one bad value never blanks the page).
 * Every key of the schema is returned (undefined when absent or invalid): TanStack Router merges
 * the raw search under the validated one, so an omitted key would let the raw bad value through.
 */
export const parseListSearch = <S extends Schema.Struct<Schema.Struct.Fields>>(schema: S) => {
  const fields = schema.fields as Record<string, Schema.Top>
  return (raw: Record<string, unknown>): S['Type'] => {
    const out: Record<string, unknown> = {}
    for (const [key, field] of Object.entries(fields)) {
      out[key] = undefined
      if (raw[key] === undefined || raw[key] === '') continue
      // TanStack Router JSON-parses search values: `?frozen=false` arrives as the boolean false.
      const value = typeof raw[key] === 'boolean' || typeof raw[key] === 'number' ? String(raw[key]) : raw[key]
      const decoded = Schema.decodeUnknownOption(Schema.Struct({ v: field as Schema.Codec<unknown, unknown> }))({ v: value })
      if (decoded._tag === 'Some') out[key] = (decoded.value as { v: unknown }).v
    }
    return out as S['Type']
  }
}
