/**
 * Every page machine of the console, by wiring module: each area's (its `pages`, in its
  * <area>.area.ts, loaded on demand) and the shared ones below (lists, saved views, the shell).
 * What the one-path test (tests/services/one-path.test.ts) walks to check that each page actor
 * runs an operation with a Pact interaction of its own. Only tests call it: the app reaches each
 * wiring from its routes' lazy parts, so a wiring loads with its pages, never in the entry chunk
 * (docs/architecture.md "Route chunks").
 */
import { areas } from '../../areas'
import type { AreaPages } from '../area'
import { historyPages } from '../../areas/audit-log/history.wiring'
import { listPages } from './list.wiring'
import { livePages } from './live.wiring'
import { savedViewPages } from './saved-views.wiring'
import { shellPages } from './shell.wiring'

/** The shell's own machines, and those it provides to every record page (履歴, presence). */
export const sharedPages: AreaPages = { list: listPages, 'saved-views': savedViewPages, shell: shellPages, history: historyPages, live: livePages }

/** Every area's page machines and the shared ones, by wiring module name. */
export const loadAllPages = async (): Promise<AreaPages> => {
  const loaded = await Promise.all(areas.map((area) => area.pages?.() ?? Promise.resolve({})))
  return Object.assign({}, sharedPages, ...loaded)
}
