/**
 * Pact response templates derived from a row's example, so the 130-odd rows carry no matcher code:
 *
 * - the envelope is matched by type (`like`): `status` a number, `messages` a list of `{ message }`;
 * - an item payload by type, a list payload with `eachLike` (at least one element of that shape),
 *   an empty list by value (`[]`);
 * - inside a payload, strings that are ISO date-times or `YYYY-MM` months get `regex` matchers
 *   (the console's own patterns); `exact` paths are compared by value (the facts a call is about,
 *   e.g. `frozen` after a freeze); every other field only by type;
 * - only what the console decodes appears: the catalogue's payload schema fields, nothing else.
 *
 * Nullable fields are examples like any other: `null` in the example means the provider answers
 * null in that state, so the states fix every nullable field (see provider-states.ts).
 */
import { HTTPResponseStatusClass, MatchersV3 } from '@pact-foundation/pact'
import { isoDateTimePattern } from '../../../src/domain/fields'
import type { InteractionSpec, JsonValue } from './contract'

const { like, eachLike, regex, equal, integer, matchStatus } = MatchersV3

const yearMonthPattern = /^\d{4}-(0[1-9]|1[0-2])$/

/** The example with matchers for dates and exact paths; other values stay plain (matched by the enclosing `like`). */
export const template = (value: JsonValue, exact: ReadonlySet<string>, path = ''): unknown => {
  if (exact.has(path)) return equal(value)
  if (typeof value === 'string') {
    if (isoDateTimePattern.test(value)) return regex(isoDateTimePattern.source, value)
    if (yearMonthPattern.test(value)) return regex(yearMonthPattern.source, value)
    return value
  }
  if (Array.isArray(value)) return value.map((item: JsonValue) => template(item, exact, `${path}[]`))
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value as Record<string, JsonValue>).map(([key, item]) => [key, template(item, exact, path ? `${path}.${key}` : key)]),
    )
  return value
}

const messagesOf = (messages: ReadonlyArray<string>) => eachLike({ message: like(messages[0] ?? '') }, 1)

/** Any 2xx: the console treats every success status alike (200, 201 for creations, 202 for the log proxy). */
export const success = (example: number) => matchStatus(example, HTTPResponseStatusClass.Success)

/** HTTP status and JSON body template of the row's response (not for CSV rows). */
export const responseOf = (spec: InteractionSpec): { status: number | ReturnType<typeof success>; body: unknown } => {
  const exact = new Set(spec.exact ?? [])
  const outcome = spec.outcome
  switch (outcome.kind) {
    case 'item':
    case 'quarantined': {
      const status = outcome.kind === 'item' ? (outcome.status ?? 200) : 200
      return {
        status: success(status),
        body: like({ payload: template(outcome.payload as JsonValue, exact), status: integer(status), messages: [] }),
      }
    }
    case 'page': {
      const item = template(outcome.items[0] as JsonValue, exact)
      return {
        status: success(200),
        body: like({
          payload: eachLike(item, 1),
          status: integer(200),
          messages: [],
          ...(outcome.nextCursorKey === undefined
            ? {}
            : { nextPaging: { nextCursorKey: outcome.nextCursorKey === null ? null : like(outcome.nextCursorKey) } }),
        }),
      }
    }
    case 'empty':
      return { status: success(200), body: like({ payload: equal([]), status: integer(200), messages: [] }) }
    case 'refused':
      return {
        status: outcome.status,
        body: { status: integer(outcome.status), messages: messagesOf(outcome.messages) },
      }
    case 'csv':
      throw new Error('CSV rows have no JSON body')
  }
}

/** Escape a literal for a (Rust) regex. */
export const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

export { regex }
