import { defineConfig } from 'vitest/config'

// Pact provider verification against the reference server (after `vitest.contracts.config.ts`
// wrote contracts/pacts/*.json), plus the check that every catalogued call has an interaction.
export default defineConfig({
  // tests import the code as @src/… and @server/… (tsconfig.json "paths")
  resolve: { tsconfigPaths: true },
  test: {
    include: ['tests/contract/provider/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 60_000,
    pool: 'forks',
    fileParallelism: false,
  },
})
