/**
 * The doctor pages' machines with their actors: each actor is `effectActor(op)` over the
 * operation in src/areas/doctor/doctor.ops.ts (the same function the Pact consumer test of that
 * call runs), and their outcomes go to staff through src/app/notify.ts.
 */
import { doctorAllows, doctorRecord, type Doctor, type DoctorAction } from '../../domain/doctor'
import type { DoctorId } from '../../domain/ids'
import { doctorLookupParts, type DoctorLookups } from '../../domain/lookups'
import { makeBulkActionMachine } from '../../machines/bulk-action.machine'
import { makeBulkEditMachine } from '../../machines/bulk-edit.machine'
import { bulkGrantMachine } from '../points'
import { csvImportMachine } from '../../machines/csv-import.machine'
import { csvUpdateMachine } from '../../machines/csv-update.machine'
import { csvUpdateOps } from '../../services/csv-update.ops'
import { doctorFormMachine } from './doctor-form.machine'
import { makeListMachine } from '../../machines/list.machine'
import { makeLookupsMachine } from '../../machines/lookups.machine'
import { mpGrantMachine } from '../points'
import { organizationSelectMachine } from '../organization'
import { makeRecordMachine } from '../../machines/record.machine'
import { makeTrashMachine } from '../../machines/trash.machine'
import { trashText } from '../../views/text/trash.text'
import { csvOps } from '../../services/csv.ops'
import { doctorOps } from './doctor.ops'
import { lookupOps } from './doctor-lookups.ops'
import { doctorText } from './doctor.text'
import { importRecording } from '../../app/import-recording'
import { effectActor, effectCallbackActor } from '../../app/bridge'
import { showFailure, showSuccess } from '../../app/notify'
import { showDeleted } from '../../app/undo'
import type { DoctorListSearch } from './doctor.search'

export const doctorMachines = {
  list: makeListMachine<Doctor, DoctorListSearch>('doctorList').provide({
    actors: { fetchPage: effectActor(doctorOps.search) },
  }),
  lookups: makeLookupsMachine<DoctorLookups>('doctorLookups', doctorLookupParts).provide({
    actors: { loadLookup: effectActor(lookupOps.load) },
  }),
  /** The searchable organisation select of the form and the list filter. */
  organizationSelect: organizationSelectMachine.provide({
    actors: { searchOrganizations: effectActor(lookupOps.organizationOptions) },
  }),
  detail: makeRecordMachine<Doctor, DoctorAction, DoctorId>({
    id: 'doctorRecord',
    allows: doctorAllows,
    confirms: ['delete', 'freeze', 'unfreeze'],
    removes: ['delete'],
    dialogs: ['grantMp'],
  }).provide({
    actors: {
      loadRecord: effectActor(doctorOps.get),
      runAction: effectActor(doctorOps.runAction),
      // The MP grant dialog is a machine of its own; the record machine reloads the doctor after it.
      actionDialog: mpGrantMachine.provide({ actors: { grantMp: effectActor(doctorOps.grantMp) } }),
    },
    actions: {
      showError: (_, params) => showFailure(params),
      // a delete's toast restores the doctor at once on 元に戻す (docs/trash.md)
      showDone: (_, params) =>
        params.action === 'delete'
          ? showDeleted(doctorText.done.delete, { restore: doctorOps.restore(params.id), href: `/doctor/${params.id}` })
          : showSuccess(doctorText.done[params.action]),
    },
  }),
  form: doctorFormMachine.provide({
    actors: { loadEntity: effectActor(doctorOps.get), saveEntity: effectActor(doctorOps.save) },
    actions: { showSaved: () => showSuccess(doctorText.saved) },
  }),
  importer: csvImportMachine.provide({
    actors: { readFile: effectCallbackActor(csvOps.read), commitBatch: effectActor(doctorOps.commitBatch), ...importRecording.actors },
    actions: importRecording.actions,
  }),
  /** 一括更新: the exported file sent back, checked, previewed and applied by ID (src/machines/csv-update.machine.ts). */
  updater: csvUpdateMachine.provide({
    actors: { upload: effectActor(csvUpdateOps.upload), loadPage: effectActor(csvUpdateOps.loadPage), applyBatch: effectActor(csvUpdateOps.applyBatch), abort: effectActor(csvUpdateOps.abort) },
  }),
  /** MP付与 on many doctors: the list's ticked doctors and /mp_management (points.wiring.ts) share this one workflow. */
  bulkGrant: bulkGrantMachine.provide({ actors: { grantMp: effectActor(doctorOps.grantMp) } }),
  /** ゴミ箱: the deleted doctors, 復元 one by one or the ticked ones (docs/trash.md). */
  trash: makeTrashMachine<DoctorId>('doctorTrash').provide({
    actors: { fetchTrash: effectActor(doctorOps.trash), restoreOne: effectActor(doctorOps.restore) },
    actions: { showError: (_, params) => showFailure(params), showRestored: (_, params) => showSuccess(trashText.restored(params.names)) },
  }),
  /** 利用停止 / 利用停止解除 on the list's ticked doctors: the record's action, row by row. */
  bulkAction: makeBulkActionMachine<DoctorAction, DoctorId>().provide({ actors: { runAction: effectActor(doctorOps.runAction) } }),
  /** 「一括編集」 of the list's ticked doctors: one bulk-editable field, one call, one batch. */
  bulkEdit: makeBulkEditMachine<DoctorId>(doctorRecord.bulkEditable, doctorRecord.bulkClearable).provide({ actors: { runBulkEdit: effectActor(doctorOps.bulkEdit) } }),
}

export type DoctorPages = typeof doctorMachines
