/**
 * The public face of the points area: what other areas may use of it, the MP grant
 * machinery the doctor pages use (one doctor's grant dialog, the list's bulk grant) and the points
 * operations the home page counts with.
 * Another area imports this area only through this file (`import { … } from '../points'`, eslint.config.js),
 * except its leaf declarations (`*.text.ts`, `*.search.ts`), which import no area's index themselves.
 */
export { BulkGrantDialogs, BulkGrantResults } from './bulk-grant.component'
export { bulkGrantMachine, type BulkGrantMachine } from './bulk-grant.machine'
export { MpGrantDialog } from './mp-grant.dialog'
export { mpGrantMachine, type MpGrantMachine } from './mp-grant.machine'
export { pointsOps } from './points.ops'
