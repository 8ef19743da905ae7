/**
 * Focus into every dialog when it opens and back where it was when it closes
 * (keyboard-complete), for every PrimeReact Dialog of the console at once: the confirm and
 * message dialogs, record actions, MP grant, CSV error / result, the edit conflict, bulk action,
 * export and every later one. No dialog has code of its own for it.
 *
 * How: `dialogFocusTransition` is given to every Dialog through PrimeReact's global pass-through
 * (`pt.dialog.transition` in src/app/locale.ts; PrimeReact calls these after its own handlers),
 * and `installDialogFocus` (called by `installPrimeLocale`) watches the page.
 * - open (`onEnter`): remember the opener, the element focused last outside the dialog
 *   (`installDialogFocus` tracks `focusin`: the dialog's autofocus button may have the focus
 *   already, and a failure's message dialog opens while the save button is disabled and nothing
 *   has it). An opener inside another dialog remembers that dialog's opener too.
 * - shown (`onEntered`): when nothing in the dialog has the focus yet, its autofocus button gets
 *   it, else its first focusable element, else the dialog itself.
 * - closed (by a button, Escape or the close icon) or removed while open (a dialog whose owner
 *   unmounts it, e.g. the MP grant dialog when its actor stops), noticed by a MutationObserver on
 *   the body (where PrimeReact portals each dialog's mask) once the dialog is gone: the focus goes
 *   back to the opener if it is still there and focusable (one disabled while the action it
 *   started runs is waited for, up to `openerWaitMs`), else to the opener of the dialog it was
 *   in, else to the page's heading (h1 in <main>, made focusable with tabindex=-1), else <main>.
 *   A focus another dialog holds by then is left alone (a dialog that opens the next one).
 * PrimeReact itself returns the focus only on a close with its exit animation and only to the
 * element focused when `visible` turned true (the body, when a failure's message opens); it runs
 * first, this corrects it.
 */

interface Opened {
  /** The element focused when the dialog opened (undefined: none known). */
  readonly opener: Element | undefined
  /** When the opener was inside another dialog: what that dialog remembered. */
  readonly outer: Opened | undefined
}

const opened = new Map<HTMLElement, Opened>()
/** The elements focused last, oldest first (a few: enough to look past a dialog's own buttons). */
const recentFocus: Array<Element> = []
const recentFocusLimit = 8
let installed = false

const dialogSelector = '.p-dialog[role="dialog"]'

const isRealFocus = (el: Element | null | undefined): el is Element =>
  el != null && el !== document.body && el !== document.documentElement && el.isConnected

/** Connected, enabled, not hidden: `focus()` would take. */
const canFocus = (el: Element | undefined): el is HTMLElement => {
  if (!(el instanceof HTMLElement) || !el.isConnected) return false
  if (el.matches(':disabled') || el.closest('[inert], [hidden]')) return false
  // jsdom has no checkVisibility: there everything connected counts as visible
  return typeof el.checkVisibility === 'function' ? el.checkVisibility() : true
}

const focusables =
  'button, [href], input, select, textarea, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]'

const autofocus = '[autofocus], [data-pc-autofocus="true"]'
const trapSentinel = '[data-p-hidden-focusable="true"], .p-hidden-focusable'

const focusElement = (el: HTMLElement): boolean => {
  el.focus({ preventScroll: false })
  return document.activeElement === el
}

/** The page's heading, else <main>, made focusable from script only (tabindex=-1) if it is not. */
const fallback = (): HTMLElement | undefined => {
  const main = document.querySelector<HTMLElement>('main')
  const heading = main?.querySelector<HTMLElement>('h1') ?? document.querySelector<HTMLElement>('h1')
  for (const el of [heading, main]) {
    if (!el || !canFocus(el)) continue
    if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1')
    return el
  }
  return undefined
}

/**
 * A dialog is opening: remember where the focus was before it. Its autofocus button may have it
 * already (React focuses it as it mounts), and a failure's message may open while nothing has
 * it: the opener is the element focused last outside this dialog that is still there.
 */
export const rememberOpener = (dialog: HTMLElement): void => {
  const opener = [...recentFocus].reverse().find((el) => el.isConnected && !dialog.contains(el))
  const around = opener?.closest(dialogSelector)
  opened.set(dialog, { opener, outer: around instanceof HTMLElement ? opened.get(around) : undefined })
}

