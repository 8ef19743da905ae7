import { defineConfig, devices } from '@playwright/test'

/**
 * Browser tests against the real stack: the Firebase Auth emulator, the reference API
 * server on a fresh embedded database with demo data, and the console — twice over:
 *
 * - project `build`: every journey on the built console served by that server (one origin).
 *   `npm run build` must run first (scripts/test-all.sh does).
 * - project `dev-server`: the console as `npm start` serves it, by the Vite dev server (unbundled
 *   modules, stylesheets injected one by one, React's StrictMode mounting every effect twice) in
 *   front of the same server and emulator (its /api proxy goes through the same recorder), for the
 *   journeys where the two have parted before (issue 43): presence and live updates, history, a
 *   list, every route's accessibility (colour contrast included), and what staff see under
 *   `npm start` (tests/e2e/dev-parity.spec.ts). `--project=build` runs the first alone.
 *
 * Debian's Chromium is used: a test tool's own browser download is impossible here. Its headless
 * shell (package chromium-headless-shell, the same Blink without the full browser around it, as
 * Playwright's own headless runs use) took 94–98 s where the full browser took 111 s for the same
 * 11 tests (2026-11-26, 2 cores); CHROMIUM_PATH=/usr/bin/chromium runs them in the full browser.
 */
const port = Number(process.env.E2E_PORT ?? 8787)
const baseURL = `http://127.0.0.1:${port}`
const devPort = Number(process.env.E2E_DEV_PORT ?? 5173)
const devURL = `http://127.0.0.1:${devPort}`
const reuse = !process.env.CI

/**
 * The journeys run again under the dev server: presence and live updates, a record's history and
 * the 監査ログ, the doctor list and a doctor's whole life, every route's axe scan, dev-parity.
 * Left to the build (for CI's time: a page load under the dev server fetches each module on its
 * own): the other kinds of history, the MP grant and the list's bulk freeze, which add no effect,
 * list or stylesheet of their own.
 */
const devJourneys = ['live.spec.ts', 'history.spec.ts', 'doctor.spec.ts', 'a11y.spec.ts', 'dev-parity.spec.ts']
const buildOnly = [/a revert over a newer change/, /history of an expertise node/, /history of a press release/, /grant 1500 MP/, /freeze and unfreeze ticked doctors/]

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: '.tmp/test-results',
  // baselines named as before there were two projects (shell.spec.ts runs under the build only)
  snapshotPathTemplate: '{snapshotDir}/{testFileDir}/{testFileName}-snapshots/{arg}{-snapshotSuffix}{ext}',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', { outputFile: '.tmp/reports/5-playwright.json' }]],
  use: {
    baseURL,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    viewport: { width: 1366, height: 860 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'build', use: { baseURL } },
    { name: 'dev-server', use: { baseURL: devURL }, testMatch: devJourneys, grepInvert: buildOnly },
  ],
  webServer: [
    {
      command: 'npx firebase emulators:start --only auth --project demo-medicolle',
      port: 9099,
      reuseExistingServer: reuse,
      timeout: 120_000,
      env: { CI: 'true' },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node scripts/e2e-server.mjs',
      url: `${baseURL}/api/v1/health_check`,
      reuseExistingServer: reuse,
      timeout: 120_000,
      env: {
        PORT: String(port),
        FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
        FIREBASE_PROJECT_ID: 'demo-medicolle',
        CONSOLE_DIR: 'dist',
        // Every sign-in of the suite comes from 127.0.0.1: 60 admission checks per 10 minutes is
        // one staff member's budget, not eighty test sign-ins' (docs/security.md).
        RATE_LIMIT_FACTOR: '20',
        // Every /api request the console sends, with its response, for `npm run contracts:recorded`
        // (docs/contracts.md "Recorded requests"); E2E_API_RECORDING= (empty) turns it off.
        E2E_API_RECORDING: process.env.E2E_API_RECORDING ?? '.tmp/api-recording',
      },
      stdout: 'pipe',
      stderr: 'pipe',
    },
    {
      // the console as `npm start` serves it (scripts/start.mjs), its /api proxied to the server above
      command: `npx vite --port ${devPort} --strictPort`,
      url: `${devURL}/`,
      reuseExistingServer: reuse,
      timeout: 120_000,
      env: { API_PROXY_TARGET: baseURL, E2E_DEV_SERVER: '1' },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
})
