import { defineConfig } from 'vitest/config'

// The second provider run, as the backend team verifies a deployment: `npm run contracts:provider:postgres`
// (scripts/provider-postgres.sh builds dist-server/, starts a private PostgreSQL, seeds data unlike
// the demo, then runs this). Needs DATABASE_URL; the first run is vitest.provider.config.ts.
export default defineConfig({
  // tests import the code as @src/… and @server/… (tsconfig.json "paths")
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/contract/provider/deployment/*.verify.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 60_000,
    pool: 'forks',
    fileParallelism: false,
  },
})
