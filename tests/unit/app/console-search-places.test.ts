/**
 * What the console search offers besides records (src/app/console-search-places.ts): the real
 * menu and route tree give every page and each area's 新規登録 / CSV取込, following the role (a
 * plain operator gets nothing of 管理者管理); records open where their pages are; the recent
 * records are kept per operator, newest first, at most 8.
 */
import { describe, expect, it } from 'vitest'
import { createMemoryHistory, createRouter } from '@tanstack/react-router'
import { menuSpec, routeTree } from '@src/app/console-routes'
import { hrefOfHit, recentRecords, rememberRecent, searchPlacesOf } from '@src/app/console-search-places'
import type { ConsoleSearchHit } from '@src/domain/console-search'

const words = { newRecord: '新規登録', importCsv: 'CSV取込' }
const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/'] }) })
const paths = Object.keys(router.routesByPath)

describe('the search places', () => {
  it('derives the pages and the new / import actions from the menu and the routes, by role', () => {
    const admin = searchPlacesOf(menuSpec, paths, { manageOperators: true }, words)
    const labels = admin.map((p) => p.label)
    expect(labels).toEqual(expect.arrayContaining(['医師管理', '医師管理 › 新規登録', '医師管理 › CSV取込', 'クライアント管理 › 新規登録', '管理者管理 › 新規登録', 'MP管理']))
    expect(admin.find((p) => p.label === '医師管理 › CSV取込')?.href).toBe('/doctor/import')
    // no list page without a /new route gets one
    expect(labels.some((l) => l.startsWith('原稿管理 › 新規登録'))).toBe(false)
    const operator = searchPlacesOf(menuSpec, paths, { manageOperators: false }, words).map((p) => p.label)
    expect(operator.some((l) => l.startsWith('管理者管理'))).toBe(false)
    expect(operator).toContain('医師管理 › 新規登録')
    // every href is a route of the tree (a status entry carries its search)
    for (const place of admin) expect(paths).toContain(place.href.replace(/\?.*$/, ''))
  })

  it('opens each kind of record on its page', () => {
    expect(hrefOfHit({ kind: 'doctor', id: '42' })).toBe('/doctor/42')
    expect(hrefOfHit({ kind: 'media', id: '5' })).toBe('/press_release/media/5')
    expect(hrefOfHit({ kind: 'pressRelease', id: '9' })).toBe('/press_release/9/edit')
  })

  it('keeps the recent records per operator, newest first, once each, at most 8', () => {
    const store = new Map<string, string>()
    const storage = { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => void store.set(k, v) }
    const hit = (id: string): ConsoleSearchHit => ({ kind: 'doctor', id, title: `医師${id}`, detail: '', status: null })
    for (const id of ['1', '2', '3', '2']) rememberRecent('uid-a', hit(id), storage)
    expect(recentRecords('uid-a', storage).map((h) => h.id)).toEqual(['2', '3', '1'])
    expect(recentRecords('uid-b', storage)).toEqual([])
    for (let i = 10; i < 20; i++) rememberRecent('uid-a', hit(String(i)), storage)
    expect(recentRecords('uid-a', storage)).toHaveLength(8)
    store.set('medicolle.recentRecords.uid-a', 'not json')
    expect(recentRecords('uid-a', storage)).toEqual([])
  })
})
