/**
 * The machines of every record page's 履歴 (history.section.tsx), provided once by the shell
 * (src/app/main-shell.tsx, `HistoryContext`): the record's history list (the generic cursor list)
 * the revert of a field or a whole entry (revert.machine.ts) and the undo of a batch (batch-undo.machine.ts),
 * with their operations.
 */
import type { AuditLogEntry } from '../../domain/audit'
import { makeListMachine } from '../../machines/list.machine'
import { effectActor } from '../../app/bridge'
import { showFailure, showSuccess } from '../../app/notify'
import { auditLogOps } from './audit-log.ops'
import type { HistorySearch } from './audit-log.search'
import { auditLogText } from './audit-log.text'
import { revertMachine } from './revert.machine'
import { batchUndoMachine } from './batch-undo.machine'

export const historyMachines = {
  list: makeListMachine<AuditLogEntry, HistorySearch>('recordHistory').provide({
    actors: { fetchPage: effectActor(auditLogOps.history) },
  }),
  revert: revertMachine.provide({
    actors: { readCurrent: effectActor(auditLogOps.current), runRevert: effectActor(auditLogOps.revert) },
    actions: {
      showDone: () => showSuccess(auditLogText.history.done),
      showError: (_, params) => showFailure(params),
    },
  }),
  batchUndo: batchUndoMachine.provide({ actors: { runUndo: effectActor(auditLogOps.undoBatch) } }),
}

export type HistoryPages = typeof historyMachines