/** The dialog is shown: make sure the focus is inside it. */
export const focusInto = (dialog: HTMLElement): void => {
  if (!dialog.isConnected || dialog.contains(document.activeElement)) return
  // its autofocus button first (as PrimeReact would), else the first focusable; never the focus
  // trap's hidden sentinels
  const candidates = [...dialog.querySelectorAll<HTMLElement>(autofocus), ...dialog.querySelectorAll<HTMLElement>(focusables)]
  const first = candidates.find((el) => canFocus(el) && !el.matches(trapSentinel))
  if (first && focusElement(first)) return
  if (!dialog.hasAttribute('tabindex')) dialog.setAttribute('tabindex', '-1')
  dialog.focus()
}

/** Nobody has taken the focus since (no dialog opened, staff did not click elsewhere). */
const focusIsFree = (): boolean => !isRealFocus(document.activeElement)

const focusFallback = (): void => {
  const place = fallback()
  if (place) focusElement(place)
}

/** How long an opener disabled by the action it started (saving, 利用停止 …) is waited for. */
export const openerWaitMs = 10_000

/** The opener is disabled while its action runs: focus it once enabled, the fallback if it goes. */
const focusWhenEnabled = (el: HTMLElement): void => {
  const done = () => {
    watch.disconnect()
    clearTimeout(timer)
  }
  const watch = new MutationObserver(() => {
    if (!el.isConnected) {
      done()
      if (focusIsFree()) focusFallback()
    } else if (canFocus(el)) {
      done()
      if (focusIsFree()) focusElement(el)
    }
  })
  watch.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] })
  const timer = setTimeout(() => {
    done()
    if (focusIsFree()) focusFallback()
  }, openerWaitMs)
}

/** The dialog closed or went away: the focus back to its opener (or a sensible place). */
export const returnFocus = (dialog: HTMLElement): void => {
  const record = opened.get(dialog)
  if (!record) return
  opened.delete(dialog)
  const active = document.activeElement
  // another dialog holds the focus now (it opened as this one closed): leave it there
  if (isRealFocus(active) && !dialog.contains(active) && active.closest(dialogSelector)) return
  for (let r: Opened | undefined = record; r; r = r.outer) {
    const el = r.opener
    if (!(el instanceof HTMLElement) || !el.isConnected) continue
    if (canFocus(el) && focusElement(el)) return
    if (el.matches(':disabled')) return focusWhenEnabled(el)
  }
  focusFallback()
}

/** Dialogs gone from the page (closed, or unmounted while open): their focus goes back. */
const settleRemoved = (): void => {
  for (const dialog of [...opened.keys()]) if (!dialog.isConnected) returnFocus(dialog)
}

/**
 * Track the last real focus (the opener of a dialog that opens while nothing has the focus) and
 * watch for dialogs removed while open. Once, at start-up (`installPrimeLocale`).
 */
export const installDialogFocus = (): void => {
  if (installed || typeof document === 'undefined') return
  installed = true
  document.addEventListener('focusin', (event) => {
    if (!(event.target instanceof Element) || !isRealFocus(event.target)) return
    recentFocus.push(event.target)
    if (recentFocus.length > recentFocusLimit) recentFocus.shift()
  })
  new MutationObserver(settleRemoved).observe(document.body, { childList: true })
}

/** PrimeReact's Dialog roots (not other role=dialog overlays). */
const dialogsInPage = (): ReadonlyArray<HTMLElement> => Array.from(document.querySelectorAll<HTMLElement>(dialogSelector))

/** Opened, not yet shown (PrimeReact's transition passes no element: its nodeRef is internal). */
let entering: Array<HTMLElement> = []

/** The Dialog's transition callbacks (PrimeReact's global pass-through `pt.dialog.transition`). */
export const dialogFocusTransition = {
  onEnter: (node?: unknown) => {
    const fresh = node instanceof HTMLElement ? [node] : dialogsInPage().filter((d) => !opened.has(d))
    for (const dialog of fresh) rememberOpener(dialog)
    entering.push(...fresh)
  },
  onEntered: (node?: unknown) => {
    const shown = node instanceof HTMLElement ? [node] : entering
    entering = []
    for (const dialog of shown) focusInto(dialog)
  },
}
