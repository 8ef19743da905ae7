/**
 * The points (MP) pages' machines with their actors. /mp_management searches doctors with the
 * doctor list's own machine and operation, and grants through `doctorOps.grantMp` (one PATCH
 * /mp/mp for every picked doctor, with the note).
 */
import { bulkGrantMachine } from '../../machines/bulk-grant.machine'
import { doctorOps } from '../../services/doctor.ops'
import { effectActor } from '../bridge'
import { doctorPages } from './doctor.wiring'

export const pointsPages = {
  doctors: doctorPages.list,
  bulkGrant: bulkGrantMachine.provide({ actors: { grantMp: effectActor(doctorOps.grantMp) } }),
}

export type PointsPages = typeof pointsPages
