// @vitest-environment jsdom
/**
 * Issue 32: 「この値に戻す」 on the 履歴 of a manuscript, a press release, a medium and an expertise
 * node. Offered on the fields their edit forms edit (manuscript title / contents / expertise; press
 * release title / body / medium; medium name / URL / description; expertise name), never on what
 * other actions change (status, publication time, suspension, the parent or order of a node), and
 * not at all where the page says the record may not be edited now (`editable={false}`: a manuscript
 * out of draft, a press release out of editing). Accepting reverts that entry's earlier value.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { fromPromise } from 'xstate'
import '@src/app/dayjs'
import { HistoryContext, RecordHistory, type HistoryMachines } from '@src/areas/audit-log/history.section'
import { historyMachines } from '@src/areas/audit-log/history.wiring'
import type { AuditCurrent, AuditLogEntry, AuditTargetType, RevertRequest } from '@src/domain/audit'
import type { Page } from '@src/domain/endpoint'
import type { AuditLogId } from '@src/domain/ids'
import type { HistorySearch } from '@src/areas/audit-log/audit-log.search'

afterEach(cleanup)

const entry = (targetType: AuditTargetType, action: AuditLogEntry['action'], before: Record<string, unknown>, after: Record<string, unknown>): AuditLogEntry => ({
  id: '90' as AuditLogId, action, targetType, targetId: '7', actorUid: 'u1', actorEmail: 'op@medicolle.example', actorOperatorId: '2', actorName: '運用 花子',
  before, after, reason: null, revertOf: null, createdAt: '2026-04-01T00:30:00Z', names: {},
})

const machines = (entries: ReadonlyArray<AuditLogEntry>, reverts: Array<RevertRequest>): HistoryMachines => ({
  list: historyMachines.list.provide({
    actors: { fetchPage: fromPromise<Page<AuditLogEntry>, HistorySearch>(async () => ({ items: [...entries], nextCursorKey: null })) },
  }),
  batchUndo: historyMachines.batchUndo,
  revert: historyMachines.revert.provide({
    actors: {
      // the record holds now what the entry left (its `after`): the revert is clean
      readCurrent: fromPromise<AuditCurrent, RevertRequest>(async () => ({ values: (entries[0]?.after ?? {}) as Record<string, unknown>, names: {} })),
      runRevert: fromPromise<void, RevertRequest>(async ({ input }) => void reverts.push(input)),
    },
    actions: { showDone: () => {}, showError: () => {} },
  }),
})

const show = async (kind: AuditTargetType, entries: ReadonlyArray<AuditLogEntry>, reverts: Array<RevertRequest>, editable?: boolean) => {
  render(
    <HistoryContext.Provider value={machines(entries, reverts)}>
      <RecordHistory kind={kind} id="7" {...(editable === undefined ? {} : { editable })} onReverted={() => {}} />
    </HistoryContext.Provider>,
  )
  fireEvent.click(within(screen.getByTestId('record-history')).getAllByRole('button')[0]!)
  await screen.findAllByTestId('history-entry')
}

/** The labels of the changed fields that offer 「この値に戻す」. */
const offered = () =>
  Array.from(document.querySelectorAll('.record-history-change'))
    .filter((change) => within(change as HTMLElement).queryByRole('button', { name: 'この値に戻す' }) !== null)
    .map((change) => change.querySelector('dt')!.textContent)

