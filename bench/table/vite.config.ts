/**
 * The table bench page only (bench/table/index.html), never part of the app's build:
 *   npx vite --config bench/table/vite.config.ts          # look at it by hand (production React: use build + preview)
 *   npm run bench:table                                   # builds it into .tmp/bench-table and measures it
 */
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  plugins: [react()],
  logLevel: 'warn',
  server: { host: '127.0.0.1', port: 5180 },
  preview: { host: '127.0.0.1', port: 4180 },
  build: {
    outDir: fileURLToPath(new URL('../../.tmp/bench-table', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 4000,
  },
})
