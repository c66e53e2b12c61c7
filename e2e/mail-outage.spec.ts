import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { startRefusingMailServer, startSilentMailServer } from './fixtures/failing-mail-servers'
import { ports } from './fixtures/ports'
import { ServerProcess, copyBuild } from './fixtures/processes'

// A port of its own next to the e2e web server's (E2E_PORT), so that runs on other ports never meet.
const SERVER_PORT = ports.web + 68

test.describe.configure({ mode: 'serial' })

for (const [kind, startMailServer] of [
  ['refuses every e-mail', startRefusingMailServer],
  ['never answers', startSilentMailServer],
] as const) {
  test.describe(`a mail server that ${kind}`, () => {
    let dir: string | undefined
    let build: string | undefined
    let server: ServerProcess | undefined
    let mailServer: Awaited<ReturnType<typeof startMailServer>> | undefined

    // eslint-disable-next-line no-empty-pattern -- Playwright requires a destructured first argument
    test.afterEach(async ({}, testInfo) => {
      if (server && testInfo.status !== testInfo.expectedStatus)
        await testInfo.attach('server output', { body: server.output, contentType: 'text/plain' })
      await server?.kill()
      await mailServer?.close()
      if (dir) rmSync(dir, { recursive: true, force: true })
      if (build) rmSync(build, { recursive: true, force: true })
    })

    test('the person asking for a code reads within 10 seconds that it could not be sent', async ({ page }) => {
      test.setTimeout(90_000)
      mailServer = await startMailServer()
      dir = mkdtempSync(join(tmpdir(), 'threshold-mail-outage-'))
      build = copyBuild()
      server = new ServerProcess(SERVER_PORT, { PGLITE_DATA_DIR: join(dir, 'db'), EMAIL_SERVER: mailServer.url }, build)
      await server.waitFor('/api/ready', 200, 60_000)

      await page.goto(`${server.url}/login`)
      await page.getByLabel('Email', { exact: true }).fill('outage@example.com')
      const asked = Date.now()
      await page.getByRole('button', { name: 'Send me a code' }).click()
      await expect(page.getByRole('alert')).toHaveText(
        'The code could not be sent. Please try again in a few minutes.',
        {
          timeout: 10_000,
        },
      )
      expect(Date.now() - asked).toBeLessThan(10_000)
      await expect(page).toHaveURL(/\/login\?/)
      await expect(page.getByLabel('Email', { exact: true })).toHaveValue('outage@example.com')
    })
  })
}
