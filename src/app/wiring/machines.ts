/**
 * Every page machine of the console, by wiring module: each area's (its `machines`, in its
  * <area>.area.ts, loaded on demand) and the shared ones below (lists, saved views, the shell).
 * What the one-path test (tests/services/one-path.test.ts) walks to check that each page actor
 * runs an operation with a Pact interaction of its own. Only tests call it: the app reaches each
 * wiring from its routes' lazy parts, so a wiring loads with its pages, never in the entry chunk
 * (docs/architecture.md "Route chunks").
 */
import { areas } from '../../areas'
import type { AreaMachines } from '../area'
import { historyMachines } from '../../areas/audit-log/history.wiring'
import { listMachines } from './list.wiring'
import { liveMachines } from './live.wiring'
import { savedViewMachines } from './saved-views.wiring'
import { shellMachines } from './shell.wiring'

/** The shell's own machines, and those it provides to every record page (履歴, presence). */
export const sharedMachines: AreaMachines = { list: listMachines, 'saved-views': savedViewMachines, shell: shellMachines, history: historyMachines, live: liveMachines }

/** Every area's page machines and the shared ones, by wiring module name. */
export const loadAllMachines = async (): Promise<AreaMachines> => {
  const loaded = await Promise.all(areas.map((area) => area.machines?.() ?? Promise.resolve({})))
  return Object.assign({}, sharedMachines, ...loaded)
}
