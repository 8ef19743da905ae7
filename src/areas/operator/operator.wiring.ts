/** The operator pages' machines with their actors (see doctor.wiring.ts). */
import type { Account } from '../../domain/account'
import type { AccountId, OperatorId } from '../../domain/ids'
import { operatorAllows, type Operator, type OperatorAction } from '../../domain/operator'
import { makeListMachine } from '../../machines/list.machine'
import { operatorFormMachine } from './operator-form.machine'
import { makeRecordMachine } from '../../machines/record.machine'
import { operatorOps } from './operator.ops'
import { operatorText } from './operator.text'
import { effectActor } from '../../app/bridge'
import { showFailure, showSuccess } from '../../app/notify'
import type { OperatorListSearch } from './operator.search'

export const operatorMachines = {
  list: makeListMachine<Operator, OperatorListSearch>('operatorList').provide({
    actors: { fetchPage: effectActor(operatorOps.list) },
  }),
  detail: makeRecordMachine<Operator, OperatorAction, OperatorId>({
    id: 'operatorRecord',
    allows: operatorAllows,
    confirms: ['delete'],
    removes: ['delete'],
  }).provide({
    actors: { loadRecord: effectActor(operatorOps.get), runAction: effectActor(operatorOps.runAction) },
    actions: {
      showError: (_, params) => showFailure(params),
      showDone: (_, params) => showSuccess(operatorText.done[params.action]),
    },
  }),
  /** The signed-in account (`general.auth.get` by its Firebase uid): only an admin is offered 保存 / 削除. */
  signedInOperator: makeRecordMachine<Account, never, AccountId>({ id: 'signedInOperator', allows: () => false, confirms: [], removes: [] }).provide({
    actors: { loadRecord: effectActor(operatorOps.signedInAccount) },
  }),
  form: operatorFormMachine.provide({
    actors: { loadEntity: effectActor(operatorOps.get), saveEntity: effectActor(operatorOps.save) },
    actions: { showSaved: () => showSuccess(operatorText.saved) },
  }),
}

export type OperatorPages = typeof operatorMachines
