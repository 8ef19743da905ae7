/**
 * The main layout's machines: the signed-in account (`general.auth.get` by its Firebase uid,
 * the same operation as the operator pages' signed-in operator), whose role decides which menu entries are
 * shown (src/app/menu.ts `menuAccessOf`). The server stays the authority: a hidden entry's calls
 * are refused to that role anyway.
 */
import type { Account } from '../../domain/account'
import type { AccountId } from '../../domain/ids'
import { makeRecordMachine } from '../../machines/record.machine'
import { operatorOps } from '../../areas/operator/operator.ops'
import { effectActor } from '../bridge'

export const shellMachines = {
  account: makeRecordMachine<Account, never, AccountId>({ id: 'sessionAccount', allows: () => false, confirms: [], removes: [] }).provide({
    actors: { loadRecord: effectActor(operatorOps.signedInAccount) },
  }),
}
