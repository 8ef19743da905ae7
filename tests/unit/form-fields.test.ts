// A form's fields declared once (src/machines/form-fields.ts): the values Schema, the empty values,
// entity → values, the normalised input and the validation are all derived from one list, and a
// field that does not fit the entity or the input Schema does not compile.
import { Schema } from 'effect'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { Email, normalizeEmail, normalizePhone, normalizeText, RequiredText, validationMessages } from '@src/domain/fields'
import { flag, formFields, list, text } from '@src/machines/form-fields'

interface Staff {
  readonly email: string
  readonly name: string
  readonly tel: string | null
  readonly team: string | null
  readonly role: 'admin' | 'staff'
  readonly groupIds: ReadonlyArray<string>
  readonly active: boolean
  readonly age: number
}

const StaffInput = Schema.Struct({
  email: Email,
  name: RequiredText(20),
  phone: Schema.optional(Schema.NullOr(Schema.String)),
  team: Schema.optional(Schema.NullOr(Schema.String)),
  role: Schema.Literals(['admin', 'staff']),
  groupIds: Schema.Array(Schema.String),
  active: Schema.Boolean,
  note: Schema.optional(Schema.String),
})

const staffFields = formFields<Staff>()(StaffInput, {
  email: text({ normalize: normalizeEmail }),
  name: text({ normalize: normalizeText }),
  phone: text({ from: (s) => s.tel, normalize: normalizePhone, optional: true }),
  team: text({ optional: true }),
  role: text({ empty: 'staff' }),
  groupIds: list(),
  active: flag({ empty: true }),
})

const staff: Staff = { email: 'a@example.jp', name: '山田', tel: '03-1234-5678', team: null, role: 'admin', groupIds: ['7', '9'], active: false, age: 40 }

describe('formFields', () => {
  it('derives the values type and Schema from the one list', () => {
    expectTypeOf(staffFields.empty).toEqualTypeOf<{
      readonly email: string
      readonly name: string
      readonly phone: string
      readonly team: string
      readonly role: string
      readonly groupIds: ReadonlyArray<string>
      readonly active: boolean
    }>()
    expectTypeOf<typeof staffFields.schema.Type>().toEqualTypeOf<typeof staffFields.empty>()
    const decode = Schema.decodeUnknownOption(staffFields.schema)
    expect(decode({ ...staffFields.empty, groupIds: ['1'] })._tag).toBe('Some')
    expect(decode({ ...staffFields.empty, active: 'yes' })._tag).toBe('None')
    expect(decode({ ...staffFields.empty, groupIds: [1] })._tag).toBe('None')
    const { role: _, ...withoutRole } = staffFields.empty
    expect(decode(withoutRole)._tag).toBe('None')
  })

  it('gives the empty values of a new record: blank, or the default a field names', () => {
    expect(staffFields.empty).toEqual({ email: '', name: '', phone: '', team: '', role: 'staff', groupIds: [], active: true })
    expect(formFields<Staff>()(Schema.Struct({ active: Schema.Boolean }), { active: flag() }).empty).toEqual({ active: false })
  })

  it('reads an entity: the property of the same name or `from`, null as an empty input', () => {
    expect(staffFields.toValues(staff)).toEqual({ email: 'a@example.jp', name: '山田', phone: '03-1234-5678', team: '', role: 'admin', groupIds: ['7', '9'], active: false })
    expect(staffFields.toValues({ ...staff, tel: null, team: '営業' })).toMatchObject({ phone: '', team: '営業' })
  })

  it('normalises each field into the input, a blank optional one as null', () => {
    const values = { ...staffFields.empty, email: ' ａ@example.jp ', name: ' 山田　太郎 ', phone: '０３ー１２３４ー５６７８', team: '   ' }
    expect(staffFields.input(values)).toEqual({
      email: 'a@example.jp', name: '山田 太郎', phone: '03-1234-5678', team: null, role: 'staff', groupIds: [], active: true,
    })
    // a blank required text stays '' (the input Schema says it is required)
    expect(staffFields.input({ ...values, name: '  ' }).name).toBe('')
    expect(staffFields.input({ ...values, phone: ' ' }).phone).toBeNull()
  })

  it('validates with the input Schema: the body, or messages by field', () => {
    expect(staffFields.validate(staffFields.toValues(staff))).toEqual({
      ok: true,
      body: { email: 'a@example.jp', name: '山田', phone: '03-1234-5678', team: null, role: 'admin', groupIds: ['7', '9'], active: false },
    })
    const result = staffFields.validate({ ...staffFields.empty, email: 'not-an-email', role: 'boss' })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors['email']).toEqual([validationMessages.email])
    expect(result.errors['name']).toEqual([validationMessages.required])
    expect(Object.keys(result.errors)).toEqual(expect.arrayContaining(['email', 'name', 'role']))
  })

  it('refuses a field that does not fit the entity or the input Schema (type errors)', () => {
    const declare = formFields<Staff>()
    const rest = { name: text(), role: text(), groupIds: list(), active: flag() }
    // @ts-expect-error the entity has no `phone`: a field of another name needs `from`
    declare(StaffInput, { ...rest, email: text(), phone: text() })
    // @ts-expect-error `age` is a number: not a text field read by its name
    declare(Schema.Struct({ age: Schema.String }), { age: text() })
    // @ts-expect-error `from` reads a boolean for a text field
    declare(StaffInput, { ...rest, email: text({ from: (s) => s.active }) })
    // @ts-expect-error `email` is required by the input Schema and has no field
    declare(StaffInput, { ...rest, phone: text({ from: (s) => s.tel }) })
    // @ts-expect-error `age` is not a key of the input Schema
    declare(StaffInput, { ...rest, email: text(), age: text({ from: (s) => String(s.age) }) })
    // optional keys of the input Schema (phone, team, note) may have no field
    expect(declare(StaffInput, { ...rest, email: text() }).empty).toEqual({ name: '', role: '', groupIds: [], active: false, email: '' })
  })
})
