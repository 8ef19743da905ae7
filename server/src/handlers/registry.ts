/**
 * Every handler, keyed by catalogue name. An area adds its file here. Calls without a handler
 * answer 501 with a Japanese message (the catalogue-coverage test lists them).
 */
import type { Catalogue, CallName } from '../../../src/domain/catalogue'
import { accountHandlers } from './accounts.handlers'
import { clientHandlers } from './clients.handlers'
import { doctorHandlers } from './doctors.handlers'
import type { Handler } from './handler'
import { organizationHandlers } from './organizations.handlers'

export const handlers: { readonly [K in CallName]?: Handler<Catalogue[K]> } = {
  ...accountHandlers,
  ...doctorHandlers,
  ...clientHandlers,
  ...organizationHandlers,
}
