/**
 * `payloadCheck` (server/src/http/app.ts): every answer goes through its call's payload schema —
 * unnamed fields dropped, a malformed answer refused — decoding only when the schema has no
 * encoding (same JSON as decoding and encoding again), there and back when it has one.
 */
import { Schema, SchemaAST } from 'effect'
import { describe, expect, it } from 'vitest'
import { allEndpoints } from '@src/domain/catalogue'
import { payloadCheck } from '@server/src/http/app'

const Plain = Schema.Struct({ id: Schema.String, count: Schema.Number, note: Schema.NullOr(Schema.String) })
const Encoded = Schema.Struct({ id: Schema.String, count: Schema.NumberFromString })

describe('payloadCheck', () => {
  it('a schema without encodings: decoded only, unnamed fields dropped, the same JSON as there and back', () => {
    const check = payloadCheck(Plain as unknown as Schema.Codec<unknown, unknown>)
    const json = { id: 'd-1', count: 3, note: null, secret: 'x' }
    expect(check(json)).toEqual({ id: 'd-1', count: 3, note: null })
    expect(check(json)).toEqual(Schema.encodeSync(Plain)(Schema.decodeUnknownSync(Plain)(json)))
    expect(() => check({ id: 'd-1', count: '3', note: null })).toThrow()
  })

  it('a schema with an encoding goes there and back: the wire form is answered', () => {
    const check = payloadCheck(Encoded as unknown as Schema.Codec<unknown, unknown>)
    expect(check({ id: 'd-1', count: '3', extra: 1 })).toEqual({ id: 'd-1', count: '3' })
    expect(() => check({ id: 'd-1', count: 3 })).toThrow()
  })

  it('the catalogue: the calls whose payload has an encoding are the ones that go there and back', () => {
    const withEncoding = allEndpoints.filter((e) => e.payload && SchemaAST.toType(e.payload.ast) !== e.payload.ast).map((e) => e.name)
    expect(withEncoding.sort()).toEqual(['direct.admissions.check', 'general.admissions.check', 'general.expertise.tree'])
  })
})
