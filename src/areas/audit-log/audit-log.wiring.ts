/**
 * The 監査ログ screen's machines: the log (the generic cursor list over `admin.auditLogs.search`,
 * its filters in the URL) and the operators its 操作者 filter offers; and every record's 履歴
 * (history.wiring.ts, which the shell provides to the record pages).
 */
import type { AuditLogEntry } from '../../domain/audit'
import type { Operator } from '../../domain/operator'
import { makeListMachine } from '../../machines/list.machine'
import { effectActor } from '../../app/bridge'
import { auditLogOps } from './audit-log.ops'
import type { AuditLogListSearch } from './audit-log.search'
import { historyMachines } from './history.wiring'

export const auditLogMachines = {
  list: makeListMachine<AuditLogEntry, AuditLogListSearch>('auditLogList').provide({
    actors: { fetchPage: effectActor(auditLogOps.search) },
  }),
  operators: makeListMachine<Operator, Record<string, never>>('auditLogOperators').provide({
    actors: { fetchPage: effectActor(auditLogOps.operators) },
  }),
  history: historyMachines.list,
  revert: historyMachines.revert,
}

export type AuditLogPages = typeof auditLogMachines
