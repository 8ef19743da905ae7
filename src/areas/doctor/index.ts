/**
 * The public face of the doctor area (issue 39): what other areas may use of it: the doctor pages' machines,
 * which the MP management page reuses.
 * Another area imports this area only through this file (`import { … } from '../doctor'`, eslint.config.js),
 * except its leaf declarations (`*.text.ts`, `*.search.ts`), which import no area's index themselves.
 */
export { doctorPages } from './doctor.wiring'
