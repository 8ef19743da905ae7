// @vitest-environment jsdom
/**
 * The live bar above every page (src/views/components/live.component.tsx) over fake live services:
 * who else is on the record, another operator's save on a record page (再読込 runs the page's
 * registered reload), on an edit form (no reload: what was typed stays), on a list (更新); after a
 * gap (`onResync`), a list's 更新 notice and a record page's quiet check.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback } from 'xstate'
import type { LiveChange, LivePlace, PresenceEntry } from '@src/domain/live'
import { liveConnectionMachine } from '@src/machines/live-connection.machine'
import { LiveBar, LiveContext, useLiveCheck, useLiveReload, type LiveServices } from '@src/views/components/live.component'

afterEach(cleanup)

const fakeLive = () => {
  let others: ((o: ReadonlyArray<PresenceEntry>, failed: boolean) => void) | undefined
  const changes = new Set<(c: LiveChange) => void>()
  const resyncs = new Set<() => void>()
  const entered: Array<{ topic: string; editing: boolean; left: boolean }> = []
  const services: LiveServices = {
    enter: (topic, editing, onOthers) => {
      const entry = { topic, editing, left: false }
      entered.push(entry)
      others = onOthers
      return () => void (entry.left = true)
    },
    onChange: (listener) => {
      changes.add(listener)
      return () => void changes.delete(listener)
    },
    onResync: (listener) => {
      resyncs.add(listener)
      return () => void resyncs.delete(listener)
    },
    connection: createActor(liveConnectionMachine, { input: { session: 'tab-test-0001' } }),
    reloads: { record: new Set(), list: new Set() },
    checks: { record: new Set(), list: new Set() },
  }
  return {
    services,
    entered,
    present: (o: ReadonlyArray<PresenceEntry>, failed = false) => act(() => others?.(o, failed)),
    change: (c: LiveChange) => act(() => changes.forEach((l) => l(c))),
    resync: () => act(async () => resyncs.forEach((l) => l())),
  }
}

const Page = ({ reload }: { readonly reload: () => void }) => {
  useLiveReload('record', reload)
  useLiveReload('list', reload)
  return null
}
const Check = ({ kind, check }: { readonly kind: 'record' | 'list'; readonly check: () => Promise<boolean> }) => {
  useLiveCheck(kind, check)
  return null
}

const show = (live: ReturnType<typeof fakeLive>, place: LivePlace, reload = vi.fn(), check?: () => Promise<boolean>) => {
  render(
    <LiveContext.Provider value={live.services}>
      <LiveBar place={place} />
      <Page reload={reload} />
      {check ? <Check kind={place.kind} check={check} /> : null}
    </LiveContext.Provider>,
  )
  return reload
}

const yamada: PresenceEntry = { session: 's-yamada', operatorId: '7', name: '山田 一郎', editing: true }
const sato: PresenceEntry = { session: 's-sato', operatorId: '8', name: '佐藤 花子', editing: false }
const record: LivePlace = { kind: 'record', topic: 'doctors/42', area: 'doctors', id: '42', editing: false }

describe('LiveBar', () => {
  it('shows who else is on the record, editing or viewing, and leaves when the page goes', () => {
    const live = fakeLive()
    show(live, record)
    expect(live.entered).toEqual([{ topic: 'doctors/42', editing: false, left: false }])
    live.present([yamada, sato])
    expect(screen.getByText('山田 一郎さんが編集中')).toBeTruthy()
    expect(screen.getByText('佐藤 花子さんが閲覧中')).toBeTruthy()
    live.present([], true)
    expect(screen.queryByText('山田 一郎さんが編集中')).toBeNull()
    expect(screen.getByText('在席情報を更新できません')).toBeTruthy()
    cleanup()
    expect(live.entered[0]?.left).toBe(true)
  })

  it("another operator's save of this record: the notice, and 再読込 runs the page's reload", () => {
    const live = fakeLive()
    const reload = show(live, record)
    live.change({ kind: 'change', area: 'doctors', ids: ['43'], byOperatorId: '7', by: '山田 一郎' })
    live.change({ kind: 'change', area: 'clients', ids: ['42'], byOperatorId: '7', by: '山田 一郎' })
    expect(screen.queryByRole('alert')).toBeNull()
    live.change({ kind: 'change', area: 'doctors', ids: ['42'], byOperatorId: '7', by: '山田 一郎' })
    expect(screen.getByRole('alert').textContent).toContain('他の操作者が更新しました（山田 一郎）')
    fireEvent.click(screen.getByRole('button', { name: '再読込' }))
    expect(reload).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('on an edit form: the notice without a reload (what was typed stays)', () => {
    const live = fakeLive()
    show(live, { ...record, editing: true })
    expect(live.entered).toEqual([{ topic: 'doctors/42', editing: true, left: false }])
    live.change({ kind: 'change', area: 'doctors', ids: ['42'], byOperatorId: '7', by: null })
    expect(screen.getByRole('alert').textContent).toContain('他の操作者が更新しました')
    expect(screen.getByText('入力内容はそのままです。保存すると変更箇所を確認できます。')).toBeTruthy()
    expect(screen.queryByRole('button', { name: '再読込' })).toBeNull()
  })

  it('on a list: a banner with 更新, which reloads the lists', () => {
    const live = fakeLive()
    const reload = show(live, { kind: 'list', area: 'doctors' })
    expect(live.entered).toEqual([])
    live.change({ kind: 'change', area: 'doctors', ids: [], byOperatorId: '7', by: '山田 一郎' })
    expect(screen.getByText('一覧の表示後に内容が更新されました')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '更新' }))
    expect(reload).toHaveBeenCalledTimes(1)
    expect(screen.queryByText('一覧の表示後に内容が更新されました')).toBeNull()
  })

  it('after a gap, a list without a check shows its 更新 notice (rows may have changed)', async () => {
    const live = fakeLive()
    const reload = show(live, { kind: 'list', area: 'doctors' })
    expect(screen.queryByText('一覧の表示後に内容が更新されました')).toBeNull()
    await live.resync()
    expect(screen.getByText('一覧の表示後に内容が更新されました')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '更新' }))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('after a gap, a list with a check shows 更新 only when its rows changed', async () => {
    const live = fakeLive()
    let changed = false
    const check = vi.fn(() => Promise.resolve(changed))
    show(live, { kind: 'list', area: 'doctors' }, vi.fn(), check)
    expect(live.services.checks.list.size).toBe(1)
    await live.resync()
    expect(check).toHaveBeenCalledTimes(1)
    expect(screen.queryByText('一覧の表示後に内容が更新されました')).toBeNull()
    changed = true
    await live.resync()
    expect(screen.getByText('一覧の表示後に内容が更新されました')).toBeTruthy()
  })

  it('after a gap, a record page checks its record: a moved version shows the notice with 再読込, the same one nothing', async () => {
    const live = fakeLive()
    let changed = false
    const check = vi.fn(() => Promise.resolve(changed))
    const reload = show(live, record, vi.fn(), check)
    expect(live.services.checks.record.size).toBe(1)
    await live.resync()
    expect(check).toHaveBeenCalledTimes(1)
    expect(screen.queryByRole('alert')).toBeNull()
    changed = true
    await live.resync()
    expect(check).toHaveBeenCalledTimes(2)
    expect(screen.getByRole('alert').textContent).toContain('他の操作者が更新しました')
    fireEvent.click(screen.getByRole('button', { name: '再読込' }))
    expect(reload).toHaveBeenCalledTimes(1)
    cleanup()
    expect(live.services.checks.record.size).toBe(0) // the page is gone: nothing left to check
  })

  it('after a gap, an edit form whose record moved: the notice, what was typed stays', async () => {
    const live = fakeLive()
    show(live, { ...record, editing: true }, vi.fn(), () => Promise.resolve(true))
    await live.resync()
    expect(screen.getByRole('alert').textContent).toContain('他の操作者が更新しました')
    expect(screen.getByText('入力内容はそのままです。保存すると変更箇所を確認できます。')).toBeTruthy()
    expect(screen.queryByRole('button', { name: '再読込' })).toBeNull()
  })

  it('renders nothing for an account the server will not stream to (not staff)', () => {
    const live = fakeLive()
    const refusing = createActor(
      liveConnectionMachine.provide({ actors: { stream: fromCallback(({ sendBack }) => sendBack({ type: 'stream.refused', reason: 'この操作は管理者・オペレーターのみ行えます' })) } }),
      { input: { session: 'tab-test-0002' } },
    ).start()
    const { container } = render(
      <LiveContext.Provider value={{ ...live.services, connection: refusing }}>
        <LiveBar place={record} />
      </LiveContext.Provider>,
    )
    expect(refusing.getSnapshot().matches('refused')).toBe(true)
    expect(container.innerHTML).toBe('')
    expect(live.entered).toEqual([])
    refusing.stop()
  })

  it('says so while the stream is down after a failure', () => {
    const live = fakeLive()
    const failing = createActor(
      liveConnectionMachine.provide({ actors: { stream: fromCallback(({ sendBack }) => sendBack({ type: 'stream.failed', reason: 'network' })) } }),
      { input: { session: 'tab-test-0003' } },
    ).start()
    render(
      <LiveContext.Provider value={{ ...live.services, connection: failing }}>
        <LiveBar place={{ kind: 'list', area: 'doctors' }} />
      </LiveContext.Provider>,
    )
    expect(screen.getByRole('status').textContent).toBe('更新通知に接続できません（再接続します）')
    failing.stop()
  })

  it('renders nothing without live services or a place', () => {
    const { container } = render(<LiveBar place={record} />)
    expect(container.innerHTML).toBe('')
  })
})
