/**
 * The provider states of the ゴミ箱 (docs/trash.md): a record of a kind deleted by the admin on
 * 2024-04-01 (deleted_at set, the delete's audit entry naming the admin, as a real delete leaves
 * it), and a live record that took a deleted one's e-mail since.
 */
import { sql } from 'drizzle-orm'
import type { Db } from '../src/db/database'
import { adminEmail, clientFacts, doctorFacts, manuscriptFacts, organizationFacts, str, type StateDefinition } from './provider-states'
import { mediumFacts } from './provider-states.media'
import { ensureDoctor } from './fixtures'

/** Each kind as a state names it: its table, its audit target and delete action, how it comes to exist. */
const kinds = {
  doctor: { table: 'doctors', targetType: 'doctor', action: 'doctors.delete', make: (db: Db, id: string) => doctorFacts(db, id) },
  client: { table: 'clients', targetType: 'client', action: 'clients.delete', make: (db: Db, id: string) => clientFacts(db, id) },
  manuscript: { table: 'manuscripts', targetType: 'manuscript', action: 'manuscripts.delete', make: (db: Db, id: string) => manuscriptFacts(db, id, '42', 'draft') },
  medium: { table: 'media', targetType: 'media', action: 'medium.delete', make: (db: Db, id: string) => mediumFacts(db, id) },
  organization: { table: 'organizations', targetType: 'organization', action: 'organizations.delete', make: (db: Db, id: string) => organizationFacts(db, id) },
} as const

const deletedAt = '2024-04-01T09:00:00Z'

export const trashStates: ReadonlyArray<StateDefinition> = [
  {
    pattern: /^(doctor|client|manuscript|medium|organization) (\S+) was deleted by the admin$/,
    setUp: async (db, [kind, id], p) => {
      const k = kinds[str(p, 'kind', kind) as keyof typeof kinds]
      const recordId = str(p, 'id', id)
      await k.make(db, recordId)
      await db.query(sql`UPDATE ${sql.raw(k.table)} SET deleted_at = ${deletedAt} WHERE id = ${recordId}`)
      await db.query(sql`
        INSERT INTO audit_logs (actor_uid, actor_email, actor_operator_id, action, target_type, target_id, before, after, reason, created_at)
        VALUES ('uid-admin', ${adminEmail}, (SELECT id FROM operators WHERE email = ${adminEmail}), ${k.action}, ${k.targetType}, ${recordId},
          '{"deleted_at":null}'::jsonb, ${JSON.stringify({ deleted_at: deletedAt })}::jsonb, NULL, ${deletedAt})`)
    },
  },
  {
    pattern: /^doctor (\S+) took the e-mail of deleted doctor (\S+)$/,
    setUp: async (db, [id, deletedId], p) => {
      const email = (await db.query<{ email: string }>(sql`SELECT email FROM doctors WHERE id = ${str(p, 'deletedDoctorId', deletedId)}`))[0]?.email
      if (!email) throw new Error(`doctor ${deletedId} is not there to take the e-mail of`)
      await ensureDoctor(db, { id: str(p, 'doctorId', id), email })
    },
  },
]
