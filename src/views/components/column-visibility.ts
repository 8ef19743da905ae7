/**
 * Which columns of a list are hidden: chosen in the list's 表示する列 (ListTable), saved with a
 * ビュー and restored when a view is applied (ListFilters' saved-views menu). One store per list
 * name (`doctor`, `press_release` … the saved views' list), shared by both.
 *
 * Kept in this browser (localStorage), not in the URL: the URL is the list's query (a column
 * change must not fetch again, and a shared link shows the recipient's own columns); a saved view
 * carries the columns to another browser (docs/architecture.md, *List pages*). Without storage
 * (private mode, quota) the choice still holds until the page is reloaded.
 */
import { useCallback, useSyncExternalStore } from 'react'

const storageKey = (list: string) => `medicolle.hiddenColumns.${list}`
const none: ReadonlyArray<string> = []
const current = new Map<string, ReadonlyArray<string>>()
const listeners = new Map<string, Set<() => void>>()

const storage = (): Storage | undefined => {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    return undefined // storage denied (sandboxed frame): kept in memory only
  }
}

const read = (list: string): ReadonlyArray<string> => {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(storageKey(list)) ?? '[]')
    return Array.isArray(parsed) && parsed.every((x) => typeof x === 'string') && parsed.length > 0 ? parsed : none
  } catch {
    return none // not JSON (edited by hand): every column shown
  }
}

/** The hidden column ids of a list (the same array until they change). */
export const hiddenColumnsOf = (list: string): ReadonlyArray<string> => {
  let hidden = current.get(list)
  if (hidden === undefined) {
    hidden = read(list)
    current.set(list, hidden)
  }
  return hidden
}

/** Hide exactly these columns of a list (an empty list shows every column). */
export const setHiddenColumns = (list: string, hidden: ReadonlyArray<string>): void => {
  const next = hidden.length === 0 ? none : [...new Set(hidden)]
  const before = hiddenColumnsOf(list)
  if (before.length === next.length && before.every((id, i) => id === next[i])) return
  current.set(list, next)
  try {
    if (next.length === 0) storage()?.removeItem(storageKey(list))
    else storage()?.setItem(storageKey(list), JSON.stringify(next))
  } catch {
    // quota or denied storage: the choice holds for this page's life (see above)
  }
  for (const notify of listeners.get(list) ?? []) notify()
}

/** The hidden column ids of a list, re-rendering when they change. */
export const useHiddenColumns = (list: string): ReadonlyArray<string> => {
  const subscribe = useCallback(
    (notify: () => void) => {
      const set = listeners.get(list) ?? new Set()
      listeners.set(list, set)
      set.add(notify)
      return () => {
        set.delete(notify)
      }
    },
    [list],
  )
  return useSyncExternalStore(subscribe, () => hiddenColumnsOf(list))
}
