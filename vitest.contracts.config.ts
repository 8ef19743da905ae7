import { defineConfig } from 'vitest/config'

// Pact consumer tests (`npm run contracts`): the console's real services against the Pact mock
// server; each file writes one Pact file per API group into contracts/pacts/ (committed).
// The provider verification has its own config (vitest.provider.config.ts) and runs after this.
export default defineConfig({
  // tests import the code as @src/… and @server/… (tsconfig.json "paths")
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/contract/consumer/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
})
