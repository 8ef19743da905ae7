/**
 * Wiring of the reload guard machine (src/machines/reload-guard.machine.ts) to the browser.
 *
 * - The time of the last guarded reload lives in sessionStorage (per tab, survives the reload).
 * - `vite:preloadError` (a chunk of the built app failed to load) and chunk-load errors caught
 *   by the route error component (`reportChunkFailure`) send `chunk.failed`.
 * - When the guard decides to reload, the event's default (throwing) is prevented; otherwise
 *   the error propagates and the error page shows: no reload loop.
 */
import { createActor } from './inspect'
import { reloadGuardMachine } from '../machines/reload-guard.machine'

export const reloadStampKey = 'medicolle.console.chunkReloadAt'

const readSinceLastReload = (now: number): number | null => {
  try {
    const raw = sessionStorage.getItem(reloadStampKey)
    if (raw === null) return null
    const at = Number(raw)
    return Number.isFinite(at) ? now - at : null
  } catch {
    return null
  }
}

export const reloadGuard = createActor(
  reloadGuardMachine.provide({
    actions: {
      stampReload: () => {
        try {
          sessionStorage.setItem(reloadStampKey, String(Date.now()))
        } catch {
          // Storage blocked: the in-memory state still prevents a loop within this document.
        }
      },
      reloadPage: () => window.location.reload(),
    },
  }),
  { input: { sinceLastReload: typeof window === 'undefined' ? null : readSinceLastReload(Date.now()) } },
)

reloadGuard.on('reload.suppressed', ({ suppressed }) => {
  console.error(`Stale chunk: not reloading again within 60 s (suppressed ${suppressed})`)
})

/** Report a chunk-load failure; true when the page is being reloaded because of it. */
export const reportChunkFailure = (): boolean => {
  reloadGuard.send({ type: 'chunk.failed' })
  return reloadGuard.getSnapshot().hasTag('reloading')
}

/** Start the guard and listen to Vite's preload errors. Called once by main.tsx. */
export const startReloadGuard = (): void => {
  reloadGuard.start()
  window.addEventListener('vite:preloadError', (event) => {
    if (reportChunkFailure()) event.preventDefault()
  })
}
