/**
 * What every CSV import (doctors, clients, organisations) is provided with to record itself
 * when it ends (src/machines/csv-import.machine.ts `recordImport`): the record call, not
 * interrupted when the result is closed at once, and its failure said to staff and logged while
 * the result is shown (the import itself stands). The home dashboard lists the imports that left
 * failed rows.
 */
import { importRecordOps } from '../services/import-record.ops'
import { homeText } from '../areas/home/home.text'
import { effectActor } from './bridge'
import { showFailure } from './notify'

export const importRecording = {
  // the record is sent even when staff press OK on the result at once (leaving the page)
  actors: { recordImport: effectActor(importRecordOps.record, { outlivesActor: true }) },
  actions: { recordFailed: (_: unknown, params: { readonly message: string }) => showFailure(homeText.failedImports.recordFailed(params.message)) },
} as const
