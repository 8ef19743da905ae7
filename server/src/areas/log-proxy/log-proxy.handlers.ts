/** The log proxy (public): hands the console's entry to the server log, personal data masked. No table, so no repository. */
import type { Catalogue } from '#domain/catalogue'
import { redactPersonalData } from '../../http/redact'
import type { AreaHandlers } from '../support/handler'

export const handlers = {
  'general.logProxy.post': async ({ body, log }) => {
    log(redactPersonalData(body)) // e-mail addresses and phone numbers masked (docs/security.md)
    return { payload: { accepted: true, receivedAt: new Date().toISOString() }, status: 202 }
  },
} satisfies AreaHandlers<Catalogue>
