import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { runScript, SECRET } from '../../e2e/fixtures/processes'
import { startSmtpSink } from '../../e2e/fixtures/smtp-sink'
import { prepareBuild, startServer } from '../lib/server'
import { signInWithEmailCode } from '../lib/session'
import { ADMIN_EMAIL, NEWCOMER_EMAIL, type SeededIds, type Visitor } from './pages'

/** The first id in a link to `prefix`/<id> on the page at `path`, as the admin sees it. */
async function firstLinkedId(baseUrl: string, path: string, cookie: string, prefix: string) {
  const response = await fetch(`${baseUrl}${path}`, { headers: { cookie } })
  const html = await response.text()
  const escaped = prefix.replaceAll('/', '\\/')
  const id = [...html.matchAll(new RegExp(`href="${escaped}/([\\w-]+)"`, 'g'))]
    .map((match) => match[1]!)
    .find((candidate) => candidate !== 'new')
  if (response.status !== 200 || !id)
    throw new Error(`No link to ${prefix}/<id> on ${path} (status ${response.status})`)
  return id
}

/**
 * The production build (built when missing, run from a copy) on a fresh embedded database in a temporary
 * folder, seeded with the demo data, with an SMTP sink for the sign-in codes. Signs in the seeded admin and a
 * new account (which has no name yet, so it is sent to the onboarding) through the real e-mail code flow.
 */
export async function startAppUnderTest({ port, build }: { port: number; build: string }) {
  const { runDir, entry } = prepareBuild(port, build)
  const database = { DATABASE_URL: '', PGLITE_DATA_DIR: join(runDir, 'db') }
  runScript('db:seed', database)
  const sink = await startSmtpSink(port + 1)
  const baseUrl = `http://127.0.0.1:${port}`
  const server = await startServer({
    entry,
    port,
    env: {
      ...database,
      BETTER_AUTH_SECRET: SECRET,
      BETTER_AUTH_URL: baseUrl,
      EMAIL_SERVER: sink.url,
      AUTH_SIGNUP_ENABLED: 'true',
      LOG_LEVEL: 'warn',
    },
  }).catch(async (error: unknown) => {
    await sink.close()
    throw error
  })
  const stop = async () => {
    await server.stop()
    await sink.close()
    rmSync(runDir, { recursive: true, force: true })
  }
  try {
    const cookies: Record<Visitor, string | undefined> = {
      anonymous: undefined,
      admin: await signInWithEmailCode(baseUrl, sink, ADMIN_EMAIL),
      newcomer: await signInWithEmailCode(baseUrl, sink, NEWCOMER_EMAIL),
    }
    const ids: SeededIds = {
      repository: await firstLinkedId(baseUrl, '/app/repositories', cookies.admin!, '/app/repositories'),
      user: await firstLinkedId(baseUrl, '/manager/users', cookies.admin!, '/manager/users'),
    }
    return { baseUrl, cookies, ids, serverOutput: server.output, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
