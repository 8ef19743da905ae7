/**
 * The presence machine of a record a page has open (docs/live.md), with its actors: each is
 * `effectActor(op)` over an operation of src/services/live.ops.ts; the last call (leave) runs to
 * its end after the page is gone. Made into one actor per open record by src/app/live.ts. The
 * stream itself (`admin.live.events`) is the connection machine's, built there with its delivery.
 */
import { presenceMachine } from '../../machines/presence.machine'
import { liveOps } from '../../services/live.ops'
import { effectActor } from '../bridge'

export const liveMachines = {
  presence: presenceMachine.provide({
    actors: { beat: effectActor(liveOps.beat), leave: effectActor(liveOps.leave, { outlivesActor: true }) },
  }),
}
