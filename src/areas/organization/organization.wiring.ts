/** The organisation pages' machines with their actors (see doctor.wiring.ts). */
import type { OrganizationId } from '../../domain/ids'
import { organizationAllows, organizationRecord, type Organization, type OrganizationAction } from '../../domain/organization'
import { makeBulkEditMachine } from '../../machines/bulk-edit.machine'
import { csvImportMachine } from '../../machines/csv-import.machine'
import { makeListMachine } from '../../machines/list.machine'
import { organizationFormMachine } from './organization-form.machine'
import { makeRecordMachine } from '../../machines/record.machine'
import { csvOps } from '../../services/csv.ops'
import { organizationOps } from './organization.ops'
import { organizationText } from './organization.text'
import { importRecording } from '../../app/import-recording'
import { effectActor, effectCallbackActor } from '../../app/bridge'
import { showFailure, showSuccess } from '../../app/notify'
import type { OrganizationListSearch } from './organization.search'

export const organizationMachines = {
  list: makeListMachine<Organization, OrganizationListSearch>('organizationList').provide({
    actors: { fetchPage: effectActor(organizationOps.search) },
  }),
  /** The edit page's record (its info, the doctor count, delete). */
  record: makeRecordMachine<Organization, OrganizationAction, OrganizationId>({
    id: 'organizationRecord',
    allows: organizationAllows,
    confirms: ['delete'],
    removes: ['delete'],
  }).provide({
    actors: { loadRecord: effectActor(organizationOps.get), runAction: effectActor(organizationOps.act) },
    actions: {
      showError: (_, params) => showFailure(params),
      showDone: (_, params) => showSuccess(organizationText.done[params.action]),
    },
  }),
  form: organizationFormMachine.provide({
    actors: { loadEntity: effectActor(organizationOps.get), saveEntity: effectActor(organizationOps.save) },
    actions: { showSaved: () => showSuccess(organizationText.saved) },
  }),
  /** /organization/import: the CSV import machine of doctors and clients, committing with `bulk_insert`. */
  importer: csvImportMachine.provide({
    actors: { readFile: effectCallbackActor(csvOps.read), commitBatch: effectActor(organizationOps.commitBatch), ...importRecording.actors },
    actions: importRecording.actions,
  }),
  /** 「一括編集」 of the list's ticked organisations: one bulk-editable field, one call, one batch. */
  bulkEdit: makeBulkEditMachine<OrganizationId>(organizationRecord.bulkEditable, organizationRecord.bulkClearable).provide({ actors: { runBulkEdit: effectActor(organizationOps.bulkEdit) } }),
}

export type OrganizationPages = typeof organizationMachines
