/**
 * The work waiting for staff, shown next to its menu entry (and on the home page's 要対応 cards):
 * manuscripts 審査中 and press releases 公開申請中, counted by `general.stats.get`. Each queue names
 * the live area whose changes may move it (src/domain/live.ts: the area as call names spell it),
 * so the console reads the counts again when another operator's, or a doctor's, save reaches the
 * live stream — never on a timer.
 */
import type { Stats } from './report'

export const workQueues = {
  manuscriptsUnderReview: { liveArea: 'manuscripts', count: (s: Stats) => s.manuscripts['under_review'] ?? 0 },
  pressReleasesRequested: { liveArea: 'pressReleases', count: (s: Stats) => s.pressReleases['request'] ?? 0 },
} as const
export type WorkQueueKey = keyof typeof workQueues
export type WorkQueueCounts = Readonly<Record<WorkQueueKey, number>>

/** The live areas whose changes may move a queue. */
export const workQueueAreas: ReadonlySet<string> = new Set(Object.values(workQueues).map((q) => q.liveArea))

export const workQueueCountsOf = (s: Stats): WorkQueueCounts => ({
  manuscriptsUnderReview: workQueues.manuscriptsUnderReview.count(s),
  pressReleasesRequested: workQueues.pressReleasesRequested.count(s),
})
