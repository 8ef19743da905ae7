/**
 * What the lists' ビュー menu asks of the API (src/machines/saved-views.machine.ts): the signed-in
 * operator's views of one list, saving the current filter + sort under a name, deleting one.
 */
import type { SavedViewId } from '../domain/ids'
import type { SavedViewInput } from '../domain/saved-view'
import { api } from './http/api'
import { operation } from './operation'

const list = operation(api.admin.savedViews.list, (list: string) => ({ query: { list } }), (page) => page.items)
const save = operation(api.admin.savedViews.create, (input: SavedViewInput) => ({ body: input }))
const remove = operation(api.admin.savedViews.delete, (id: SavedViewId) => ({ params: { savedViewID: id } }))

export const savedViewOps = { list, save, remove } as const
