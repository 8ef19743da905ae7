import './scripts/node20-polyfills.ts'
import { defineConfig } from 'vitest/config'
import react from '@vitejs/plugin-react'

// Unit, machine, service, view and server tests. Contract tests have their own config
// (vitest.contracts.config.ts) because the provider run must follow the consumer run.
// View tests choose jsdom with a `// @vitest-environment jsdom` first line.
export default defineConfig({
  plugins: [react()],
  test: {
    include: ['tests/{unit,machines,services,views,server}/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
})
