import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, chromiumPath } from './e2e/support/chromium'

const port = Number(process.env.E2E_PORT ?? 4173)
const baseURL = `http://127.0.0.1:${port}`
const launchOptions = { executablePath: chromiumPath, args: chromiumArgs }
/** The phone-only checks, run on both phones and not on the desktop. */
const phoneLayoutSpec = /phone-layout\.spec\.ts$/

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/playwright',
  fullyParallel: true,
  forbidOnly: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // Checks wait for what they expect, so a longer bound costs a passing test nothing; on a busy
  // two-core machine a screen's code or a server answer can take well past Playwright's 5 s.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL,
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      // A real phone: the iPhone 13's touch, mobile viewport (a page wider than the screen zooms
      // out), pixel ratio and user agent, in Chromium, the only browser here. The viewport is its
      // whole 390×844 screen, as the panel installed as an app (docs/product.md#push) sees it.
      name: 'mobile',
      use: {
        ...devices['iPhone 13'],
        viewport: { width: 390, height: 844 },
        browserName: 'chromium',
        launchOptions,
      },
    },
    {
      // A second, wider phone (412×839 in Chrome) for the phone layout alone, so CI runs the whole
      // suite twice, not three times.
      name: 'pixel',
      testMatch: phoneLayoutSpec,
      use: { ...devices['Pixel 7'], browserName: 'chromium', launchOptions },
    },
    {
      name: 'desktop',
      testIgnore: phoneLayoutSpec,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions,
      },
    },
  ],
  webServer: {
    // The compiled server, as `npm start` runs it (scripts/e2e.mjs builds it first).
    command: 'node --enable-source-maps dist/server/main.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR ?? 'data/e2e',
      LOG_LEVEL: 'warn',
      GEOCODER: 'fake',
      // Where the local payments provider sends the customer back and its notifications to.
      PUBLIC_URL: baseURL,
      // Tests reach the server directly and name their own client address in X-Forwarded-For.
      TRUST_PROXY: '127.0.0.1',
    },
  },
})
