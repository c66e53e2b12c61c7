// First: sets E2E_PORT before the main config loads the fixtures' ports (see the file).
import './e2e/demo/env'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { defineConfig } from '@playwright/test'
import { baseURL, ports } from './e2e/fixtures/ports'
import mainConfig from './playwright.config'

// The suite of the public demo build (VITE_IS_DEMO=true, built to .output-demo by
// npm run test:e2e:demo): e2e/demo only, on ports of its own (e2e/demo/env.ts), with the main
// suite's browser, fixtures and global setup (the SMTP sink), so it can run beside the main suite.
const web = ports.web
const runDir = join(tmpdir(), `threshold-e2e-demo-${web}`)

export default defineConfig({
  ...mainConfig,
  testDir: 'e2e/demo',
  testIgnore: [],
  // The main suite's browser, without its projects' file filters (they leave e2e/demo out).
  projects: [{ name: 'chromium', use: mainConfig.projects?.find((project) => project.name === 'chromium')?.use }],
  outputDir: `test-results/e2e-demo-${web}`,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-demo-results.json' }]],
  use: { ...mainConfig.use, baseURL },
  webServer: {
    command: [
      `rm -rf "${runDir}"`,
      `mkdir -p "${runDir}"`,
      `test -f .output-demo/server/index.mjs || { echo "No demo build: run npm run test:e2e:demo" >&2; exit 1; }`,
      `cp -R .output-demo "${runDir}/output"`,
      'npm run --silent db:seed',
      `exec node "${runDir}/output/server/index.mjs"`,
    ].join(' && '),
    url: `${baseURL}/login`,
    reuseExistingServer: false,
    timeout: 90_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    env: {
      PORT: String(web),
      DATABASE_URL: '',
      PGLITE_DATA_DIR: join(runDir, 'db'),
      BETTER_AUTH_SECRET: 'e2e-demo-secret-0123456789-0123456789-012345',
      BETTER_AUTH_URL: baseURL,
      EMAIL_SERVER: `smtp://127.0.0.1:${ports.smtp}`,
      TRUSTED_PROXY_HEADER: 'x-forwarded-for',
      AUTH_SIGNUP_ENABLED: 'true',
      AUTH_OTP_EXPIRES_IN: '300',
      LOG_LEVEL: 'warn',
    },
  },
})
