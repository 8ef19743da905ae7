import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import type { Plugin } from 'vite'
import { recolourLara } from './src/app/theme-recolour.ts'

/**
 * Build-time settings (all optional):
 * - VITE_PRODUCT_NAME: product name shown in the app name '<product> WEB' and the footer (default MediColle)
 * - VITE_BUILD_ID: build identifier shown in the footer as 'build: <id>'
 * - VITE_API_ORIGIN: origin of the API server; empty means same origin (the dev server proxies /api)
 */
/** PrimeReact's Lara theme, recoloured to the console's palette as it is read (src/app/theme.ts). */
const laraRecolour: Plugin = {
  name: 'lara-recolour',
  enforce: 'pre',
  transform(code, id) {
    if (/primereact\/resources\/themes\/lara-light-blue\/theme\.css$/.test(id)) return { code: recolourLara(code), map: null }
    return undefined
  },
}

const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8787'

export default defineConfig({
  base: '/',
  plugins: [laraRecolour, react()],
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
