/** Headless Debian Chromium as every browser bench launches it (CHROMIUM_PATH overrides the binary). */
import { chromium, type Browser } from '@playwright/test'

export const launchBenchChromium = (): Promise<Browser> =>
  chromium.launch({
    headless: true,
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  })
