/**
 * Search as Japanese staff type: the ONE folding rule of keyword search, shared by the
 * console and the reference server (`#domain/search-fold`). Staff type ﾊﾔｼ, はやし, ハヤシ or
 * ＨＡＹＡＳＨＩ and expect the same doctors; so a keyword and the text it is looked for in are both
 * folded, and compared folded:
 *   1. NFKC: half-width katakana become full-width (ﾊﾞ → バ), full-width letters, digits and
 *      spaces half-width (ＨＡＹＡＳＨＩ → HAYASHI, the ideographic space U+3000 → ' ');
 *   2. hiragana become katakana (U+3041–U+3096 → U+30A1–U+30F6: はやし → ハヤシ);
 *   3. lower case (each character by its simple mapping, as PostgreSQL's lower()).
 * Steps 1 and 2 are how kana fields are stored (`normalizeKana`, src/domain/fields.ts; the
 * organisation picker folded its keyword that way before it was shared). The server holds the same rule
 * as the IMMUTABLE SQL function `medicolle_fold(text)` (migration 0015: lower(translate(normalize(t,
 * NFKC), hiragana, katakana))), used by the stored search columns and the expression indexes; the
 * repositories fold the keyword with `foldSearchText` before matching (server/src/areas/support/
 * paging.ts). tests/server/search-folding.test.ts checks both spell the rule alike.
 */

/** The hiragana the rule turns into katakana, in code point order (ぁ … ゖ). */
export const hiraganaFolded: string = String.fromCharCode(...Array.from({ length: 0x3096 - 0x3041 + 1 }, (_, i) => 0x3041 + i))
/** Their katakana, position for position (ァ … ヶ): `translate(t, hiraganaFolded, katakanaFolded)`. */
export const katakanaFolded: string = String.fromCharCode(...Array.from({ length: 0x3096 - 0x3041 + 1 }, (_, i) => 0x30a1 + i))

/** Hiragana to katakana (step 2 of the rule); everything else as it is. */
export const hiraganaToKatakana = (s: string): string => s.replace(/[\u3041-\u3096]/g, (c) => String.fromCharCode(c.charCodeAt(0) + 0x60))

/** Steps 1 and 2: NFKC, then hiragana to katakana (how kana fields are stored). */
export const foldKana = (s: string): string => hiraganaToKatakana(s.normalize('NFKC'))

/**
 * Lower case as PostgreSQL's lower() does it: each character on its own, by its simple mapping
 * (İ → i, where String#toLowerCase writes i + U+0307; a final Σ → σ, not ς).
 */
const lowerEach = (s: string): string =>
  /^[\0-\x7f]*$/.test(s) ? s.toLowerCase() : Array.from(s, (c) => String.fromCodePoint(c.toLowerCase().codePointAt(0) ?? 0)).join('')

/** The whole rule: NFKC, hiragana to katakana, lower case (what a keyword and its text are compared as). */
export const foldSearchText = (s: string): string => lowerEach(foldKana(s))

/**
 * `filter` occurs in `value`, both folded; a blank filter matches everything (PrimeReact's
 * 'contains' rule, replaced by this one for the console's option filters: src/app/locale.ts).
 */
export const foldedContains = (value: unknown, filter: unknown): boolean => {
  const typed = filter == null ? '' : foldSearchText(String(filter)).trim()
  if (typed === '') return true
  return value != null && foldSearchText(String(value)).includes(typed)
}
