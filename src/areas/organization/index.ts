/**
 * The public face of the organization area: what other areas may use of it, the
 * organisation picker (machine and view) and the organisation's summary, used by the doctor pages.
 * Another area imports this area only through this file (`import { … } from '../organization'`, eslint.config.js),
 * except its leaf declarations (`*.text.ts`, `*.search.ts`), which import no area's index themselves.
 */
export { OrganizationInfo } from './organization-info.component'
export { OrganizationSelect } from './organization-select.component'
export { organizationSelectMachine, type OrganizationSelectMachine } from './organization-select.machine'
