/** Belongs (所属区分): a fixed list, read by every signed-in user. The SQL is in belong.repository.ts. */
import type { Catalogue } from '#domain/catalogue'
import type { AreaHandlers } from '../support/handler'
import * as belongs from './belong.repository'

export const handlers = {
  'general.belongs.list': async ({ db }) => ({ items: await belongs.all(db), nextCursorKey: null }),
  'general.belongs.get': async ({ db, params }) => ({ payload: await belongs.find(db, params.belongID) }),
  'general.belongs.lookup': async ({ db, body }) => ({ items: await belongs.byIds(db, body.ids), nextCursorKey: null }),
} satisfies AreaHandlers<Catalogue>