const cases: ReadonlyArray<{
  readonly kind: AuditTargetType
  readonly edit: AuditLogEntry
  readonly other: AuditLogEntry
  readonly offered: ReadonlyArray<string>
  readonly first: { readonly label: string; readonly column: string; readonly value: unknown; readonly shown: string }
}> = [
  {
    kind: 'manuscript',
    edit: entry('manuscript', 'manuscripts.update', { title: '前の題名', contents: '<p>前</p>', expertise_ids: ['11'], file_ids: [] }, { title: '今の題名', contents: '<p>今</p>', expertise_ids: [], file_ids: ['71'] }),
    other: entry('manuscript', 'manuscripts.setStatus', { status: 'draft' }, { status: 'under_review' }),
    offered: ['タイトル', '本文', '専門分野'],
    first: { label: 'タイトル', column: 'title', value: '前の題名', shown: '今の題名 → 前の題名' },
  },
  {
    kind: 'pressRelease',
    edit: entry('pressRelease', 'pressReleases.update', { title: '前の発表', body: '<p>前</p>', media_id: null }, { title: '今の発表', body: '<p>今</p>', media_id: '8' }),
    other: entry('pressRelease', 'pressReleases.publishedAt', { published_at: null }, { published_at: '2026-04-02T00:00:00Z' }),
    offered: ['タイトル', '本文', 'メディア'],
    first: { label: 'タイトル', column: 'title', value: '前の発表', shown: '今の発表 → 前の発表' },
  },
  {
    kind: 'media',
    edit: entry('media', 'medium.update', { name: '前の媒体', url: 'https://before.example.jp', description: '前' }, { name: '今の媒体', url: 'https://now.example.jp', description: '今' }),
    other: entry('media', 'medium.suspend', { suspended: false }, { suspended: true }),
    offered: ['メディア名', 'URL', '説明'],
    first: { label: 'メディア名', column: 'name', value: '前の媒体', shown: '今の媒体 → 前の媒体' },
  },
  {
    kind: 'expertise',
    edit: entry('expertise', 'expertise.update', { name: '前の分野', sort_order: 10 }, { name: '今の分野', sort_order: 20 }),
    other: entry('expertise', 'expertise.move', { parent_id: null }, { parent_id: '10' }),
    offered: ['分野名'],
    first: { label: '分野名', column: 'name', value: '前の分野', shown: '今の分野 → 前の分野' },
  },
]

describe('「この値に戻す」 on the other record pages', () => {
  for (const c of cases) {
    it(`${c.kind}: offered on the fields its form edits only, and reverts the entry's earlier value`, async () => {
      const reverts: Array<RevertRequest> = []
      await show(c.kind, [{ ...c.edit, id: '91' as AuditLogId }, { ...c.other, id: '90' as AuditLogId }], reverts)
      expect(offered()).toEqual(c.offered)
      const changes = Array.from(document.querySelectorAll('.record-history-change')).map((x) => x.querySelector('dt')!.textContent)
      expect(changes.length).toBeGreaterThan(c.offered.length) // a field the form does not edit is listed, without the button
      const field = Array.from(document.querySelectorAll('.record-history-change')).find((x) => x.querySelector('dt')!.textContent === c.first.label) as HTMLElement
      fireEvent.click(within(field).getByRole('button', { name: 'この値に戻す' }))
      const dialog = await screen.findByRole('dialog')
      await waitFor(() => expect(dialog.textContent).toContain(`「${c.first.label}」を元に戻しますか？`))
      expect(dialog.textContent).toContain(c.first.shown)
      fireEvent.click(within(dialog).getByRole('button', { name: '元に戻す' }))
      const after = (c.edit.after as Record<string, unknown>)[c.first.column]
      await waitFor(() => expect(reverts).toEqual([{ targetType: c.kind, targetId: '7', entryId: '91', fields: [{ column: c.first.column, value: c.first.value, after }] }]))
    })

    it(`${c.kind}: not offered where the page says the record may not be edited now`, async () => {
      await show(c.kind, [c.edit], [], false)
      expect(document.querySelectorAll('.record-history-change').length).toBeGreaterThan(0)
      expect(screen.queryByRole('button', { name: 'この値に戻す' })).toBeNull()
    })
  }
})

describe('a refused attempt in a press release history', () => {
  it('reads as neither a deletion nor a change, and leaves the earlier edit revertible', async () => {
    const attempt: AuditLogEntry = {
      ...entry('pressRelease', 'pressReleases.update.refused', { title: '今の発表', status: 'request' }, {}),
      id: '92' as AuditLogId, after: null, reason: '「公開申請中」のプレスリリースは編集できません（編集中に戻してから編集してください）',
    }
    const edit = { ...cases[1]!.edit, id: '91' as AuditLogId }
    await show('pressRelease', [attempt, edit], [])
    const [first] = screen.getAllByTestId('history-entry') as [HTMLElement]
    expect(first.textContent).toContain('編集（拒否）')
    expect(first.textContent).toContain('理由: 「公開申請中」のプレスリリースは編集できません')
    expect(first.textContent).not.toContain('削除されました')
    expect(offered()).toEqual(['タイトル', '本文', 'メディア'])
  })
})
