/**
 * The public face of the home area: what other areas may use of it, the dashboard
 * operations the manuscript area reuses.
 * Another area imports this area only through this file (`import { … } from '../home'`, eslint.config.js),
 * except its leaf declarations (`*.text.ts`, `*.search.ts`), which import no area's index themselves.
 */
export { homeOps } from './home.ops'
