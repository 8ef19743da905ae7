/**
 * Where a record page's 履歴 (history.section.tsx) gets its machines: the history list and the
 * revert (history.wiring.ts). The shell provides them (src/app/main-shell.tsx) as a loader, so
 * the audit-log area's wiring — its operations, the revert machine, the texts of every record kind
 * the history names — loads the first time staff open a record's history, not with every signed-in
 * page (docs/architecture.md "Route chunks"). Tests give the machines themselves.
 *
 * A module of its own, with types only besides React: the shell imports it without the section.
 */
import { createContext, use } from 'react'
import type { AuditLogEntry } from '../../domain/audit'
import type { ListMachine } from '../../machines/list.machine'
import type { HistorySearch } from './audit-log.search'
import type { RevertMachine } from './revert.machine'
import type { BatchUndoMachine } from './batch-undo.machine'

/** The machines a record's history runs (provided once by the shell). */
export interface HistoryMachines {
  readonly list: ListMachine<AuditLogEntry, HistorySearch>
  readonly revert: RevertMachine
  /** 「この一括変更を元に戻す」 of the batch an entry was one record of. */
  readonly batchUndo: BatchUndoMachine
}

/** The machines, or what loads them on first use (the shell's). */
export type HistorySource = HistoryMachines | (() => Promise<HistoryMachines>)

export const HistoryContext = createContext<HistorySource | undefined>(undefined)

/** One load per loader: every history panel of the session reads the same promise. */
const loads = new WeakMap<() => Promise<HistoryMachines>, Promise<HistoryMachines>>()

/**
 * The machines of `source`, suspending (React `use`) while a loader's chunk arrives; a failed load
 * throws to the route's error component, whose reload guard handles it like any chunk failure.
 */
export const useHistoryMachines = (source: HistorySource): HistoryMachines => {
  if (typeof source !== 'function') return source
  let load = loads.get(source)
  if (load === undefined) {
    load = source()
    loads.set(source, load)
  }
  return use(load)
}
