/**
 * PrimeReact's `Dialog`, loaded the first time one is shown: the message, confirm and
 * history dialogs of the root shell and the list pages' dialogs (CSV出力, bulk actions, MP付与) are
 * on every page but shown on demand, so the dialog's code (with its transition and icons, ~7 KB
 * gzip) stays out of the first load of every route (docs/architecture.md "Route chunks").
 *
 * Same props as PrimeReact's; nothing is rendered until `visible` is first true, then PrimeReact's
 * dialog (mounted visible: it opens as it would have) and from then on always, so it closes with
 * its own animation. A chunk that fails to load throws to the nearest error boundary (the route's
 * error component and its reload guard), as a page chunk does.
 */
import { lazy, Suspense, useState } from 'react'
import type { DialogProps } from 'primereact/dialog'

export type { DialogProps }

const PrimeDialog = lazy(() => import('primereact/dialog').then((module) => ({ default: module.Dialog })))

export const Dialog = (props: DialogProps) => {
  const [shown, setShown] = useState(props.visible)
  // a value derived from props (React's "storing information from previous renders"): set once, kept
  if (props.visible && !shown) setShown(true)
  if (!shown) return null
  return (
    <Suspense fallback={null}>
      <PrimeDialog {...props} />
    </Suspense>
  )
}
