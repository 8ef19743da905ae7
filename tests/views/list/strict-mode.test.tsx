// @vitest-environment jsdom
/**
 * React StrictMode (the dev server, `npm start`) mounts, unmounts and remounts every page:
 * @xstate/react stops the page's actor (a list's: run by its route, useRouteList) (aborting the running call) and restarts it from its
 * persisted snapshot with a new call. The aborted call's late 'All fibers interrupted' must not
 * reach the restarted actor as a failure (src/app/bridge.ts `settleUnlessAborted`): the list
 * shows its rows, not '読み込めませんでした'.
 */
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { Effect, Layer, ManagedRuntime } from 'effect'
import { linkOptions } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { afterAll, afterEach, expect, it } from 'vitest'
import '@src/app/dayjs'
import { makeEffectActor } from '@src/app/bridge'
import type { Client, ClientAction } from '@src/domain/client'
import type { ClientId } from '@src/domain/ids'
import type { Page } from '@src/domain/endpoint'
import { makeBulkActionMachine } from '@src/machines/bulk-action.machine'
import { makeBulkEditMachine } from '@src/machines/bulk-edit.machine'
import { makeListMachine, type ListMachine, type PagingSearch } from '@src/machines/list.machine'
import { useRouteList } from '@src/app/routes/route-list'
import { ClientListPage } from '@src/areas/client/client-list.page'
import { RouterWrapper } from '../support/router'

afterEach(cleanup)
const runtime = ManagedRuntime.make(Layer.empty)
afterAll(() => runtime.dispose())

const client = {
  id: '7', companyName: 'テスト製薬株式会社', companyNameKana: 'テストセイヤク', department: null, contactName: '担当 花子', contactNameKana: null,
  email: 'pr@test-seiyaku.example', phone: null, postalCode: null, prefecture: null, address: null, url: null,
  suspended: false, suspendedAt: null, createdAt: '2024-04-01T00:00:00Z', updatedAt: '2024-04-01T00:00:00Z',
} as unknown as Client

const noSearch: PagingSearch = {}
const bulkAction = makeBulkActionMachine<ClientAction, ClientId>()
const bulkEdit = makeBulkEditMachine<ClientId>(['prefecture'])

/** The list page as its route renders it: the route runs the list actor (src/app/routes/route-list.ts), the page reads it. */
const ClientListRoute = ({ machine }: { readonly machine: ListMachine<Client, PagingSearch> }) => (
  <ClientListPage list={useRouteList(machine, noSearch)} search={noSearch} onSearch={() => {}} bulkActionMachine={bulkAction} bulkEditMachine={bulkEdit}
    detailLink={(clientId) => linkOptions({ to: '/client/$clientId', params: { clientId } })} newLink={linkOptions({ to: '/client/new' })} importLink={linkOptions({ to: '/client/import' })} trashLink={linkOptions({ to: '/client/trash' })} />
)

it('a list page under StrictMode shows its rows, not the interrupted first call', async () => {
  let calls = 0
  const fetchPage = makeEffectActor(runtime)((_: PagingSearch) =>
    Effect.sync(() => ++calls).pipe(
      Effect.andThen(Effect.sleep('20 millis')),
      Effect.as<Page<Client>>({ items: [client], nextCursorKey: null }),
    ),
  )
  render(
    // the router inside StrictMode, as the app renders it (src/main.tsx: StrictMode around RouterProvider)
    <StrictMode><RouterWrapper>
      <ClientListRoute machine={makeListMachine<Client, PagingSearch>('clientList').provide({ actors: { fetchPage } })} />
    </RouterWrapper></StrictMode>,
  )
  const grid = screen.getByRole('grid')
  // one header row + the client (the body is virtualised: jsdom lays out no rows to count)
  await waitFor(() => expect(grid.getAttribute('aria-busy')).toBe('false'))
  expect(grid.getAttribute('aria-rowcount')).toBe('2')
  expect(screen.queryByText(/読み込めませんでした/)).toBeNull()
  expect(calls).toBe(2) // the first call was abandoned by the remount, the second one answered
})
