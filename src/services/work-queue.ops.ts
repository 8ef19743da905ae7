/** The work queues' counts (src/domain/work-queue.ts): the platform figures of `general.stats.get`, the queues' part of them. */
import { workQueueCountsOf } from '../domain/work-queue'
import { api } from './http/api'
import { operation } from './operation'

const counts = operation(api.general.stats.get, (_: void) => ({}), workQueueCountsOf)

export const workQueueOps = { counts } as const
