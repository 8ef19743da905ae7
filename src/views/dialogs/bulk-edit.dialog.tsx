/**
 * 「一括編集」 of a list's ticked rows (src/machines/bulk-edit.machine.ts): 項目 (the record
 * declaration's bulk-editable fields, by their labels), 値 (the field's own widget from the
 * declaration, as the record's form renders it: `RecordFormFields`; a page widget such as the
 * organisation select is the page's), how many of the ticked records it changes, 実行; then the
 * bulk results (one line per row). Closing the results calls `onClosed` (the list page clears its
 * selection and reloads).
 */
import { useSelector } from '@xstate/react'
import { Button } from 'primereact/button'
import { Dropdown } from 'primereact/dropdown'
import type { ReactNode } from 'react'
import type { ActorRefFrom } from 'xstate'
import type { FieldDecl } from '../../domain/record'
import { bulkEditChanges, type BulkEditMachine, type BulkEditRow } from '../../machines/bulk-edit.machine'
import { FormField, ServerError } from '../components/entity-form.component'
import type { RowSelection } from '../components/list-page.component'
import { usePageActor } from '../components/page-actor'
import { RecordFormFields, type WidgetProps } from '../components/record-form.component'
import { listActionsText } from '../text/list-actions.text'
import { BulkResults } from './bulk-action.dialog'
import { CancelAndAnswer, ModalDialog } from './modal.dialog'

const t = listActionsText.bulkEdit

/** The record declaration as the dialog reads it: its kind, its fields' declarations and labels. */
export interface BulkEditRecord {
  readonly kind: string
  readonly fields: object
  readonly labels: Readonly<Record<string, string>>
  readonly bulkEditable: ReadonlyArray<string>
}

/**
 * A list page's 「一括編集」: the actor, whether it is free, and `start()` with the ticked rows (id,
 * version, name, and their bulk-editable fields' values now: what 「N件を変更します」 counts).
 */
export const useBulkEdit = <Row extends { readonly version: number }, Id extends string>(machine: BulkEditMachine<Id>, selection: RowSelection<Row, Id>, record: BulkEditRecord) => {
  const actor = usePageActor(machine)
  const idle = useSelector(actor, (s) => s.value === 'idle')
  const start = () =>
    actor.send({
      type: 'edit.open',
      rows: selection.rows.map(
        (row): BulkEditRow<Id> => ({
          id: selection.keyOf(row),
          version: row.version,
          label: selection.labelOf(row),
          values: Object.fromEntries(record.bulkEditable.map((f) => [f, (row as Readonly<Record<string, unknown>>)[f] ?? null])),
        }),
      ),
    })
  return { actor, idle, start }
}

export interface BulkEditDialogProps<Id extends string> {
  readonly actor: ActorRefFrom<BulkEditMachine<Id>>
  readonly record: BulkEditRecord
  /** The widgets that need the page's machines (the organisation select). */
  readonly widgets?: { readonly organization?: (props: WidgetProps) => ReactNode }
  readonly onClosed: () => void
}

export const BulkEditDialog = <Id extends string>({ actor, record, widgets, onClosed }: BulkEditDialogProps<Id>) => {
  const state = useSelector(actor, (s) => s.value)
  const context = useSelector(actor, (s) => s.context)
  const busy = state === 'saving'
  const decls = record.fields as Readonly<Record<string, FieldDecl>>
  const changes = bulkEditChanges(context)
  const total = context.rows.length
  const close = () => {
    actor.send({ type: 'results.close' })
    onClosed()
  }
  const counts = (s: 'done' | 'failed') => context.outcomes.filter((o) => o.status === s).length
  const unchanged = context.outcomes.filter((o) => o.status === 'done' && o.error !== undefined).length
  const buttons =
    state === 'results' ? (
      <Button type="button" label={listActionsText.bulk.close} onClick={close} autoFocus />
    ) : (
      <CancelAndAnswer answer={t.run} busy={busy} disabled={changes === 0} onAnswer={() => actor.send({ type: 'edit.submit' })} onCancel={() => actor.send({ type: 'edit.cancel' })} />
    )
  const field = context.field
  return (
    <ModalDialog
      className="bulk-edit-dialog"
      header={state === 'results' ? t.resultsHeader : t.header}
      visible={state !== 'idle'}
      width={state === 'results' ? '560px' : '460px'}
      closable={!busy}
      onHide={() => (state === 'results' ? close() : state === 'editing' ? actor.send({ type: 'edit.cancel' }) : undefined)}
      actions={buttons}
    >
      {state === 'results' ? (
        <BulkResults outcomes={context.outcomes} summary={t.summary(counts('done') - unchanged, unchanged, counts('failed'))} />
      ) : (
        <div className="bulk-edit-form">
          <FormField id="bulk-edit-field" label={t.field}>
            {(aria) => (
              <Dropdown
                inputId={aria.id}
                value={field}
                disabled={busy}
                options={context.fields.map((f) => ({ label: record.labels[f] ?? f, value: f }))}
                onChange={(e) => actor.send({ type: 'edit.field', field: e.value as string })}
              />
            )}
          </FormField>
          {decls[field]?.form ? (
            <RecordFormFields
              key={field}
              record={{ kind: `bulk-${record.kind}`, fields: record.fields, form: [field] }}
              form={{
                values: { [field]: context.value ?? (decls[field]!.form!.widget.kind === 'prefecture' ? '' : null) },
                errors: {},
                busy,
                set: ((_: string, value: unknown) => actor.send({ type: 'edit.value', value })) as never,
              }}
              title={t.value}
              noneLabel={t.none}
              widgets={widgets ?? {}}
            />
          ) : null}
          <ServerError title={t.header} message={context.errors.join('\n') || undefined} />
          <p role="status" className="dialog-message">
            {changes === 0 ? t.nothing(total) : t.changes(changes, total)}
          </p>
        </div>
      )}
    </ModalDialog>
  )
}
