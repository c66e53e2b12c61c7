import { defineConfig } from '@playwright/test'
import { devBaseURL, devPort, devRunDir, devServerLog } from './e2e/dev/server'
import mainConfig from './playwright.config'

const chromium = mainConfig.projects?.find((project) => project.name === 'chromium')?.use

// The developer's path (README): `npm run dev` on a fresh embedded database (it migrates and seeds itself, as on
// a first start), no EMAIL_SERVER (sign-in codes are read from the server's log), with the main suite's browser.
// Vite compiles each page on its first visit, slowly on a busy machine: the checks open each page for the first time,
// one at a time, with generous timeouts, after the first-start project has opened the first page of a first start.
export default defineConfig({
  testDir: 'e2e/dev',
  outputDir: `test-results/e2e-dev-${devPort}`,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  workers: 1,
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-dev-results.json' }]],
  use: { ...mainConfig.use, baseURL: devBaseURL, navigationTimeout: 120_000 },
  projects: [
    { name: 'first-start', testMatch: ['first-start.setup.ts'], use: chromium },
    { name: 'dev', testMatch: ['*.spec.ts'], dependencies: ['first-start'], use: chromium },
  ],
  webServer: {
    // --force: Vite optimises the dependencies again, as on a fresh checkout. Teed: the terminal shows the
    // server's output, and the tests read the codes from the file.
    command: `rm -rf "${devRunDir}" && mkdir -p "${devRunDir}" && npm run dev -- --force 2>&1 | tee "${devServerLog}"`,
    url: `${devBaseURL}/login`,
    reuseExistingServer: false,
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      PORT: String(devPort),
      PGLITE_DATA_DIR: `${devRunDir}/db`,
      // As on a developer's machine without a .env: the embedded database, e-mails printed to the log.
      DATABASE_URL: '',
      EMAIL_SERVER: '',
      BETTER_AUTH_URL: '',
    },
  },
})
