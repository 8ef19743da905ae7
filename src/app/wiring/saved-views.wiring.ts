/**
 * The ビュー menu every list offers (src/machines/saved-views.machine.ts) with its actors over
 * src/services/saved-view.ops.ts; src/main.tsx hands it to the views through `SavedViewsContext`
 * (ListFilters shows it on every list page).
 */
import { savedViewsMachine } from '../../machines/saved-views.machine'
import { savedViewOps } from '../../services/saved-view.ops'
import { listText } from '../../views/text/list.text'
import { effectActor } from '../bridge'
import { showFailure, showSuccess } from '../notify'

export const savedViewMachines = {
  menu: savedViewsMachine.provide({
    actors: {
      listViews: effectActor(savedViewOps.list),
      saveView: effectActor(savedViewOps.save),
      deleteView: effectActor(savedViewOps.remove),
    },
    actions: {
      showError: (_, params) => showFailure(params),
      showDone: (_, params) => showSuccess(listText.views.done[params.action]),
    },
  }),
}

export type SavedViewPages = typeof savedViewMachines
