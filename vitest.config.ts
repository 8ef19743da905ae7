import { configDefaults, defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'
import EnvironmentGroupedSequencer from './scripts/vitest-sequencer.ts'

// Unit, machine, service, view and server tests. Contract tests have their own config
// (vitest.contracts.config.ts) because the provider run must follow the consumer run.
// View tests choose jsdom with a `// @vitest-environment jsdom` first line.
export default defineConfig({
  // tests import the code as @src/… and @server/… (tsconfig.json "paths")
  resolve: { tsconfigPaths: true },
  plugins: [react()],
  test: {
    include: ['tests/{unit,machines,services,views,server}/**/*.test.{ts,tsx}'],
    // Needs a PostgreSQL server: only in the PostgreSQL run (scripts/with-postgres.sh sets DATABASE_URL).
    exclude: [...configDefaults.exclude, ...(process.env.DATABASE_URL ? [] : ['tests/server/multi-instance.test.ts'])],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: ONE on the 2-core CI machine, where the
    // files then ran one after another (184 s, half of it per-file start-up). Each file has its own
    // database (tests/server/support/db.ts), so two workers run side by side.
    maxWorkers: 2,
    // Each worker runs file after file in one process (no new process and module graph per file:
    // 137 → 96 s for the PGlite run on 2 cores, 2026-11-26; passed in the default and two shuffled
    // file orders). So a file restores what it changes: process.env, globals (vi.unstubAllGlobals),
    // fake timers; a database or server is its own (support/db.ts, support/server.ts).
    isolate: false,
    // …but only while the next file has the same environment (node, or jsdom): the files of one
    // environment run together (scripts/vitest-sequencer.ts).
    sequence: { sequencer: EnvironmentGroupedSequencer },
  },
})
