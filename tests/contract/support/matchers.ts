/**
 * Pact response templates of a row (the rules themselves come from the payload Schema:
 * ./shape.ts `responseShape`):
 *
 * - the envelope is matched by type (`like`): `status` a number, `messages` a list of `{ message }`;
 * - an item payload by its Schema, a list payload as a possibly empty list of elements shaped like
 *   the example's first (`min: 0`), an empty list by value (`[]`);
 * - nullable scalars: a non-null example and "type OR null" (added to the written file);
 * - only what the console decodes appears: the catalogue's payload schema fields, nothing else.
 */
import { HTTPResponseStatusClass, MatchersV3 } from '@pact-foundation/pact'
import { catalogue } from '@src/domain/catalogue'
import type { AnyEndpoint } from '@src/domain/endpoint'
import type { InteractionSpec, JsonValue } from './contract'
import { nullableSamples } from './examples'
import { possiblyEmpty, responseShape, wireAst } from './shape'

const { like, eachLike, regex, equal, integer, matchStatus } = MatchersV3

const messagesOf = (messages: ReadonlyArray<string>) => eachLike({ message: like(messages[0] ?? '') }, 1)

/** Any 2xx: the console treats every success status alike (200, 201 for creations, 202 for the log proxy). */
export const success = (example: number) => matchStatus(example, HTTPResponseStatusClass.Success)

export interface ResponseOf {
  readonly status: number | ReturnType<typeof success>
  readonly body: unknown
  /** The payload the mock answers (item: the payload; page: one element), nullable scalars filled. */
  readonly example?: JsonValue
  /** Body paths whose rule also accepts null (added to the written Pact file). */
  readonly nullablePaths: ReadonlyArray<string>
  /** Body paths the written Pact file leaves out (fields the console takes as any JSON). */
  readonly anyPaths?: ReadonlyArray<string>
}

/** HTTP status and JSON body template of the row's response (not for CSV rows). */
export const responseOf = (spec: InteractionSpec): ResponseOf => {
  const exact = new Set(spec.exact ?? [])
  const endpoint = catalogue[spec.call] as AnyEndpoint
  const payloadAst = wireAst(endpoint.payload)
  const outcome = spec.outcome
  switch (outcome.kind) {
    case 'item':
    case 'quarantined': {
      const status = outcome.kind === 'item' ? (outcome.status ?? 200) : 200
      const shape = responseShape(payloadAst, outcome.payload as JsonValue, { exact, samples: nullableSamples, path: '$.payload' })
      return {
        status: success(status),
        body: like({ payload: shape.template, status: integer(status), messages: [] }),
        example: shape.example,
        nullablePaths: shape.nullablePaths,
        anyPaths: shape.anyPaths,
      }
    }
    case 'page': {
      // a list call's payload Schema is its element's (`shape: 'list'`)
      const element = payloadAst._tag === 'Arrays' ? (payloadAst.rest[0] ?? payloadAst.elements[0] ?? payloadAst) : payloadAst
      // a list's elements are compared by their Schema only: the provider's data decides what else a page holds
      const shape = responseShape(element, outcome.items[0] as JsonValue, { exact: new Set(), samples: nullableSamples, path: '$.payload[*]' })
      return {
        status: success(200),
        body: like({
          payload: possiblyEmpty(shape.template),
          status: integer(200),
          messages: [],
          // a cursor the row shows is asked for (a string); 'no next page' is not: whether a list goes on
          // depends on the provider's data, and the console reads a missing or null `nextPaging` as the last page
          ...(typeof outcome.nextCursorKey === 'string' ? { nextPaging: { nextCursorKey: like(outcome.nextCursorKey) } } : {}),
        }),
        example: shape.example,
        nullablePaths: shape.nullablePaths,
        anyPaths: shape.anyPaths,
      }
    }
    case 'empty':
      return { status: success(200), body: like({ payload: equal([]), status: integer(200), messages: [] }), nullablePaths: [] }
    case 'refused':
      return {
        status: outcome.status,
        body: { status: integer(outcome.status), messages: messagesOf(outcome.messages) },
        nullablePaths: [],
      }
    case 'csv':
      throw new Error('CSV rows have no JSON body')
  }
}

/** Escape a literal for a (Rust) regex. */
export const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

export { regex }
