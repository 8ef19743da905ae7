import { defineConfig } from 'vitest/config'

// The second provider run, as the backend team verifies a deployment: `npm run contracts:provider:postgres`
// (scripts/provider-postgres.sh builds dist-server/, starts a private PostgreSQL, seeds data unlike
// the demo, then runs this). Needs DATABASE_URL; the first run is vitest.provider.config.ts.
export default defineConfig({
  test: {
    include: ['tests/contract/provider/deployment/*.verify.ts'],
    environment: 'node',
    testTimeout: 180_000,
    hookTimeout: 60_000,
    pool: 'forks',
    fileParallelism: false,
  },
})
