/**
 * `npm run seed -- --unlike-demo`: the demo data set made unlike itself, for verifying the Pact
 * contracts against data the interactions cannot have been written for (docs/contracts.md,
 * scripts/provider-postgres.sh). Not a second seed: the same seeds run (seeds.ts), with the id
 * sequence started far from the demo's before them, and afterwards every name rewritten and the
 * optional fields the console shows set to null.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../db/db'

/** Ids the sequence hands out start here (the demo's start at 1000; contract fixtures are below 1000). */
export const unlikeDemoIdStart = 7_300_000

/** Before seeding an empty database: generated ids start at `unlikeDemoIdStart`. */
export const startIdsFarFromDemo = async (db: Db): Promise<void> => {
  await db.query(sql`SELECT setval('entity_ids', ${unlikeDemoIdStart}, false)`)
}

/** After seeding: other names, e-mail addresses and phone numbers; optional fields null. */
export const makeUnlikeDemo = async (db: Db): Promise<string> => {
  await db.query(sql`
    UPDATE doctors SET last_name = '別' || last_name, first_name = first_name || '子', last_name_kana = 'ベツ' || last_name_kana,
      email = 'other.' || id || '@unlike-demo.example', phone = NULL,
      organization_id = CASE WHEN (id::bigint % 3) = 0 THEN NULL ELSE organization_id END,
      prefecture = CASE WHEN (id::bigint % 2) = 0 THEN NULL ELSE prefecture END`)
  await db.query(sql`
    UPDATE organizations SET name = '別館' || name, name_kana = 'ベッカン' || name_kana, postal_code = NULL, url = NULL,
      phone = CASE WHEN (id::bigint % 2) = 0 THEN NULL ELSE phone END`)
  await db.query(sql`
    UPDATE clients SET company_name = '別' || company_name, company_name_kana = 'ベツ' || company_name_kana, department = NULL,
      contact_name_kana = NULL, postal_code = NULL, url = NULL, email = 'client.' || id || '@unlike-demo.example'`)
  await db.query(sql`UPDATE operators SET name = '別 ' || name`)
  const [ids] = await db.query<{ min: string; max: string }>(sql`SELECT min(id::bigint)::text AS min, max(id::bigint)::text AS max FROM doctors`)
  return `unlike the demo: doctor ids ${ids?.min ?? '-'}…${ids?.max ?? '-'}, other names, optional fields null`
}
