/**
 * The press release pages' machines with their actors: each actor is `effectActor(op)` over the
 * operation in src/areas/press-release/press-release.ops.ts (the same function the Pact consumer test of
 * that call runs), and their outcomes go to staff through src/app/notify.ts.
 */
import type { PressRelease, PressReleaseFormLookups, PressReleaseLookups } from '../../domain/press-release'
import { pressReleaseFormLookupParts, pressReleaseLookupParts } from '../../domain/press-release'
import { makeListMachine } from '../../machines/list.machine'
import { makeLookupsMachine } from '../../machines/lookups.machine'
import { pressReleaseFormMachine } from './press-release-form.machine'
import { pressReleaseImageMachine } from './press-release-image.machine'
import { pressReleaseStatusMachine } from './press-release-status.machine'
import { pressReleaseOps } from './press-release.ops'
import { pressReleaseText } from './press-release.text'
import { effectActor } from '../../app/bridge'
import { showFailure, showSuccess } from '../../app/notify'
import type { PressReleaseListSearch } from './press-release.search'

export const pressReleaseMachines = {
  list: makeListMachine<PressRelease, PressReleaseListSearch>('pressReleaseList').provide({
    actors: { fetchPage: effectActor(pressReleaseOps.list) },
  }),
  lookups: makeLookupsMachine<PressReleaseLookups>('pressReleaseLookups', pressReleaseLookupParts).provide({
    actors: { loadLookup: effectActor(pressReleaseOps.lookup) },
  }),
  status: pressReleaseStatusMachine.provide({
    actors: {
      loadRecord: effectActor(pressReleaseOps.get),
      moveStatus: effectActor(pressReleaseOps.move),
      patchPublishedAt: effectActor(pressReleaseOps.publishedAt),
    },
    actions: {
      showError: (_, params) => showFailure(params),
      showDone: (_, params) => showSuccess(pressReleaseText.done[params.action]),
      showRefused: (_, params) => showFailure(pressReleaseText.refused(params.from, params.to)),
    },
  }),
  /** The edit form of a release in editing (title, body, tags, medium); a failed save keeps the input. */
  form: pressReleaseFormMachine.provide({
    actors: { loadEntity: effectActor(pressReleaseOps.get), saveEntity: effectActor(pressReleaseOps.update) },
    actions: { showSaved: () => showSuccess(pressReleaseText.form.saved) },
  }),
  /** An image put in the body from the editor: uploaded, its URL handed to the editor; a failure shown. */
  image: pressReleaseImageMachine.provide({
    actors: { uploadImage: effectActor(pressReleaseOps.uploadImage) },
    actions: { showError: (_, params) => showFailure(params), showQuarantined: () => showFailure({ message: pressReleaseText.form.imageQuarantined }) },
  }),
  formLookups: makeLookupsMachine<PressReleaseFormLookups>('pressReleaseFormLookups', pressReleaseFormLookupParts).provide({
    actors: { loadLookup: effectActor(pressReleaseOps.formLookup) },
  }),
}

export type PressReleasePages = typeof pressReleaseMachines
