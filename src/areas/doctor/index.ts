/**
 * The public face of the doctor area: what other areas may use of it: the doctor pages' machines,
 * which the MP management page reuses, and the doctor's status tags.
 * Another area imports this area only through this file (`import { … } from '../doctor'`, eslint.config.js),
 * except its leaf declarations (`*.text.ts`, `*.search.ts`), which import no area's index themselves.
 */
export { doctorMachines } from './doctor.wiring'
/** A doctor's state as tags (MP管理's list shows it as the doctor list does). */
export { DoctorStatusTags } from './doctor-status.component'
