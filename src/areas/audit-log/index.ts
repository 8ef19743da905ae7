/**
 * The public face of the audit-log area: what other areas may use of it, the record history
 * section every record page shows (its machines come from the shell's `HistoryContext`).
 * Another area imports this area only through this file (`import { … } from '../audit-log'`, eslint.config.js),
 * except its leaf declarations (`*.text.ts`, `*.search.ts`), which import no area's index themselves.
 */
export { RecordHistory } from './history.section'
