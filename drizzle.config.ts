/**
 * drizzle-kit: migrations in server/drizzle/ are generated from the schema modules: each area's tables
 * (server/src/areas/<area>/<area>.table.ts) and the shared ones (server/src/db/schema*.ts).
 *   npx drizzle-kit generate --name <what-changed>
 * The server applies them on start with drizzle's migrator (PGlite and PostgreSQL alike).
 * `npx drizzle-kit migrate` applies them to DATABASE_URL directly.
 */
import { defineConfig } from 'drizzle-kit'

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./server/src/db/schema*.ts', './server/src/areas/*/*.table.ts'],
  out: './server/drizzle',
  ...(process.env.DATABASE_URL ? { dbCredentials: { url: process.env.DATABASE_URL } } : {}),
})
