import { existsSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect } from '@playwright/test'

/**
 * The dev server of the dev suite (playwright.dev.config.ts): `npm run dev` on a port of its own (3970;
 * E2E_DEV_PORT overrides), with its database and log in a folder wiped at every run.
 */
export const devPort = Number(process.env.E2E_DEV_PORT ?? 3970)
export const devBaseURL = `http://localhost:${devPort}`
export const devRunDir = join(tmpdir(), `threshold-e2e-dev-${devPort}`)
/** Everything the dev server prints, as a developer sees it in the terminal. */
export const devServerLog = join(devRunDir, 'server.log')

/** The log's length so far: pass it as `since` to codeInServerLog to skip older codes. */
export function serverLogSize() {
  return existsSync(devServerLog) ? statSync(devServerLog).size : 0
}

const colors = /\x1b\[[0-9;]*m/g // eslint-disable-line no-control-regex -- terminal colours are escape sequences
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The code of the last e-mail to `email` printed after `since`, read the way the README tells a developer to: the
 * line "➜  Code for <email>: <code>" of the dev server's log (no EMAIL_SERVER). Waits for it to be written.
 */
export async function codeInServerLog(email: string, since: number) {
  const line = new RegExp(`^\\s*➜\\s+Code for ${escaped(email)}: (\\d+)$`, 'gm')
  const read = () =>
    [...readFileSync(devServerLog).subarray(since).toString('utf8').replace(colors, '').matchAll(line)].at(-1)?.[1]
  await expect.poll(read, { message: `a line "Code for ${email}" in ${devServerLog}`, timeout: 15_000 }).toBeTruthy()
  return read()!
}
