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
import { doctorFormMachine } from './doctor-form.machine'
import { makeListMachine } from '../../machines/list.machine'
import { makeLookupsMachine } from '../../machines/lookups.machine'
import { mpGrantMachine } from '../points'
import { organizationSelectMachine } from '../organization'
import { makeRecordMachine } from '../../machines/record.machine'
import { csvOps } from '../../services/csv.ops'
import { doctorOps } from './doctor.ops'
import { lookupOps } from './doctor-lookups.ops'
import { doctorText } from './doctor.text'
import { importRecording } from '../../app/import-recording'
import { effectActor, effectCallbackActor } from '../../app/bridge'
import { showFailure, showSuccess } from '../../app/notify'
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
      runAction: effectActor(doctorOps.act),
      // The MP grant dialog is a machine of its own; the record machine reloads the doctor after it.
      actionDialog: mpGrantMachine.provide({ actors: { grantMp: effectActor(doctorOps.grantMp) } }),
    },
    actions: {
      showError: (_, params) => showFailure(params),
      showDone: (_, params) => showSuccess(doctorText.done[params.action]),
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
  /** MP付与 on many doctors: the list's ticked doctors and /mp_management (points.wiring.ts) share this one workflow. */
  bulkGrant: bulkGrantMachine.provide({ actors: { grantMp: effectActor(doctorOps.grantMp) } }),
  /** 利用停止 / 利用停止解除 on the list's ticked doctors: the record's action, row by row. */
  bulkAction: makeBulkActionMachine<DoctorAction, DoctorId>().provide({ actors: { runAction: effectActor(doctorOps.act) } }),
  /** 「一括編集」 of the list's ticked doctors: one bulk-editable field, one call, one batch. */
  bulkEdit: makeBulkEditMachine<DoctorId>(doctorRecord.bulkEditable, doctorRecord.bulkClearable).provide({ actors: { runBulkEdit: effectActor(doctorOps.bulkEdit) } }),
}

export type DoctorPages = typeof doctorMachines
