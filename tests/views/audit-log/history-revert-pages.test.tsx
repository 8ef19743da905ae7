// @vitest-environment jsdom
/**
 * Issue 32 on the press release page: its 履歴 offers 「この値に戻す」 only while the release is in
 * editing (編集中), as the server edits nothing else (a release in request, published or suspended
 * goes back to editing first); after a revert the page reads the release again (its form shows the
 * value restored). The page over its real status machine (actors stubbed).
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, expect, it } from 'vitest'
import { linkOptions } from '@tanstack/react-router'
import { fromPromise } from 'xstate'
import '@src/app/dayjs'
import { installPrimeLocale } from '@src/app/locale'
import { HistoryContext, type HistoryMachines } from '@src/areas/audit-log/history.section'
import { historyMachines } from '@src/areas/audit-log/history.wiring'
import type { AuditCurrent, AuditLogEntry, RevertRequest } from '@src/domain/audit'
import type { Page } from '@src/domain/endpoint'
import type { AuditLogId, PressReleaseId } from '@src/domain/ids'
import type { PressRelease, PressReleaseFormLookups, PressReleaseStatus } from '@src/domain/press-release'
import { makeLookupsMachine } from '@src/machines/lookups.machine'
import { pressReleaseFormMachine } from '@src/areas/press-release/press-release-form.machine'
import { pressReleaseImageMachine } from '@src/areas/press-release/press-release-image.machine'
import { pressReleaseStatusMachine } from '@src/areas/press-release/press-release-status.machine'
import { PressReleaseEditPage } from '@src/areas/press-release/press-release-edit.page'
import type { HistorySearch } from '@src/areas/audit-log/audit-log.search'
import { RouterWrapper } from '../support/router'

installPrimeLocale()
afterEach(cleanup)

const at = '2024-04-01T00:00:00.000Z'
const release = (status: PressReleaseStatus): PressRelease => ({
  id: '7' as PressReleaseId, clientId: '7' as PressRelease['clientId'], clientName: 'テスト製薬', mediaId: null, title: '今の発表', body: '<p>本文</p>',
  tagIds: [], status, publishedAt: null, statusReason: null, createdAt: at, updatedAt: at, version: 2,
})
const edit: AuditLogEntry = {
  id: '91' as AuditLogId, action: 'pressReleases.update', targetType: 'pressRelease', targetId: '7', actorUid: 'u1', actorEmail: 'op@medicolle.example',
  actorOperatorId: '2', actorName: '運用 花子', before: { title: '前の発表' }, after: { title: '今の発表' }, reason: null, revertOf: null, createdAt: at, names: {},
}

const history: HistoryMachines = {
  list: historyMachines.list.provide({ actors: { fetchPage: fromPromise<Page<AuditLogEntry>, HistorySearch>(async () => ({ items: [edit], nextCursorKey: null })) } }),
  batchUndo: historyMachines.batchUndo,
  revert: historyMachines.revert.provide({
    actors: {
      readCurrent: fromPromise<AuditCurrent, RevertRequest>(async () => ({ values: { title: '今の発表' }, names: {} })),
      runRevert: fromPromise<void, RevertRequest>(async () => {}),
    },
    actions: { showDone: () => {}, showError: () => {} },
  }),
}

const renderPage = (record: PressRelease, loads: Array<string> = []) => {
  const machine = pressReleaseStatusMachine.provide({
    actors: {
      loadRecord: fromPromise<PressRelease, PressReleaseId>(async ({ input }) => {
        loads.push(input)
        return record
      }),
    },
  })
  // the edit form (a release in editing) stays loading here: the editor is tried in its own tests and the browser
  const formMachine = pressReleaseFormMachine.provide({ actors: { loadEntity: fromPromise<PressRelease, PressReleaseId>(() => new Promise<never>(() => {})) } })
  const lookupsMachine = makeLookupsMachine<PressReleaseFormLookups>('lookups', ['media', 'tags']).provide({
    actors: { loadLookup: fromPromise<PressReleaseFormLookups[keyof PressReleaseFormLookups], keyof PressReleaseFormLookups>(async () => []) },
  })
  render(
    <HistoryContext.Provider value={history}>
      <PressReleaseEditPage
        machine={machine} id={'7' as PressReleaseId} onBack={() => {}}
        formMachine={formMachine} lookupsMachine={lookupsMachine} imageMachine={pressReleaseImageMachine} onSaved={() => {}} onDiscard={() => {}}
        listLink={linkOptions({ to: '/press_release' })} mediumLink={(mediumId) => linkOptions({ to: '/press_release/media/$mediumId', params: { mediumId } })}
      />
    </HistoryContext.Provider>,
    { wrapper: RouterWrapper },
  )
}

const openHistory = async () => {
  const panel = await screen.findByTestId('record-history')
  fireEvent.click(within(panel).getAllByRole('button')[0]!)
  return (await within(panel).findAllByTestId('history-entry'))[0]!
}

it.each(['request', 'published', 'suspend'] as const)('a release in %s: its history offers no revert', async (status) => {
  renderPage(release(status))
  await screen.findByRole('heading', { name: '今の発表' })
  const entry = await openHistory()
  expect(entry.textContent).toContain('前の発表 → 今の発表')
  expect(within(entry).queryByRole('button', { name: 'この値に戻す' })).toBeNull()
})

it('a release in editing: its history offers the revert of the title; once reverted, the page reads the release again', async () => {
  const loads: Array<string> = []
  renderPage(release('editing'), loads)
  const entry = await openHistory()
  expect(loads).toEqual(['7'])
  fireEvent.click(await within(entry).findByRole('button', { name: 'この値に戻す' }))
  const dialog = await screen.findByRole('dialog')
  await waitFor(() => expect(dialog.textContent).toContain('今の発表 → 前の発表')) // 現在の値 → 戻す値, read first
  fireEvent.click(within(dialog).getByRole('button', { name: '元に戻す' }))
  await waitFor(() => expect(loads).toEqual(['7', '7']))
})
