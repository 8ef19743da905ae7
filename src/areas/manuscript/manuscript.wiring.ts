/**
 * The manuscript pages' machines with their actors (`effectActor(op)` over
 * src/areas/manuscript/manuscript.ops.ts, the same functions the Pact consumer tests run); outcomes go
 * to staff through src/app/notify.ts.
 */
import { manuscriptLookupParts, type Manuscript, type ManuscriptLookups } from '../../domain/manuscript'
import type { Stats } from '../../domain/report'
import { makeListMachine, type PagingSearch } from '../../machines/list.machine'
import { makeLookupsMachine } from '../../machines/lookups.machine'
import { manuscriptAssetsMachine } from './manuscript-assets.machine'
import { manuscriptFormMachine } from './manuscript-form.machine'
import { manuscriptModerationMachine } from './manuscript-moderation.machine'
import { homeOps } from '../home'
import { manuscriptOps } from './manuscript.ops'
import { manuscriptText } from './manuscript.text'
import { effectActor } from '../../app/bridge'
import { showFailure, showSuccess } from '../../app/notify'
import type { ManuscriptListSearch } from './manuscript.search'

export const manuscriptMachines = {
  list: makeListMachine<Manuscript, ManuscriptListSearch>('manuscriptList').provide({
    actors: { fetchPage: effectActor(manuscriptOps.list) },
  }),
  /** The platform figures (GET /stats/): the count of manuscripts waiting for review on the 審査中 tab. */
  waiting: makeListMachine<Stats, PagingSearch>('manuscriptWaiting').provide({ actors: { fetchPage: effectActor(homeOps.stats) } }),
  lookups: makeLookupsMachine<ManuscriptLookups>('manuscriptLookups', manuscriptLookupParts).provide({
    actors: { loadLookup: effectActor(manuscriptOps.lookup) },
  }),
  moderation: manuscriptModerationMachine.provide({
    actors: {
      loadRecord: effectActor(manuscriptOps.get),
      loadReviews: effectActor(manuscriptOps.reviews),
      loadHold: effectActor(manuscriptOps.hold),
      loadFiles: effectActor(manuscriptOps.files),
      loadTags: effectActor(manuscriptOps.tags),
      runStep: effectActor(manuscriptOps.moderate),
    },
    actions: {
      showError: (_, params) => showFailure(params),
      showDone: (_, params) => showSuccess(manuscriptText.done[params.step]),
      showRefused: (_, params) => showFailure(manuscriptText.refused[params.refusal]),
    },
  }),
  form: manuscriptFormMachine.provide({
    actors: { loadEntity: effectActor(manuscriptOps.get), saveEntity: effectActor(manuscriptOps.save) },
    actions: { showSaved: () => showSuccess(manuscriptText.editForm.saved) },
  }),
  assets: manuscriptAssetsMachine.provide({
    actors: {
      loadTags: effectActor(manuscriptOps.tags),
      loadFiles: effectActor(manuscriptOps.files),
      searchTags: effectActor(manuscriptOps.tagOptions),
      createTag: effectActor(manuscriptOps.createTag),
      uploadFile: effectActor(manuscriptOps.upload),
    },
    actions: { showError: (_, params) => showFailure(params) },
  }),
}

export type ManuscriptPages = typeof manuscriptMachines
