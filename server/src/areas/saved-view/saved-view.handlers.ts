/**
 * Saved views (admin /saved_views): a named filter + sort + hidden columns of one list, per operator
 * (the hidden column ids are kept in `saved_views.columns`). Every call
 * works on the signed-in operator's own views only: the list and the delete are narrowed by
 * `operator_id` in SQL, so another operator's view is never listed and deleting it is 404 (its
 * existence is not revealed). Saving a name again in the same list replaces that view.
 */
import type { Catalogue } from '#domain/catalogue'
import { callerOperatorId } from '../support/caller'
import { ApiFailure, notFound, type AreaHandlers } from '../support/handler'
import * as savedViews from './saved-view.repository'
import { savedViews as savedViewsTable } from './saved-view.table'
import { auditedRecord, payloadId, recorded, type AuditedFor } from '../support/audit'

/** At most this many views per operator and list. */
export const maxSavedViewsPerList = 50

export const handlers = {
  'admin.savedViews.list': async ({ db, caller, query }) => ({ items: await savedViews.ofList(db, callerOperatorId(caller), query.list), nextCursorKey: null }),
  'admin.savedViews.create': async ({ db, caller, body }) => {
    const owner = callerOperatorId(caller)
    const view = await db.transaction(async (tx) => {
      await savedViews.lockList(tx, owner, body.list)
      if ((await savedViews.countOthers(tx, owner, body.list, body.name)) >= maxSavedViewsPerList) {
        throw new ApiFailure(422, `1つの一覧に保存できるビューは${maxSavedViewsPerList}件までです`)
      }
      return savedViews.upsert(tx, owner, body)
    })
    return { payload: view, status: 201 }
  },
  'admin.savedViews.delete': async ({ db, caller, params }) => {
    const id = (await savedViews.remove(db, callerOperatorId(caller), params.savedViewID)) ?? notFound('ビュー')
    return { payload: { id, deletedAt: new Date().toISOString() } }
  },
} satisfies AreaHandlers<Catalogue>

const view = auditedRecord('savedView', recorded(savedViewsTable, 'operator_id', 'list', 'name', 'search', 'columns'), 'savedViewID')

export const audited = {
  ...view.created(payloadId, 'admin.savedViews.create'),
  ...view.changed('admin.savedViews.delete'),
} satisfies AuditedFor<keyof typeof handlers>
