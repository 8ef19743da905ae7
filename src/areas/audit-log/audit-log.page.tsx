/**
 * /audit-log (監査ログ, admins only): who changed what, newest first, cursor paged; filters by
 * operator, kind of object, action and period (Tokyo days), all in the URL; each row opens its
 * record; CSV出力 exports the filtered log page by page (the lists' export: formula-safe, BOM).
 */
import { auditActions, auditChanges, auditTargetReferences, auditTargetTypes, referenceKey, type AuditLogEntry } from '../../domain/audit'
import { jstDateTime } from '../../domain/jst'
import { operatorActiveLabels, type Operator } from '../../domain/operator'
import type { DataColumn } from '../../views/components/data-table.component'
import { ChoiceFilter, ListHeading, ListTable, useFilteredList, useListPage, type ListActor, type ListPageProps } from '../../views/components/list-page.component'
import { PeriodFilter } from '../../views/components/period-filter.component'
import { CellLink, type RouteLink } from '../../views/components/route-link.component'
import type { AuditLogListSearch } from './audit-log.search'
import { auditActionLabels, auditLogText as t, auditTargetLabels, fieldText } from './audit-log.text'

export interface AuditLogPageProps extends ListPageProps<AuditLogEntry, AuditLogListSearch> {
  readonly operators: ListActor<Operator, Record<string, never>>
  /** The record page of an entry's object, where it has one. */
  readonly recordLink: (entry: AuditLogEntry) => RouteLink | undefined
}

/** An entry's changes as one line: 「姓: 山田 → 田中」, fields joined with 「 / 」; records named by id read by their names. */
export const changeSummary = (entry: AuditLogEntry): string => {
  const { kind, changes } = auditChanges(entry)
  if (kind === 'created') return t.history.created
  if (changes.length === 0) return kind === 'removed' ? t.history.deleted : t.history.noChange
  return changes
    .map((c) => {
      const f = fieldText(entry.targetType, c.column)
      return `${f.label}: ${f.value(c.before, entry.names)} → ${f.value(c.after, entry.names)}`
    })
    .join(' / ')
}

const actorOf = (e: AuditLogEntry) => t.actor(e.actorName, e.actorEmail)
/** 「医師 #12 山田 太郎」: the kind, the id and, while the record exists, its name (a title for manuscripts and releases). */
export const targetOf = (e: AuditLogEntry) => {
  const label = `${auditTargetLabels[e.targetType as keyof typeof auditTargetLabels] ?? e.targetType} #${e.targetId}`
  const kind = auditTargetReferences[e.targetType as keyof typeof auditTargetReferences]
  const name = kind === undefined ? undefined : e.names[referenceKey(kind, e.targetId)]
  return name === undefined ? label : `${label} ${name}`
}

export const AuditLogPage = ({ operators: operatorsActor, recordLink, ...props }: AuditLogPageProps) => {
  const page = useFilteredList('audit-log', props)
  const { search, apply } = page
  const operators = useListPage(operatorsActor)

  const columns: ReadonlyArray<DataColumn<AuditLogEntry>> = [
    { id: 'createdAt', header: t.fields.createdAt, cell: (e) => jstDateTime(e.createdAt), width: '9rem' },
    { id: 'actor', header: t.fields.actor, cell: actorOf, width: 'minmax(8rem, 1fr)' },
    { id: 'action', header: t.fields.action, cell: (e) => auditActionLabels[e.action], width: '9rem' },
    {
      id: 'target',
      header: t.fields.target,
      cell: (e) => {
        const link = recordLink(e)
        return link ? <CellLink link={link}>{targetOf(e)}</CellLink> : targetOf(e)
      },
      csv: targetOf,
      width: 'minmax(9rem, 1fr)',
    },
    { id: 'changes', header: t.fields.changes, cell: changeSummary, width: 'minmax(14rem, 3fr)' },
    { id: 'reason', header: t.fields.reason, cell: (e) => e.reason ?? '', width: 'minmax(8rem, 1fr)' },
  ]

  return (
    <div className="audit-log-page">
      <ListHeading texts={t} />
      <div className="list-filters audit-log-filters">
        <ChoiceFilter
          id="audit-log-operator"
          label={t.filters.operator}
          value={search.operatorId}
          filter
          options={operators.items.map((o) => ({ label: `${o.name}（${o.email}${o.active ? '' : `・${operatorActiveLabels.false}`}）`, value: o.id }))}
          onChange={(operatorId) => apply({ operatorId })}
        />
        <ChoiceFilter
          id="audit-log-target-type"
          label={t.filters.targetType}
          value={search.targetType}
          options={auditTargetTypes.map((k) => ({ label: auditTargetLabels[k], value: k }))}
          onChange={(targetType) => apply({ targetType })}
        />
        <ChoiceFilter
          id="audit-log-action"
          label={t.filters.action}
          value={search.action}
          filter
          options={auditActions.map((a) => ({ label: `${auditActionLabels[a]}（${a}）`, value: a }))}
          onChange={(action) => apply({ action })}
        />
        <PeriodFilter id="audit-log" fromLabel={t.filters.from} toLabel={t.filters.to} from={search.from} to={search.to} onChange={apply} />
      </div>
      <ListTable
        page={page}
        label={t.list}
        columns={columns}
        rowKey={(e) => e.id}
        emptyText={t.empty}
      />
    </div>
  )
}
