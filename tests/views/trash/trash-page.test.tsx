// @vitest-environment jsdom
/**
 * The ゴミ箱 page (views/components/trash-page.component.tsx) over the real trash machine: the
 * deleted records with 削除日時 (JST) and 削除者, 「復元」 of one, of the ticked ones in turn, each
 * refusal in the server's words beside the record's name, and the load failure with 再読み込み.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fromPromise } from 'xstate'
import type { TrashEntry } from '@src/domain/trash'
import { makeTrashMachine, type TrashPage as Page } from '@src/machines/trash.machine'
import { TrashPage } from '@src/views/components/trash-page.component'
import { RouterWrapper } from '../support/router'

afterEach(cleanup)

const entry = (id: string, name: string, deletedBy: string | null = '管理 太郎'): TrashEntry => ({
  id, name, note: `${id}@trash.example`, deletedAt: '2024-04-01T00:30:00.000Z', deletedBy,
})

const setup = (pages: ReadonlyArray<Page | Error>, refuse: ReadonlyMap<string, string> = new Map()) => {
  const restored: string[] = []
  const shown: string[][] = []
  let read = 0
  const machine = makeTrashMachine<string>('testTrash').provide({
    actors: {
      fetchTrash: fromPromise<Page, string | null>(async () => {
        const page = pages[Math.min(read++, pages.length - 1)]!
        if (page instanceof Error) throw page
        return page
      }),
      restoreOne: fromPromise<{ restoredAt: string }, string>(async ({ input }) => {
        const why = refuse.get(input)
        if (why) throw new Error(why)
        restored.push(input)
        return { restoredAt: '2024-04-02T00:00:00.000Z' }
      }),
    },
    actions: { showRestored: (_, params) => void shown.push([...params.names]) },
  })
  render(<TrashPage machine={machine} area="医師管理" what="医師" listLink={{ to: '/' } as never} />, { wrapper: RouterWrapper })
  return { restored, shown }
}

describe('TrashPage', () => {
  it('lists the deleted records with 削除日時 in JST and 削除者; 復元 of one restores it and confirms it by name', async () => {
    const yamada = entry('42', '山田 太郎')
    const { restored, shown } = setup([{ items: [yamada, entry('43', '佐藤 花子', null)], nextCursorKey: null }, { items: [], nextCursorKey: null }])
    const row = (await screen.findByText('山田 太郎')).closest('tr')!
    expect(within(row).getByText('2024/04/01 09:30')).toBeTruthy()
    expect(within(row).getByText('管理 太郎')).toBeTruthy()
    expect(within(row).getByText('42@trash.example')).toBeTruthy()
    expect(within(screen.getByText('佐藤 花子').closest('tr')!).getByText('（記録なし）')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: '山田 太郎を復元' }))
    await waitFor(() => expect(restored).toEqual(['42']))
    await screen.findByText('ゴミ箱に医師はありません。')
    expect(shown).toEqual([['山田 太郎']])
  })

  it('restores the ticked ones in turn; a refusal is shown in words with the name, the others go on', async () => {
    const why = 'メールアドレス「43@trash.example」は削除後に登録された別の医師が使っているため復元できません'
    const { restored, shown } = setup(
      [{ items: [entry('42', '山田 太郎'), entry('43', '佐藤 花子'), entry('44', '鈴木 一郎')], nextCursorKey: null }, { items: [entry('43', '佐藤 花子')], nextCursorKey: null }],
      new Map([['43', why]]),
    )
    await screen.findByText('山田 太郎')
    expect((screen.getByRole('button', { name: '選択した0件を復元' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.click(screen.getByRole('checkbox', { name: '山田 太郎を選択' }))
    fireEvent.click(screen.getByRole('checkbox', { name: '佐藤 花子を選択' }))
    fireEvent.click(screen.getByRole('button', { name: '選択した2件を復元' }))
    await screen.findByText(`「佐藤 花子」: ${why}`)
    expect(restored).toEqual(['42'])
    expect(shown).toEqual([['山田 太郎']])
    expect(screen.getByRole('region', { name: '復元できなかったもの' })).toBeTruthy()
  })

  it('a list that cannot be read says so and reads again on 再読み込み', async () => {
    setup([new Error('サーバーに接続できませんでした'), { items: [entry('42', '山田 太郎')], nextCursorKey: null }])
    await screen.findByText('ゴミ箱を読み込めませんでした: サーバーに接続できませんでした')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '再読み込み' })))
    await screen.findByText('山田 太郎')
  })
})
