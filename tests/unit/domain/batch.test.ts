/** What 「一括編集」 offers and accepts, from the record declarations (src/domain/batch.ts, record.ts `bulkEditable`). */
import { describe, expect, it } from 'vitest'
import { bulkEditValue } from '@src/domain/batch'
import { ClientInput, clientRecord } from '@src/domain/client'
import { DoctorInput, doctorRecord } from '@src/domain/doctor'
import { defineRecord } from '@src/domain/record'
import { OrganizationInput, organizationRecord } from '@src/domain/organization'

describe('bulk-editable fields', () => {
  it('are the declared ones, in the form\'s order, never the e-mail or a name', () => {
    expect(doctorRecord.bulkEditable).toEqual(['prefecture', 'organizationId'])
    expect(clientRecord.bulkEditable).toEqual(['prefecture'])
    expect(organizationRecord.bulkEditable).toEqual(['kind', 'prefecture'])
    // none is a value only of what the form leaves optional (種別 is required)
    expect(organizationRecord.bulkClearable).toEqual(['prefecture'])
    expect(doctorRecord.bulkClearable).toEqual(['prefecture', 'organizationId'])
    for (const r of [doctorRecord, clientRecord, organizationRecord]) for (const f of r.bulkEditable) expect(r.form).toContain(f)
  })

  it('must be fields of the form (what a plain operator may edit one by one)', () => {
    type Thing = { readonly id: string; readonly name: string; readonly secret: string }
    expect(() =>
      defineRecord<Thing, { readonly name: string }>()({
        kind: 'thing',
        fields: { name: { label: '名前', form: { widget: { kind: 'text' } } }, secret: { label: '秘密', bulkEditable: true } },
        computed: {}, form: ['name'], detail: [], list: [], csv: [],
      }),
    ).toThrow('thing: bulkEditable fields must be fields of the form: secret')
  })
})

describe('bulkEditValue', () => {
  it('decodes the value with the field\'s own input Schema; null clears an optional field', () => {
    expect(bulkEditValue(doctorRecord, DoctorInput, 'prefecture', '北海道')).toEqual({ ok: true, value: '北海道' })
    expect(bulkEditValue(doctorRecord, DoctorInput, 'prefecture', null)).toEqual({ ok: true, value: null })
    expect(bulkEditValue(organizationRecord, OrganizationInput, 'kind', 'clinic')).toEqual({ ok: true, value: 'clinic' })
  })

  it('refuses in Japanese, naming the field: a bad value, a field that is not bulk-editable', () => {
    const bad = bulkEditValue(clientRecord, ClientInput, 'prefecture', 'カリフォルニア')
    expect(bad.ok).toBe(false)
    expect(!bad.ok && bad.errors[0]).toMatch(/^都道府県: /)
    expect(bulkEditValue(doctorRecord, DoctorInput, 'email', 'a@b.jp')).toEqual({ ok: false, errors: ['項目: email は一括編集できません'] })
    const kind = bulkEditValue(organizationRecord, OrganizationInput, 'kind', 'castle')
    expect(!kind.ok && kind.errors[0]).toMatch(/^種別: /)
  })
})
