/**
 * What every CSV import (doctors, clients, organisations) is provided with to record itself
 * when it ends (src/machines/csv-import.machine.ts `recordImport`): the record call, and its
 * failure said to staff and logged (the import itself stands). The home dashboard lists the
 * imports that left failed rows.
 */
import { importRecordOps } from '../services/import-record.ops'
import { homeText } from '../views/text/home.text'
import { effectActor } from './bridge'
import { showFailure } from './notify'

export const importRecording = {
  actors: { recordImport: effectActor(importRecordOps.record) },
  actions: { recordFailed: (_: unknown, params: { readonly message: string }) => showFailure(homeText.failedImports.recordFailed(params.message)) },
} as const
