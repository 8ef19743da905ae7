/**
 * The manuscript pages' machines with their actors (`effectActor(op)` over
 * src/services/manuscript.ops.ts, the same functions the Pact consumer tests run).
 */
import type { Manuscript } from '../../domain/manuscript'
import { makeListMachine } from '../../machines/list.machine'
import { manuscriptOps } from '../../services/manuscript.ops'
import { effectActor } from '../bridge'
import type { ManuscriptListSearch } from '../routes/manuscript.search'

export const manuscriptPages = {
  list: makeListMachine<Manuscript, ManuscriptListSearch>('manuscriptList').provide({
    actors: { fetchPage: effectActor(manuscriptOps.list) },
  }),
}

export type ManuscriptPages = typeof manuscriptPages
