import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig, devices } from '@playwright/test'
import { chromiumFlags } from './e2e/fixtures/chromium-flags'
import { baseURL, ports } from './e2e/fixtures/ports'

// Everything the server uses lives in a folder of its own, wiped at every run: a database (PGlite
// allows one process per folder), seeded first, and a copy of the build, so rebuilding .output while
// the tests run (another terminal, an editor task) cannot pull the assets from under the browser.
const runDir = join(tmpdir(), `threshold-e2e-${ports.web}`)

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumFlags,
  },
}

export default defineConfig({
  testDir: 'e2e',
  // The demo build's suite runs on its own build and server (playwright.demo.config.ts), the dev server's on
  // the dev server (playwright.dev.config.ts).
  testIgnore: ['demo/**', 'dev/**'],
  // One folder per port, so that runs on other ports (E2E_PORT) never clear each other's artefacts.
  outputDir: `test-results/e2e-${ports.web}`,
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // Two workers, their browsers and the server share 2 cores in CI (load average 10-15): a test of ten steps has
  // taken 31 s there. A limit against a hang, not a measure of speed.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  globalSetup: './e2e/global-setup.ts',
  use: {
    baseURL,
    locale: 'en-US',
    colorScheme: 'light',
    timezoneId: 'UTC',
    // Recording a trace of every test (to keep the failing ones') made the suite a third slower: a failing test is
    // run again with `--trace on` to get one (decision 061).
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  // The HTTP fuzz floods the server with 10,000 requests: it runs alone, after the browser specs,
  // so that their timeouts never depend on it. (A project's testIgnore replaces the one above.)
  projects: [
    { name: 'chromium', testIgnore: ['demo/**', 'dev/**', 'fuzz.spec.ts'], use: chromium },
    { name: 'fuzz', testMatch: ['fuzz.spec.ts'], dependencies: ['chromium'], use: chromium },
  ],
  // The production build (npm run build first; npm run test:e2e does), seeded, then started.
  webServer: {
    command: [
      `rm -rf "${runDir}"`,
      `mkdir -p "${runDir}"`,
      `test -f .output/server/index.mjs || { echo "No production build: run npm run build first" >&2; exit 1; }`,
      `cp -R .output "${runDir}/output"`,
      'npm run --silent db:seed',
      `exec node "${runDir}/output/server/index.mjs"`,
    ].join(' && '),
    url: `${baseURL}/login`,
    reuseExistingServer: false,
    timeout: 90_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      PORT: String(ports.web),
      DATABASE_URL: '',
      PGLITE_DATA_DIR: join(runDir, 'db'),
      BETTER_AUTH_SECRET: 'e2e-secret-0123456789-0123456789-0123456789',
      BETTER_AUTH_URL: baseURL,
      // The sink is started by the global setup, after the server: it only connects to send a mail.
      EMAIL_SERVER: `smtp://127.0.0.1:${ports.smtp}`,
      TRUSTED_PROXY_HEADER: 'x-forwarded-for',
      SSO_TRUSTED_ORIGINS: `http://localhost:${ports.identityProvider},http://127.0.0.1:${ports.samlProvider}`,
      // The tests' webhook receiver listens on 127.0.0.1.
      WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true',
      AUTH_SIGNUP_ENABLED: 'true',
      AUTH_PASSWORD_ENABLED: 'true',
      AUTH_OTP_EXPIRES_IN: '300',
      LOG_LEVEL: 'warn',
    },
  },
})
