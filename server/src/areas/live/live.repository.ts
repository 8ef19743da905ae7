/**
 * The live area's SQL (docs/live.md): presence rows (one per tab and topic, see live.table.ts) and
 * the NOTIFY that carries changes and presence to every instance on the database.
 */
import { sql } from 'drizzle-orm'
import { presenceTtlMs, type PresenceEntry } from '#domain/live'
import type { Db } from '../../db/db'
import * as operators from '../operator'

/** The one channel of live events; payloads are JSON (`LiveNotice`, live.hub.ts). */
export const liveChannel = 'medicolle_live'

export const notify = async (db: Db, payload: unknown): Promise<void> => {
  await db.query(sql`SELECT pg_notify(${liveChannel}, ${JSON.stringify(payload)})`)
}

/** The name of an operator (who made a change). */
export const operatorName = async (db: Db, operatorId: string): Promise<string | null> =>
  operators.nameOf(db, operatorId)

/**
 * This tab is on the topic until `presenceTtlMs` from now. True when that is news (the tab was not
 * there, or now edits where it viewed): only then do the others need to hear of it. A session
 * another operator holds on the topic is left alone.
 */
export const beat = async (db: Db, session: string, topic: string, operatorId: string, editing: boolean): Promise<boolean> => {
  const rows = await db.query<{ was: boolean | null }>(sql`
    WITH old AS (SELECT editing, operator_id FROM live_presence WHERE session = ${session} AND topic = ${topic})
    INSERT INTO live_presence (session, topic, operator_id, editing, expires_at)
    VALUES (${session}, ${topic}, ${operatorId}, ${editing}, now() + ${`${presenceTtlMs} milliseconds`}::interval)
    ON CONFLICT (session, topic) DO UPDATE SET editing = EXCLUDED.editing, expires_at = EXCLUDED.expires_at
      WHERE live_presence.operator_id = EXCLUDED.operator_id
    RETURNING (SELECT editing FROM old) AS was`)
  const row = rows[0]
  return row !== undefined && row.was !== editing
}

/** The tab has left the topic (or, without a topic, every topic: its stream closed). The topics it left. */
export const leave = async (db: Db, session: string, operatorId: string, topic?: string): Promise<string[]> =>
  (
    await db.query<{ topic: string }>(
      topic === undefined
        ? sql`DELETE FROM live_presence WHERE session = ${session} AND operator_id = ${operatorId} RETURNING topic`
        : sql`DELETE FROM live_presence WHERE session = ${session} AND operator_id = ${operatorId} AND topic = ${topic} RETURNING topic`,
    )
  ).map((r) => r.topic)

/** Rows past their time (tabs closed or cut off): deleted; the topics they were on. */
export const sweep = async (db: Db): Promise<string[]> =>
  [...new Set((await db.query<{ topic: string }>(sql`DELETE FROM live_presence WHERE expires_at <= now() RETURNING topic`)).map((r) => r.topic))]

/** Who is on a topic, first come first. */
export const present = async (db: Db, topic: string): Promise<PresenceEntry[]> =>
  (
    await db.query<{ session: string; operator_id: string; name: string; editing: boolean }>(sql`
      SELECT p.session, p.operator_id, ${operators.operatorName} AS name, p.editing FROM live_presence p ${operators.joinActiveOperator(sql`p.operator_id`)}
      WHERE p.topic = ${topic} AND p.expires_at > now() ORDER BY p.since, p.session`)
  ).map((r) => ({ session: r.session, operatorId: r.operator_id, name: r.name, editing: r.editing }))
