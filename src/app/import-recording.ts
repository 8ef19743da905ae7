/**
 * What every CSV import (doctors, clients, organisations) is provided with to record itself
 * when it ends (src/machines/csv-import.machine.ts `recordImport`): the record call, not
 * interrupted when the result is closed at once, and its failure said to staff and logged while
 * the result is shown (the import itself stands). The home dashboard lists the imports that left
 * failed rows.
 */
import { importRecordOps } from '../services/import-record.ops'
import { homeText } from '../areas/home/home.text'
import type { PromiseActorLogic } from 'xstate'
import type { ImportRecordInput } from '../domain/import-record'
import { effectActor } from './bridge'
import { showFailure } from './notify'

// The csv-import machine's `recordImport` slot (its outcome is not read): typed here, where no
// provide() gives the bridge the slot's type.
// the record is sent even when staff press OK on the result at once (leaving the page)
const recordImport: PromiseActorLogic<unknown, ImportRecordInput> = effectActor(importRecordOps.record, { outlivesActor: true })

export const importRecording = {
  actors: { recordImport },
  actions: { recordFailed: (_: unknown, params: { readonly message: string }) => showFailure(homeText.failedImports.recordFailed(params.message)) },
} as const
