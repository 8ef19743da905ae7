/** The organisation pages' machines with their actors (see doctor.wiring.ts). */
import type { OrganizationId } from '../../domain/ids'
import { organizationAllows, organizationRecord, type Organization, type OrganizationAction } from '../../domain/organization'
import { makeBulkEditMachine } from '../../machines/bulk-edit.machine'
import { csvImportMachine } from '../../machines/csv-import.machine'
import { csvUpdateMachine } from '../../machines/csv-update.machine'
import { csvUpdateOps } from '../../services/csv-update.ops'
import { makeListMachine } from '../../machines/list.machine'
import { organizationFormMachine } from './organization-form.machine'
import { makeRecordMachine } from '../../machines/record.machine'
import { makeTrashMachine } from '../../machines/trash.machine'
import { trashText } from '../../views/text/trash.text'
import { showDeleted } from '../../app/undo'
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
    actors: { loadRecord: effectActor(organizationOps.get), runAction: effectActor(organizationOps.runAction) },
    actions: {
      showError: (_, params) => showFailure(params),
      // a delete's toast restores the organisation at once on 元に戻す (docs/trash.md)
      showDone: (_, params) =>
        params.action === 'delete'
          ? showDeleted(organizationText.done.delete, { restore: organizationOps.restore(params.id), href: `/organization/${params.id}/edit` })
          : showSuccess(organizationText.done[params.action]),
    },
  }),
  /** ゴミ箱: the deleted organisations, 復元 one by one or the ticked ones (docs/trash.md). */
  trash: makeTrashMachine<OrganizationId>('organizationTrash').provide({
    actors: { fetchTrash: effectActor(organizationOps.trash), restoreOne: effectActor(organizationOps.restore) },
    actions: { showError: (_, params) => showFailure(params), showRestored: (_, params) => showSuccess(trashText.restored(params.names)) },
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
  /** 一括更新: the exported file sent back, checked, previewed and applied by ID (src/machines/csv-update.machine.ts). */
  updater: csvUpdateMachine.provide({
    actors: { upload: effectActor(csvUpdateOps.upload), loadPage: effectActor(csvUpdateOps.loadPage), applyBatch: effectActor(csvUpdateOps.applyBatch), abort: effectActor(csvUpdateOps.abort) },
  }),
  /** 「一括編集」 of the list's ticked organisations: one bulk-editable field, one call, one batch. */
  bulkEdit: makeBulkEditMachine<OrganizationId>(organizationRecord.bulkEditable, organizationRecord.bulkClearable).provide({ actors: { runBulkEdit: effectActor(organizationOps.bulkEdit) } }),
}

export type OrganizationPages = typeof organizationMachines
