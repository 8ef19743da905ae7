/** The client pages' machines with their actors (see doctor.wiring.ts). */
import { clientAllows, clientRecord, type Client, type ClientAction } from '../../domain/client'
import type { ClientId } from '../../domain/ids'
import { makeBulkActionMachine } from '../../machines/bulk-action.machine'
import { makeBulkEditMachine } from '../../machines/bulk-edit.machine'
import { clientFormMachine } from './client-form.machine'
import { csvImportMachine } from '../../machines/csv-import.machine'
import { csvUpdateMachine } from '../../machines/csv-update.machine'
import { csvUpdateOps } from '../../services/csv-update.ops'
import { makeListMachine } from '../../machines/list.machine'
import { makeRecordMachine } from '../../machines/record.machine'
import { makeTrashMachine } from '../../machines/trash.machine'
import { trashText } from '../../views/text/trash.text'
import { showDeleted } from '../../app/undo'
import { clientOps } from './client.ops'
import { csvOps } from '../../services/csv.ops'
import { clientText } from './client.text'
import { importRecording } from '../../app/import-recording'
import { effectActor, effectCallbackActor } from '../../app/bridge'
import { showFailure, showSuccess } from '../../app/notify'
import type { ClientListSearch } from './client.search'

export const clientMachines = {
  list: makeListMachine<Client, ClientListSearch>('clientList').provide({
    actors: { fetchPage: effectActor(clientOps.search) },
  }),
  detail: makeRecordMachine<Client, ClientAction, ClientId>({
    id: 'clientRecord',
    allows: clientAllows,
    confirms: ['delete', 'suspend', 'resume'],
    removes: ['delete'],
  }).provide({
    actors: { loadRecord: effectActor(clientOps.get), runAction: effectActor(clientOps.runAction) },
    actions: {
      showError: (_, params) => showFailure(params),
      // a delete's toast restores the client at once on 元に戻す (docs/trash.md)
      showDone: (_, params) =>
        params.action === 'delete'
          ? showDeleted(clientText.done.delete, { restore: clientOps.restore(params.id), href: `/client/${params.id}` })
          : showSuccess(clientText.done[params.action]),
    },
  }),
  /** ゴミ箱: the deleted clients, 復元 one by one or the ticked ones (docs/trash.md). */
  trash: makeTrashMachine<ClientId>('clientTrash').provide({
    actors: { fetchTrash: effectActor(clientOps.trash), restoreOne: effectActor(clientOps.restore) },
    actions: { showError: (_, params) => showFailure(params), showRestored: (_, params) => showSuccess(trashText.restored(params.names)) },
  }),
  form: clientFormMachine.provide({
    actors: { loadEntity: effectActor(clientOps.get), saveEntity: effectActor(clientOps.save) },
    actions: { showSaved: () => showSuccess(clientText.saved) },
  }),
  importer: csvImportMachine.provide({
    actors: { readFile: effectCallbackActor(csvOps.read), commitBatch: effectActor(clientOps.commitBatch), ...importRecording.actors },
    actions: importRecording.actions,
  }),
  /** 一括更新: the exported file sent back, checked, previewed and applied by ID (src/machines/csv-update.machine.ts). */
  updater: csvUpdateMachine.provide({
    actors: { upload: effectActor(csvUpdateOps.upload), loadPage: effectActor(csvUpdateOps.loadPage), applyBatch: effectActor(csvUpdateOps.applyBatch), abort: effectActor(csvUpdateOps.abort) },
  }),
  /** 利用停止 on the list's ticked clients: the record's action, row by row. */
  bulkAction: makeBulkActionMachine<ClientAction, ClientId>().provide({ actors: { runAction: effectActor(clientOps.runAction) } }),
  /** 「一括編集」 of the list's ticked clients: one bulk-editable field, one call, one batch. */
  bulkEdit: makeBulkEditMachine<ClientId>(clientRecord.bulkEditable, clientRecord.bulkClearable).provide({ actors: { runBulkEdit: effectActor(clientOps.bulkEdit) } }),
}

export type ClientPages = typeof clientMachines
