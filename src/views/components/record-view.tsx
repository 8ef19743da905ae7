/**
 * A record's detail items and list columns, derived from its declaration (src/domain/record.ts):
 * each item or column has the field's one label and reads as the field declares (src/views/text/reads.ts).
 * A page gives `render` only for what is more than words (status tags, a link to another record),
 * and `name` for the records a value names by id (from its lookups).
 */
import type { ReactNode } from 'react'
import type { ColumnDecl, ComputedDecl, FieldDecl, Reads, ReferenceKind } from '../../domain/record'
import { readValue } from '../text/reads'
import type { DataColumn } from './data-table.component'
import type { DetailItem } from './entity-form.component'

interface Declared<Entity> {
  readonly fields: object
  readonly computed: Readonly<Record<string, ComputedDecl<Entity>>>
  readonly detail: ReadonlyArray<string>
  readonly list: ReadonlyArray<ColumnDecl<string, string>>
}

export interface RecordViewOptions<Entity> {
  /** What an empty value reads as (未設定 on a detail page, 「—」 in a list). */
  readonly none: string
  /** Names of the records the entity names by id (an organisation's name, a belong's). */
  readonly name?: (kind: ReferenceKind, id: string) => string | undefined
  /**
   * More than words for some keys (tags, links); `csv` of a list column still reads as declared. On
   * a detail page the page's render decides whether an item shows: a `since` time it renders shows
   * while not set too, and a render that gives null leaves its item out (a reason only once given).
   */
  readonly render?: Readonly<Record<string, (entity: Entity) => ReactNode>>
  /** Detail items a whole row wide (a long text, a manuscript's 保留 with its reason). */
  readonly wide?: ReadonlyArray<string>
}

const declOf = <Entity,>(record: Declared<Entity>, key: string): { readonly label: string; readonly text: (e: Entity, reads: Reads | undefined, o: RecordViewOptions<Entity>) => string } => {
  const computed = record.computed[key]
  if (computed) return { label: computed.label, text: (e) => computed.value(e) }
  const field = (record.fields as Readonly<Record<string, FieldDecl | undefined>>)[key]
  if (!field) throw new Error(`${key} is not declared`)
  return {
    label: field.label,
    text: (e, reads, o) => readValue(reads ?? field.reads ?? 'text', (e as Readonly<Record<string, unknown>>)[key], { none: o.none, ...(o.name ? { name: o.name } : {}) }),
  }
}

/** The detail page's items, in the declared order; a time that marks a state (`since`) only while it is set. */
export const recordDetailItems = <Entity,>(record: Declared<Entity>, entity: Entity, options: RecordViewOptions<Entity>): ReadonlyArray<DetailItem> =>
  record.detail.flatMap((key) => {
    const field = (record.fields as Readonly<Record<string, FieldDecl | undefined>>)[key]
    const render = options.render?.[key]
    if (!render && field?.reads === 'since' && (entity as Readonly<Record<string, unknown>>)[key] == null) return []
    const d = declOf(record, key)
    const value = render ? render(entity) : d.text(entity, undefined, options)
    if (value === null) return []
    return [{ label: d.label, value, ...(options.wide?.includes(key) ? { wide: true } : {}) }]
  })

/** The list's columns, in the declared order, sortable where declared; CSV出力 reads each as the column does. */
export const recordColumns = <Entity extends object,>(record: Declared<Entity>, options: RecordViewOptions<Entity>): ReadonlyArray<DataColumn<Entity>> =>
  record.list.map((column) => {
    const d = declOf(record, column.key)
    const render = options.render?.[column.key]
    const text = (e: Entity) => d.text(e, column.reads, options)
    return {
      id: column.id ?? column.key,
      header: d.label,
      cell: render ?? text,
      ...(render ? { csv: text } : {}),
      ...(column.sort ? { sortKey: column.sort } : {}),
      width: column.width,
    }
  })
