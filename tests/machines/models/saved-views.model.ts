/**
 * The lists' ビュー menu: load the operator's views of one list, save the current filter + sort + hidden columns
 * under a name (same name replaced), delete one; failures keep the views and are shown.
 */
import { expect } from 'vitest'
import type { SavedView } from '@src/domain/saved-view'
import { savedViewsMachine } from '@src/machines/saved-views.machine'
import { defineModelSpec } from '../support/model'

const view = (id: string, name: string, search: Record<string, string>, hiddenColumns: ReadonlyArray<string> = []): SavedView =>
  ({ id, list: 'doctor', name, search, hiddenColumns, createdAt: '2024-04-01T09:00:00.000Z', updatedAt: '2024-04-01T09:00:00.000Z' }) as SavedView
const tokyo = view('95', '東京都の医師', { prefecture: '東京都' })
const osaka = view('96', '大阪府の医師', { prefecture: '大阪府' })
const tokyoByKana = view('97', '東京都の医師', { prefecture: '東京都', sort: 'lastNameKana', order: 'asc' }, ['email', 'mp'])

export const spec = defineModelSpec({
  machine: savedViewsMachine,
  label: 'savedViews',
  input: { list: 'doctor' },
  events: [
    { type: 'view.save', name: ' 東京都の医師 ', search: tokyoByKana.search, hiddenColumns: tokyoByKana.hiddenColumns },
    { type: 'view.save', name: '  ', search: {}, hiddenColumns: [] },
    { type: 'view.delete', id: '95' },
    { type: 'views.retry' },
    { type: 'xstate.done.actor.listViews', output: [tokyo, osaka] },
    { type: 'xstate.error.actor.listViews', error: new Error('サーバーに接続できませんでした') },
    { type: 'xstate.done.actor.saveView', output: tokyoByKana },
    { type: 'xstate.error.actor.saveView', error: new Error('1つの一覧に保存できるビューは50件までです') },
    { type: 'xstate.done.actor.deleteView', output: { id: '95', deletedAt: '2024-04-01T09:00:00.000Z' } },
    { type: 'xstate.error.actor.deleteView', error: new Error('ビューが見つかりません') },
  ],
  record: ['showError', 'showDone'],
  checks: {
    '*': (snapshot) => expect(snapshot.hasTag('busy')).toBe(['loading', 'saving', 'deleting'].includes(String(snapshot.value))),
    loading: (_snapshot, run) => expect(run.stubs.listViews!.pending().input).toBe('doctor'),
    // a view (filter + sort + hidden columns) is saved for this list under the trimmed name; a blank name sends nothing
    saving: (_snapshot, run) =>
      expect(run.stubs.saveView!.pending().input).toEqual({ list: 'doctor', name: '東京都の医師', search: tokyoByKana.search, hiddenColumns: ['email', 'mp'] }),
    deleting: (_snapshot, run) => expect(run.stubs.deleteView!.pending().input).toBe('95'),
    ready: (snapshot, run) => {
      const names = snapshot.context.views.map((v) => v.name)
      // one view per name, sorted by name
      expect(new Set(names).size).toBe(names.length)
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ja')))
      const last = run.steps[run.steps.length - 1]!.event
      if (last.type === 'xstate.done.actor.saveView') expect(snapshot.context.views).toContainEqual(tokyoByKana)
      if (last.type === 'xstate.done.actor.deleteView') expect(snapshot.context.views.map((v) => v.id)).not.toContain('95')
      // failures are shown, successes confirmed, each once
      const failed = run.steps.filter((s) => s.event.type === 'xstate.error.actor.saveView' || s.event.type === 'xstate.error.actor.deleteView').length
      const done = run.steps.filter((s) => s.event.type === 'xstate.done.actor.saveView' || s.event.type === 'xstate.done.actor.deleteView').length
      expect(run.effects.filter((e) => e.type === 'showError')).toHaveLength(failed)
      expect(run.effects.filter((e) => e.type === 'showDone')).toHaveLength(done)
    },
    loadFailed: (snapshot) => expect(snapshot.context.error).toBe('サーバーに接続できませんでした'),
  },
})
