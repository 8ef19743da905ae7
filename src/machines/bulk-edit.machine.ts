/**
 * 「一括編集」 of a list's ticked rows (doctors, clients, organisations): staff choose 項目 (a field the
 * record declaration marks bulk-editable: `<kind>Record.bulkEditable`) and 値 (the field's own
 * widget), see how many of the ticked records it changes, and 実行: ONE call (`runBulkEdit`: the
 * kind's `admin.<kind>.bulkEdit`), each row written at the version the list read, recorded as one
 * batch. The results are one line per row (the bulk results dialog): done, already that value, or
 * not written (他の操作者が更新済み, 削除されています). A refusal of the whole edit (a bad value: 400
 * with the field's words) keeps the dialog open with the server's words.
 *
 *   idle --edit.open [rows]--> editing --edit.submit (changes some row)--> saving --done--> results --results.close--> idle
 *     ^                          |  edit.field / edit.value                   |
 *     +------edit.cancel---------+  <-------------- error (its words) --------+
 */
import { assign, setup } from 'xstate'
import { batchRowTexts, type Batch, type BatchRowStatus, type BulkEditRequest, type BulkEditResult } from '../domain/batch'
import type { BulkOutcome } from './bulk-action.machine'
import { messageOf, required, unusedInvokeKeys } from './machine-helpers'

/** A ticked row: its id and version (for the call), how staff recognise it, and its bulk-editable fields' values now. */
export interface BulkEditRow<Id extends string = string> {
  readonly id: Id
  readonly version: number
  readonly label: string
  readonly values: Readonly<Record<string, unknown>>
}

export interface BulkEditContext<Id extends string = string> {
  /** The fields offered (the declaration's `bulkEditable`, in the form's order). */
  readonly fields: ReadonlyArray<string>
  /** Of those, the ones none (blank) is a value of (the declaration's `bulkClearable`); for the others none changes nothing. */
  readonly clearable: ReadonlyArray<string>
  readonly rows: ReadonlyArray<BulkEditRow<Id>>
  readonly field: string
  /** The value as the widget holds it ('' and null: none). */
  readonly value: unknown
  /** Why the server refused the edit (its words), shown in the dialog. */
  readonly errors: ReadonlyArray<string>
  readonly outcomes: ReadonlyArray<BulkOutcome<Id>>
  readonly batch?: Batch
}

export type BulkEditEvent<Id extends string = string> =
  | { readonly type: 'edit.open'; readonly rows: ReadonlyArray<BulkEditRow<Id>> }
  | { readonly type: 'edit.field'; readonly field: string }
  | { readonly type: 'edit.value'; readonly value: unknown }
  | { readonly type: 'edit.submit' }
  | { readonly type: 'edit.cancel' }
  | { readonly type: 'results.close' }

/** A value as sent: a blank one is none (null); the widgets hold text, a flag or a list of ids (`FormValueKind`). */
export const bulkEditValueOf = (value: unknown): BulkEditRequest['value'] => (value === '' || value === undefined ? null : (value as BulkEditRequest['value']))

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/** How many of the ticked records the edit changes (the others already hold the value; none changes nothing of a field that must have one). */
export const bulkEditChanges = (context: Pick<BulkEditContext, 'rows' | 'field' | 'value' | 'clearable'>): number =>
  bulkEditValueOf(context.value) === null && !context.clearable.includes(context.field)
    ? 0
    : context.rows.filter((r) => !same(r.values[context.field], bulkEditValueOf(context.value))).length

const outcomeOf = (status: BatchRowStatus): Pick<BulkOutcome, 'status' | 'error'> =>
  status === 'applied' ? { status: 'done' } : status === 'unchanged' ? { status: 'done', error: batchRowTexts.unchanged } : { status: 'failed', error: batchRowTexts[status] }

/** The bulk edit over a kind's rows: `fields` its declaration's bulk-editable fields (`clearable`: those none is a value of), `Id` its rows' (branded) id. */
export const makeBulkEditMachine = <Id extends string>(fields: ReadonlyArray<string>, clearable: ReadonlyArray<string> = fields) => {
  const initial: BulkEditContext<Id> = { fields, clearable, rows: [], field: fields[0] ?? '', value: null, errors: [], outcomes: [], batch: undefined }
  return setup({
    types: {
      context: {} as BulkEditContext<Id>,
      events: {} as BulkEditEvent<Id>,
    },
    actors: {
      runBulkEdit: required<BulkEditResult, BulkEditRequest>('runBulkEdit'),
    },
    guards: {
      picked: ({ event }) => event.type === 'edit.open' && event.rows.length > 0,
      offered: ({ event, context }) => event.type === 'edit.field' && context.fields.includes(event.field),
      changesSome: ({ context }) => bulkEditChanges(context) > 0,
    },
  }).createMachine({
    id: 'bulkEdit',
    context: initial,
    initial: 'idle',
    states: {
      idle: {
        on: {
          'edit.open': { guard: 'picked', target: 'editing', actions: assign(({ event }) => ({ ...initial, rows: event.rows })) },
        },
      },
      editing: {
        tags: ['open'],
        on: {
          'edit.field': { guard: 'offered', actions: assign(({ event }) => ({ field: event.field, value: null, errors: [] })) },
          'edit.value': { actions: assign(({ event }) => ({ value: event.value, errors: [] })) },
          'edit.submit': { guard: 'changesSome', target: 'saving' },
          'edit.cancel': { target: 'idle', actions: assign(() => initial) },
        },
      },
      saving: {
        tags: ['open', 'busy'],
        invoke: {
          ...unusedInvokeKeys,
          id: 'runBulkEdit',
          src: 'runBulkEdit',
          input: ({ context }) => ({ rows: context.rows.map((r) => ({ id: r.id, version: r.version })), field: context.field, value: bulkEditValueOf(context.value) }),
          onDone: {
            target: 'results',
            actions: assign(({ context, event }) => {
              const byId = new Map(event.output.results.map((r) => [r.id, r.status]))
              return {
                batch: event.output.batch,
                outcomes: context.rows.map((row) => ({ row: { id: row.id, label: row.label }, ...outcomeOf(byId.get(row.id) ?? 'missing') })),
              }
            }),
          },
          onError: { target: 'editing', actions: assign(({ event }) => ({ errors: [messageOf(event.error)] })) },
        },
      },
      results: {
        tags: ['open'],
        on: { 'results.close': { target: 'idle', actions: assign(() => initial) } },
      },
    },
  })
}

export type BulkEditMachine<Id extends string = string> = ReturnType<typeof makeBulkEditMachine<Id>>
