/**
 * 元に戻す (docs/trash.md): after a delete, the success toast carries a 「元に戻す」 button that
 * restores the record AT ONCE with the kind's restore call (the delete itself was never delayed: a
 * closed tab loses nothing, the record simply stays in its ゴミ箱). A restore refused by the
 * server (the e-mail a live record took since …) is shown in its words; a restored record opens.
 *
 * The main shell registers where a restored record opens (`useUndoNavigation`): the areas' wiring
 * hands over an href, never a router.
 */
import type { Effect } from 'effect'
import { Button } from 'primereact/button'
import { useEffect } from 'react'
import { failureOf } from '../machines/machine-helpers'
import type { AppServices } from './runtime'
import { runtime } from './runtime'
import { useNavigateHref } from './navigation'
import { showFailure, showSuccess, showToastMessage } from './notify'
import './undo.css'

export const undoText = {
  undo: '元に戻す',
  undone: '元に戻しました。',
} as const

/** How long a delete's toast stays (longer than a plain success: time to press 元に戻す). */
export const undoLifeMs = 10_000

let openHref: ((href: string) => void) | null = null

/** The main shell's: where a restored record opens. */
export const useUndoNavigation = (): void => {
  const navigate = useNavigateHref()
  useEffect(() => {
    openHref = navigate
    return () => {
      if (openHref === navigate) openHref = null
    }
  }, [navigate])
}

export interface Undo {
  /** The kind's restore of the deleted record (its operation on the record's id). */
  readonly restore: Effect.Effect<unknown, unknown, AppServices>
  /** The record's page, opened once it is back. */
  readonly href: string
}

/** The toast of a delete with its 「元に戻す」 (one press: the button goes once pressed). */
export const showDeleted = (summary: string, undo: Undo): void => {
  let pressed = false
  const press = () => {
    if (pressed) return
    pressed = true
    runtime.runPromise(undo.restore).then(
      () => {
        showSuccess(undoText.undone)
        openHref?.(undo.href)
      },
      (error: unknown) => showFailure(failureOf(error)),
    )
  }
  showToastMessage({
    severity: 'success',
    life: undoLifeMs,
    summary,
    content: ({ message }) => (
      <div className="undo-toast">
        <span className="p-toast-summary">{message.summary}</span>
        <Button type="button" size="small" outlined label={undoText.undo} icon="pi pi-undo" onClick={press} />
      </div>
    ),
  })
}
