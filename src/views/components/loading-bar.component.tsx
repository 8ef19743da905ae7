/**
 * Loading bar: 2 px at the very top, shown while the loading-bar machine says `visible`
 * (work pending for more than 200 ms, for at most 5000 ms). The width creeps towards the
 * end over the 5 s so the bar reads as progress.
 */
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { loadingBarMachine } from '../../machines/loading-bar.machine'
import { shellText } from '../text/shell.text'

export const LoadingBar = ({ actor }: { readonly actor: ActorRefFrom<typeof loadingBarMachine> }) => {
  const visible = useSelector(actor, (s) => s.hasTag('visible'))
  if (!visible) return null
  return (
    <div className="loading-bar" role="progressbar" aria-label={shellText.loading} aria-busy="true">
      <div className="loading-bar__fill" />
    </div>
  )
}
