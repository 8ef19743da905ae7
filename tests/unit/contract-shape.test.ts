/**
 * The matching rules derived from the console's Schemas (tests/contract/support/shape.ts): what
 * the backend team's provider is held to, so each rule is checked on a small Schema here.
 */
import { Schema } from 'effect'
import { describe, expect, it } from 'vitest'
import { IsoDateTime, Prefecture } from '@src/domain/fields'
import { DoctorId } from '@src/domain/ids'
import { state } from '../contract/support/contract'
import { allowNullAt, injectableValues, pathTemplate, requestTemplate, responseShape, wireAst } from '../contract/support/shape'

const Body = Schema.Struct({
  keyword: Schema.optional(Schema.String),
  doctorId: Schema.optional(DoctorId),
  from: Schema.optional(IsoDateTime),
  frozen: Schema.optional(Schema.Boolean),
  sort: Schema.optional(Schema.Literals(['createdAt', 'email'])),
  prefectures: Schema.optional(Schema.Array(Prefecture)),
  cursor: Schema.optional(Schema.NullOr(Schema.String)),
  limit: Schema.optional(Schema.Number),
  version: Schema.optional(Schema.Number),
  note: Schema.optional(Schema.NullOr(Schema.String)),
})

const Item = Schema.Struct({
  id: DoctorId,
  name: Schema.String,
  phone: Schema.NullOr(Schema.String),
  deletedAt: Schema.NullOr(IsoDateTime),
  sort: Schema.Literals(['createdAt', 'email']),
  tags: Schema.Array(Schema.Struct({ name: Schema.String })),
  hold: Schema.NullOr(Schema.Struct({ reason: Schema.String })),
})

const rule = (template: unknown) => template as Record<string, unknown>

describe('request rules: what the console varies matches by type or pattern, what chooses behaviour by value', () => {
  const states = injectableValues([state('doctor 42 exists', { doctorId: '42' }), state('the doctor list has a next page', { cursor: 'c-1' })])
  const body = rule(
    requestTemplate(
      wireAst(Body),
      { keyword: '山田', doctorId: '42', from: '2024-04-01T09:00:00.000Z', frozen: true, sort: 'email', prefectures: ['東京都'], cursor: 'c-1', limit: 50, version: 3, note: null },
      states,
    ),
  )

  it('a keyword by type, a version by integer, a date-time by its pattern', () => {
    expect(body['keyword']).toMatchObject({ 'pact:matcher:type': 'type', value: '山田' })
    expect(body['version']).toMatchObject({ 'pact:matcher:type': 'integer', value: 3 })
    expect(body['from']).toMatchObject({ 'pact:matcher:type': 'regex', value: '2024-04-01T09:00:00.000Z' })
  })

  it('an id a state gave is injected from that state and matched by the id pattern', () => {
    expect(body['doctorId']).toMatchObject({ 'pact:matcher:type': 'regex', 'pact:generator:type': 'ProviderState', expression: '${doctorId}', value: '42' })
  })

  it("the cursor is the provider's own, from its state", () => {
    expect(body['cursor']).toMatchObject({ 'pact:generator:type': 'ProviderState', expression: '${cursor}' })
  })

  it('flags by type, enums by a regex of their values, the page size by integer, null by value', () => {
    expect(body['frozen']).toMatchObject({ 'pact:matcher:type': 'type', value: true })
    expect(body['sort']).toMatchObject({ 'pact:matcher:type': 'regex', regex: '^(createdAt|email)$', value: 'email' })
    expect(body['limit']).toMatchObject({ 'pact:matcher:type': 'integer', value: 50 })
    expect(body['note']).toBeNull()
    const prefectures = rule(body['prefectures'])
    expect(prefectures['min']).toBe(0)
    const [element] = prefectures['value'] as Array<Record<string, string>>
    expect(element?.['regex']).toContain('|東京都|')
    expect(new RegExp(element!['regex']!).test('沖縄県')).toBe(true)
  })

  it("a form's checkbox by type; a map keyed by data by its values; a nullable field is collected for 'or null'", () => {
    const Form = Schema.Struct({ allowed: Schema.Boolean, cells: Schema.Record(Schema.String, Schema.String) })
    const form = rule(requestTemplate(wireAst(Form), { allowed: false, cells: { 氏名: '山田' } }, states))
    expect(form['allowed']).toMatchObject({ 'pact:matcher:type': 'type', value: false })
    expect(form['cells']).toMatchObject({ 'pact:matcher:type': 'values' })
    const nullable: string[] = []
    requestTemplate(wireAst(Body), { note: 'メモ', keyword: 'x' }, states, '', '$', nullable)
    expect(nullable).toEqual(['$.note'])
  })

  it('a path: ids from their state, the shape by regex', () => {
    const path = rule(pathTemplate('/doctors/{doctorID}', '/api/v1/admin', { doctorID: '42' }, states))
    expect(path).toMatchObject({ 'pact:generator:type': 'ProviderState', expression: '/api/v1/admin/doctors/${doctorId}', value: '/api/v1/admin/doctors/42' })
    expect(new RegExp(String(path['regex'])).test('/api/v1/admin/doctors/7300042')).toBe(true)
    expect(new RegExp(String(path['regex'])).test('/api/v1/admin/doctors/42/extra')).toBe(false)
    expect(pathTemplate('/doctors/search', '/api/v1/admin', {}, states)).toBe('/api/v1/admin/doctors/search')
  })
})

describe('response rules: anything the console decodes passes', () => {
  const example = { id: '42', name: '山田', phone: null, deletedAt: null, sort: 'email', tags: [{ name: '循環器' }], hold: null }
  const shape = responseShape(wireAst(Item), example, { exact: new Set(), samples: (field) => (field === 'phone' ? '090' : field.endsWith('At') ? '2024-04-01T09:00:00.000Z' : undefined), path: '$.payload' })
  const template = rule(shape.template)

  it('nullable scalars get a non-null example and "or null"', () => {
    expect(shape.example).toMatchObject({ phone: '090', deletedAt: '2024-04-01T09:00:00.000Z' })
    expect(shape.nullablePaths).toEqual(['$.payload.phone', '$.payload.deletedAt'])
    const rules: Record<string, { combine?: string; matchers: Array<Record<string, unknown>> }> = {
      '$.payload.deletedAt': { combine: 'AND', matchers: [{ match: 'regex', regex: 'x' }] },
    }
    allowNullAt(rules, shape.nullablePaths)
    expect(rules['$.payload.phone']).toEqual({ combine: 'OR', matchers: [{ match: 'type' }, { match: 'null' }] })
    expect(rules['$.payload.deletedAt']).toEqual({ combine: 'OR', matchers: [{ match: 'regex', regex: 'x' }, { match: 'null' }] })
  })

  it('a nullable object is answered by the mock but left out of the written contract (Pact has no "object or null")', () => {
    expect(template['hold']).toBeNull()
    expect(shape.anyPaths).toContain('$.payload.hold')
    expect(shape.nullablePaths).not.toContain('$.payload.hold')
  })

  it('lists may be empty; ids by pattern; enums by their values', () => {
    expect(template['tags']).toMatchObject({ 'pact:matcher:type': 'type', min: 0 })
    expect(template['id']).toMatchObject({ 'pact:matcher:type': 'regex' })
    expect(String(rule(template['sort'])['regex'])).toBe('^(createdAt|email)$')
  })

  it('a nullable field with no sample is an error that names it, not a silent null', () => {
    expect(() => responseShape(wireAst(Item), example, { exact: new Set(), samples: () => undefined, path: '$.payload' })).toThrow(/phone/)
  })
})
