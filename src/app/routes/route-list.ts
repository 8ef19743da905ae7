/**
 * A list page's actor, owned by its route (the route hands its validated search to the
 * page's machine as input; views never relay it).
 *
 * `useRouteList(machine, search)` is called by an area's props hook (src/areas/<area>/<area>.lazy.ts)
 * with the search its route validated (`getRouteApi(id).useSearch()`), or a search the hook fixes
 * (home's counters, a detail page's sub-lists). It creates the actor through `usePageActor` (the
 * inspector and StrictMode's rehydration stay right) with that search as input, and tells the
 * running actor of every new search. The page gets the running actor and reads it with `useListPage`.
 */
import { useEffect } from 'react'
import type { ListMachine, PagingSearch } from '../../machines/list.machine'
import type { ListActor } from '../../views/components/list-page.component'
import { quietCheck, useLiveCheck, useLiveReload } from '../../views/components/live.component'
import { usePageActor } from '../../views/components/page-actor'

export const useRouteList = <Item, Search extends PagingSearch>(machine: ListMachine<Item, Search>, search: Search): ListActor<Item, Search> => {
  const list = usePageActor(machine, { input: { search } })
  // the first search is the input; a later one (the URL changed) reloads the list unless it is the same search
  useEffect(() => {
    list.send({ type: 'query.change', search })
  }, [list, search])
  useLiveReload('list', () => list.send({ type: 'list.reload' })) // 更新 after other operators' saves (live.component.tsx)
  // after a gap in the live stream: have the rows shown changed? (a quiet read; live.component.tsx)
  useLiveCheck('list', () =>
    quietCheck(list, (found) => list.on('list.checked', found), (still) => list.subscribe((s) => still(s.matches('checking'))), { type: 'list.check' }),
  )
  return list
}
