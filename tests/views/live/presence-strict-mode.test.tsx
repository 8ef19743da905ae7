// @vitest-environment jsdom
/**
 * Presence under React's StrictMode (the dev server, `npm start`, mounts every effect, unmounts it
 * and mounts it again), over the real live services (src/app/live.ts `createLive`), the real live
 * bar and the real presence machine, with a server of presence rows (one per tab and record, as
 * server/src/areas/live keeps them) that takes the calls under way in the order it likes — here
 * the last sent first, as a busy server may.
 *
 * Operator B opens a doctor, then its 編集 (the record page → the edit form, on the same record), or
 * opens the edit form by its address: the server must end with B's row saying 編集中, and A, on the
 * record, sees 「運用 花子さんが編集中」. Before, each mount had its own presence actor: StrictMode's
 * unmount sent a leave and the mount again a beat, side by side with the record page's leave, and
 * the server, taking the beat first, removed B; A never saw 編集中 until B's next beat.
 */
import { act, cleanup, render, screen } from '@testing-library/react'
import { StrictMode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { fromPromise } from 'xstate'
import { createLive, type Live } from '@src/app/live'
import type { LivePlace, PresenceBeat, PresenceEntry, PresenceList } from '@src/domain/live'
import { presenceMachine } from '@src/machines/presence.machine'
import { LiveBar, LiveContext, useLiveReload } from '@src/views/components/live.component'

afterEach(cleanup)

const operators: Record<string, Omit<PresenceEntry, 'session' | 'editing'>> = {
  'tab-admin-a': { operatorId: '1005', name: '管理 太郎' },
  'tab-operator-b': { operatorId: '1006', name: '運用 花子' },
}

/** The server's presence rows, and the calls under way (answered when the test says). */
const presenceServer = () => {
  const rows = new Map<string, PresenceEntry & { readonly topic: string }>()
  const underWay: Array<{ readonly input: PresenceBeat; readonly signal: AbortSignal; readonly answer: (list: PresenceList) => void }> = []
  const sent: Array<PresenceBeat> = []
  let most = 0
  const call = fromPromise<PresenceList, PresenceBeat>(
    ({ input, signal }) =>
      new Promise((answer) => {
        sent.push(input)
        underWay.push({ input, signal, answer })
        most = Math.max(most, underWay.filter((c) => c.input.session === input.session && !c.signal.aborted).length)
      }),
  )
  const present = (topic: string) => [...rows.values()].filter((r) => r.topic === topic).map(({ topic: _, ...entry }) => entry)
  return {
    rows,
    sent,
    /** The most calls one tab had under way at once. */
    most: () => most,
    machine: presenceMachine.provide({ actors: { beat: call, leave: call } }),
    /** Every call under way, the last sent first (and what those lead to), until none is left. A call the tab gave up never arrived. */
    serve: async () => {
      for (;;) {
        await act(() => new Promise((resolve) => setTimeout(resolve, 5))) // a leave waits for the end of its task
        if (underWay.length === 0) return
        for (const { input, signal, answer } of underWay.splice(0).reverse()) {
          if (signal.aborted) continue
          const key = `${input.session} ${input.topic}`
          if (input.leave) rows.delete(key)
          else rows.set(key, { topic: input.topic, session: input.session, editing: input.editing, ...operators[input.session]! })
          answer({ topic: input.topic, present: present(input.topic) })
        }
      }
    },
  }
}

const doctor = (editing: boolean): LivePlace => ({ kind: 'record', topic: 'doctors/42', area: 'doctors', id: '42', editing })

/**
 * The main shell's part: the live bar over the page, under StrictMode at the root as src/main.tsx
 * renders it (React mounts effects twice only under a StrictMode there at the first mount).
 */
const shell = (live: Live, place: LivePlace) => (
  <StrictMode>
    <LiveContext.Provider value={live}>
      <LiveBar place={place} />
    </LiveContext.Provider>
  </StrictMode>
)

const rowOf = (server: ReturnType<typeof presenceServer>, session: string) => server.rows.get(`${session} doctors/42`)

describe('presence under StrictMode (the dev server)', () => {
  it('B opening 編集 from the record page: the server ends with B editing, and A sees 「運用 花子さんが編集中」', async () => {
    const server = presenceServer()
    const b = createLive('tab-operator-b', server.machine)
    const view = render(shell(b, doctor(false)))
    await server.serve()
    expect(rowOf(server, 'tab-operator-b')).toMatchObject({ editing: false })

    view.rerender(shell(b, doctor(true))) // 編集: the record page goes, the edit form comes
    await server.serve()
    expect(rowOf(server, 'tab-operator-b')).toMatchObject({ editing: true, name: '運用 花子' })
    // no leave while B is on the record, and B's calls one after another
    expect(server.sent.filter((c) => c.leave)).toEqual([])
    expect(server.most()).toBe(1)

    const a = createLive('tab-admin-a', server.machine)
    render(shell(a, doctor(false)))
    await server.serve()
    expect(screen.getByText('運用 花子さんが編集中')).toBeTruthy()
    expect(screen.queryByText('運用 花子さんが閲覧中')).toBeNull()

    // B closes the form: one leave, and the row is gone
    view.unmount()
    await server.serve()
    expect(rowOf(server, 'tab-operator-b')).toBeUndefined()
    expect(server.sent.filter((c) => c.session === 'tab-operator-b' && c.leave)).toHaveLength(1)
    a.stop()
  })

  it('B opening the edit form by its address: one beat, editing', async () => {
    const server = presenceServer()
    const b = createLive('tab-operator-b', server.machine)
    render(shell(b, doctor(true)))
    await server.serve()
    expect(rowOf(server, 'tab-operator-b')).toMatchObject({ editing: true })
    expect(server.sent).toEqual([{ session: 'tab-operator-b', topic: 'doctors/42', editing: true }])
    b.stop()
    await server.serve()
    expect(rowOf(server, 'tab-operator-b')).toBeUndefined()
  })

  it('two pages on one record (the record page and a part of it): one presence, editing while either edits', async () => {
    const server = presenceServer()
    const b = createLive('tab-operator-b', server.machine)
    const leaveView = b.enter('doctors/42', false, () => {})
    const leaveForm = b.enter('doctors/42', true, () => {})
    await server.serve()
    expect(rowOf(server, 'tab-operator-b')).toMatchObject({ editing: true })
    leaveForm()
    await server.serve()
    expect(rowOf(server, 'tab-operator-b')).toMatchObject({ editing: false })
    leaveView()
    await server.serve()
    expect(rowOf(server, 'tab-operator-b')).toBeUndefined()
    expect(server.most()).toBe(1)
  })

  it('a record entered again while its leave is under way arrives after it (never a beat beside the leave)', async () => {
    const server = presenceServer()
    const b = createLive('tab-operator-b', server.machine)
    const first = b.enter('doctors/42', false, () => {})
    await server.serve()
    first()
    await act(() => new Promise((resolve) => setTimeout(resolve, 5))) // the leave is sent, not yet answered
    expect(server.sent.at(-1)).toMatchObject({ leave: true })
    const back = b.enter('doctors/42', true, () => {})
    expect(server.sent.at(-1)).toMatchObject({ leave: true }) // the arrival waits
    await server.serve()
    expect(rowOf(server, 'tab-operator-b')).toMatchObject({ editing: true })
    expect(server.sent.slice(-2)).toEqual([
      { session: 'tab-operator-b', topic: 'doctors/42', editing: false, leave: true },
      { session: 'tab-operator-b', topic: 'doctors/42', editing: true },
    ])
    expect(server.most()).toBe(1)
    back()
  })
})

describe('live subscriptions under StrictMode', () => {
  const Page = () => {
    useLiveReload('record', () => {})
    return null
  }

  it('each is registered once while the page is shown, and none is left after it', async () => {
    const server = presenceServer()
    const live = createLive('tab-operator-b', server.machine)
    const active = { change: 0, resync: 0 }
    const counted: Live = {
      ...live,
      onChange: (listener) => {
        active.change += 1
        const stop = live.onChange(listener)
        return () => {
          active.change -= 1
          stop()
        }
      },
      onResync: (listener) => {
        active.resync += 1
        const stop = live.onResync(listener)
        return () => {
          active.resync -= 1
          stop()
        }
      },
    }
    const view = render(
      <StrictMode>
        <LiveContext.Provider value={counted}>
          <LiveBar place={doctor(false)} />
          <Page />
        </LiveContext.Provider>
      </StrictMode>,
    )
    await server.serve()
    expect(active).toEqual({ change: 1, resync: 1 })
    expect(live.reloads.record.size).toBe(1)
    view.unmount()
    expect(active).toEqual({ change: 0, resync: 0 })
    expect(live.reloads.record.size).toBe(0)
  })
})
