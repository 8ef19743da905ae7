/**
 * Loading bar: 2 px at the very top, shown while the loading-bar machine says `visible`
 * (work pending for more than 200 ms, then until the work ends). The fill's width is the
 * machine's `progress`: paced over 5000 ms towards, never to, the end while work pends;
 * 100 % for a moment when it ends.
 */
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { loadingBarMachine } from '../../machines/loading-bar.machine'
import { shellText } from '../text/shell.text'

export const LoadingBar = ({ actor }: { readonly actor: ActorRefFrom<typeof loadingBarMachine> }) => {
  const visible = useSelector(actor, (s) => s.hasTag('visible'))
  const progress = useSelector(actor, (s) => Math.round(s.context.progress * 10) / 10)
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  if (!visible) return null
  return (
    <div
      className="loading-bar"
      role="progressbar"
      aria-label={shellText.loading}
      aria-busy={busy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
    >
      <div className="loading-bar__fill" style={{ width: `${progress}%` }} />
    </div>
  )
}
