/**
 * The work queues' counts (src/domain/work-queue.ts) the main shell reads and keeps live
 * (src/app/main-shell.tsx: the menu's badges), for the pages that show them too: the home page's
 * 要対応 cards. Undefined outside the shell or before the first read. Its own module, as small as
 * `MenuContext`: a page's lazy part reads it without the main layout's chunk.
 */
import { createContext, useContext } from 'react'
import type { WorkQueueCounts } from '../domain/work-queue'

export const WorkQueueContext = createContext<WorkQueueCounts | undefined>(undefined)

/** The live counts of the work queues (undefined: not read yet). */
export const useWorkQueueCounts = (): WorkQueueCounts | undefined => useContext(WorkQueueContext)
