/**
 * The points (MP) pages' machines with their actors. /mp_management searches doctors with the
 * doctor list's own machine and operation, and grants through `doctorOps.grantMp` (one PATCH
 * /mp/mp for every picked doctor, with the note) and lists the grant ledger
 * (`pointsOps.grants`). /mp_swap lists the gift-card exchanges and
 * their totals for the period with two list machines (src/areas/points/points.ops.ts).
 */
import type { UnknownEntry } from '../../domain/doctor-entries'
import type { GiftExchange, GiftHistoryTotals, MpGrantEntry } from '../../domain/points'
import { doctorResolveMachine } from './doctor-resolve.machine'
import { makeListMachine } from '../../machines/list.machine'
import { failureOf } from '../../machines/machine-helpers'
import { bom, csvFile } from '../../services/csv/csv-export'
import { pointsOps } from './points.ops'
import { pointsText } from './points.text'
import { effectActor } from '../../app/bridge'
import { showFailure, showSuccess } from '../../app/notify'
import { saveTextFile } from '../../app/save-file'
import type { GiftHistorySearch, MpLedgerSearch } from './points.search'
import { doctorMachines } from '../doctor'

const p = pointsText.paste

/** The lines of a paste that named no doctor, as a formula-safe CSV (行, 指定内容, 理由). */
export const unknownEntriesCsv = (rows: ReadonlyArray<UnknownEntry>): string =>
  csvFile(
    [p.columns.line, p.columns.text, p.columns.reason],
    rows.map((u) => [u.line, u.text, p.reasons[u.reason] + (u.firstLine === undefined ? '' : p.firstLine(u.firstLine))]),
  )

const copyText = (text: string) =>
  navigator.clipboard.writeText(text).then(
    () => showSuccess(p.copied),
    (e: unknown) => showFailure(failureOf(e)),
  )

export const pointsMachines = {
  doctors: doctorMachines.list,
  /** The same workflow as the doctor list's MP付与 on ticked doctors. */
  bulkGrant: doctorMachines.bulkGrant,
  /** Doctors named by e-mail or id in a paste or a CSV file, looked up to join the selection. */
  resolveDoctors: doctorResolveMachine.provide({
    actors: { readFile: effectActor(pointsOps.readEntriesFile), resolveChunk: effectActor(pointsOps.resolveDoctors) },
    actions: {
      saveUnknown: (_, params) => saveTextFile(p.fileName, unknownEntriesCsv(params.rows)),
      copyUnknown: (_, params) => void copyText(unknownEntriesCsv(params.rows).replace(bom, '')),
    },
  }),
  ledger: makeListMachine<MpGrantEntry, MpLedgerSearch>('mpLedger').provide({ actors: { fetchPage: effectActor(pointsOps.grants) } }),
  giftHistory: makeListMachine<GiftExchange, GiftHistorySearch>('giftHistory').provide({
    actors: { fetchPage: effectActor(pointsOps.history) },
  }),
  giftTotals: makeListMachine<GiftHistoryTotals, GiftHistorySearch>('giftTotals').provide({
    actors: { fetchPage: effectActor(pointsOps.historyTotals) },
  }),
}

export type PointsPages = typeof pointsMachines
