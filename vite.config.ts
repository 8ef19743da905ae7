import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

/**
 * Build-time settings (all optional):
 * - VITE_PRODUCT_NAME: product name shown in the app name '<product> WEB' and the footer (default MediColle)
 * - VITE_BUILD_ID: build identifier shown in the footer as 'build: <id>'
 * - VITE_API_ORIGIN: origin of the API server; empty means same origin (the dev server proxies /api)
 */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8787'

export default defineConfig({
  base: '/',
  plugins: [react()],
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  preview: {
    host: '127.0.0.1',
    port: 4173,
    strictPort: true,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  worker: { format: 'es' },
  // no source maps in the production build (issue 12); the server also refuses *.map (docs/security.md)
  build: { sourcemap: false, chunkSizeWarningLimit: 2000 },
})
