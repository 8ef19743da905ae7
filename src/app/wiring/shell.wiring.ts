/**
 * The main layout's machines: the signed-in account (`general.auth.get` by its Firebase uid,
 * the same operation as the operator pages' signed-in operator), whose role decides which menu entries are
 * shown (src/app/menu.ts `menuAccessOf`). The server stays the authority: a hidden entry's calls
 * are refused to that role anyway.
 */
import type { Account } from '../../domain/account'
import type { AccountId } from '../../domain/ids'
import { consoleSearchMachine } from '../../machines/console-search.machine'
import { makeRecordMachine } from '../../machines/record.machine'
import { consoleSearchOps } from '../../services/console-search.ops'
import { workQueueMachine } from '../../machines/work-queue.machine'
import { workQueueOps } from '../../services/work-queue.ops'
import { operatorOps } from '../../areas/operator/operator.ops'
import { effectActor } from '../bridge'
import { reportUiError } from '../runtime'

export const shellMachines = {
  account: makeRecordMachine<Account, never, AccountId>({ id: 'sessionAccount', allows: () => false, confirms: [], removes: [] }).provide({
    actors: { loadRecord: effectActor(operatorOps.signedInAccount) },
  }),
  /** Ctrl+K: the records of every area for the text typed (`admin.search.query`). */
  search: consoleSearchMachine.provide({ actors: { searchRecords: effectActor(consoleSearchOps.query) } }),
  /** The counts next to 記事管理 and PR管理 (`general.stats.get`), read again when the live stream tells of a change. A failed read is logged, the badge keeps its last count. */
  workQueue: workQueueMachine.provide({
    actors: { loadCounts: effectActor(workQueueOps.counts) },
    actions: { logFailure: (_, failure) => reportUiError(new Error(`work queue counts: ${failure.message}`)) },
  }),
}
