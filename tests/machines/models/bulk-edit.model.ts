import { expect } from 'vitest'
import type { BulkEditResult } from '@src/domain/batch'
import { bulkEditChanges, makeBulkEditMachine, type BulkEditRow } from '@src/machines/bulk-edit.machine'
import { defineModelSpec } from '../support/model'

/**
 * Two ticked rows: the first holds nothing in any field, the second 'B' in each. The events read the
 * fields the machine offers (its context), so the one spec runs on every configured instance
 * (doctors: 都道府県・所属組織; clients: 都道府県; organisations: 種別・都道府県).
 */
const rowsOf = (fields: ReadonlyArray<string>): ReadonlyArray<BulkEditRow> => [
  { id: 'r-1', version: 3, label: '山田 太郎', values: Object.fromEntries(fields.map((f) => [f, null])) },
  { id: 'r-2', version: 7, label: '佐藤 花子', values: Object.fromEntries(fields.map((f) => [f, 'B'])) },
]

const batch = {
  id: '900', action: 'bulkEdit', targetType: 'doctor', field: 'prefecture', fileName: null, actorEmail: 'operator@medicolle.example', actorName: '担当 一郎',
  counts: { applied: 1, unchanged: 0, stale: 1, failed: 0 }, undoOf: null, undoneBy: null, createdAt: '2026-12-07T23:00:00.000Z',
} as BulkEditResult['batch']
const result: BulkEditResult = { batch, results: [{ id: 'r-2', status: 'stale' }, { id: 'r-1', status: 'applied' }] }

const fields = ['prefecture', 'organizationId']

export const spec = defineModelSpec({
  machine: makeBulkEditMachine(fields, fields),
  factory: makeBulkEditMachine,
  label: 'bulkEdit',
  events: (snapshot) => {
    const offered = snapshot.context.fields
    switch (snapshot.value) {
      case 'idle':
        return [
          { type: 'edit.open', rows: rowsOf(offered) },
          // nothing ticked: no dialog
          { type: 'edit.open', rows: [] },
        ]
      case 'editing':
        return [
          { type: 'edit.field', field: offered[offered.length - 1]! },
          // a field the declaration does not offer (the e-mail): refused
          { type: 'edit.field', field: 'email' },
          // 'B': only the first row changes; blank: the second (where none is a value), else nothing
          { type: 'edit.value', value: 'B' },
          { type: 'edit.value', value: '' },
          { type: 'edit.submit' },
          { type: 'edit.cancel' },
        ]
      case 'saving':
        return [
          { type: 'xstate.done.actor.runBulkEdit', output: result },
          { type: 'xstate.error.actor.runBulkEdit', error: new Error('都道府県: 都道府県を選択してください') },
        ]
      default:
        return [{ type: 'results.close' }]
    }
  },
  stopWhen: (snapshot) => snapshot.context.errors.length > 0 && snapshot.value === 'saving',
  checks: {
    '*': (snapshot) => {
      expect(snapshot.hasTag('busy')).toBe(snapshot.value === 'saving')
      expect(snapshot.hasTag('open')).toBe(snapshot.value !== 'idle')
      expect(snapshot.context.fields).toContain(snapshot.context.field)
    },
    idle: (snapshot) => expect(snapshot.context).toMatchObject({ rows: [], value: null, errors: [], outcomes: [], field: snapshot.context.fields[0] }),
    editing: (snapshot) => expect(snapshot.context.rows).toHaveLength(2),
    // one call: every ticked row at the version read, the field, the value (blank sent as null); only when it changes a row
    saving: (snapshot, run) => {
      expect(bulkEditChanges(snapshot.context)).toBeGreaterThan(0)
      expect(run.stubs.runBulkEdit!.pending().input).toEqual({
        rows: [{ id: 'r-1', version: 3 }, { id: 'r-2', version: 7 }],
        field: snapshot.context.field,
        value: snapshot.context.value === '' ? null : snapshot.context.value,
      })
    },
    // one line per ticked row, in the list's order: written, or not and why
    results: (snapshot) => {
      expect(snapshot.context.batch).toEqual(batch)
      expect(snapshot.context.outcomes).toEqual([
        { row: { id: 'r-1', label: '山田 太郎' }, status: 'done' },
        { row: { id: 'r-2', label: '佐藤 花子' }, status: 'failed', error: '他の操作者が更新済みです' },
      ])
    },
  },
})
