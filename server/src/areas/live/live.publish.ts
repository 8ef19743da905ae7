/**
 * Every successful write call tells the other operators (http/app.ts calls `publishChange` after
 * the handler, and its transaction, succeeded): its area and the ids it names
 * (`changeOfCall`, src/domain/live.ts), and who made it. One NOTIFY reaches every instance on the
 * database (live.hub.ts). A failure to tell is logged, never the call's failure: the change is made.
 */
import { changeOfCall, type LiveEvent } from '#domain/live'
import type { AnyEndpoint } from '#domain/endpoint'
import type { Db } from '../../db/db'
import type { Caller, HandlerResult } from '../support/handler'
import * as live from './live.repository'

/** Ids per NOTIFY (its payload must stay under PostgreSQL's 8000 bytes). */
const idsPerNotice = 200

export const publishChange = async (
  db: Db,
  endpoint: AnyEndpoint,
  input: { readonly params: unknown; readonly body: unknown; readonly caller: Caller | null },
  result: HandlerResult,
): Promise<void> => {
  const change = changeOfCall(endpoint, input.params, input.body, (result as { payload?: unknown }).payload)
  if (!change) return
  try {
    const byOperatorId = input.caller?.operator?.id ?? null
    const by = byOperatorId === null ? null : await live.operatorName(db, byOperatorId)
    const chunks = change.ids.length === 0 ? [[]] : Array.from({ length: Math.ceil(change.ids.length / idsPerNotice) }, (_, i) => change.ids.slice(i * idsPerNotice, (i + 1) * idsPerNotice))
    for (const ids of chunks) await live.notify(db, { kind: 'change', area: change.area, ids, byOperatorId, by } satisfies LiveEvent)
  } catch (error) {
    console.error(`[live] ${endpoint.name}: could not tell the other operators`, String(error).slice(0, 200))
  }
}
