/**
 * What every list page shares: CSV出力 (src/machines/list-export.machine.ts). Its CSV step is
 * `csvOps.formatRows` (UTF-8 with a BOM, formula-safe) and the file goes to the browser's
 * downloads; each list's own search operation is provided where the list is shown (`ListTable`
 * gives the export its list machine's `fetchPage`), so this machine's `fetchPage` stays a slot.
 * src/main.tsx hands it to the views through `ListExportContext`.
 */
import { listExportMachine } from '../../machines/list-export.machine'
import { csvOps } from '../../services/csv.ops'
import { effectActor } from '../bridge'
import { saveTextFile } from '../save-file'

export const listMachines = {
  export: listExportMachine.provide({
    actors: { formatRows: effectActor(csvOps.formatRows) },
    actions: { saveFile: (_, params) => saveTextFile(params.fileName, params.chunks) },
  }),
}

export type ListPages = typeof listMachines
