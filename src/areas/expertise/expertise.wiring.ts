/**
 * The expertise page's machine with its actors: `effectActor(op)` over src/areas/expertise/expertise.ops.ts,
 * outcomes to staff through src/app/notify.ts (texts in src/areas/expertise/expertise.text.ts).
 */
import { expertiseTreeMachine } from './expertise-tree.machine'
import { expertiseOps } from './expertise.ops'
import { expertiseText } from './expertise.text'
import { effectActor } from '../../app/bridge'
import { showFailure, showSuccess } from '../../app/notify'

export const expertiseMachines = {
  tree: expertiseTreeMachine.provide({
    actors: { loadTree: effectActor(expertiseOps.tree), saveChange: effectActor(expertiseOps.save) },
    actions: {
      showDone: (_, params) => showSuccess(expertiseText.done[params.kind]),
      showError: (_, params) => showFailure(params),
      showRefused: () => showFailure(expertiseText.refusedMove),
    },
  }),
}

export type ExpertisePages = typeof expertiseMachines
