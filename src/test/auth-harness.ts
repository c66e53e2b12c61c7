import { sql } from 'drizzle-orm'
import { type SmtpSink, extractCode, startSmtpSink } from '~/e2e/fixtures/smtp-sink'
import { createAuth } from '@/server/auth/auth'
import { CLIENT_IP_HEADER } from '@/server/auth/client-ip'
import { noticesSettled } from '@/server/email/notices'
import { type ServerConfig, loadServerConfig } from '@/server/config'
import type { DatabaseConnection } from '@/server/db/client'
import { stopJobQueue, setJobQueue } from '@/server/jobs'
import { productJobHandlers } from '@/server/jobs/handlers'
import { JOB_QUEUE_SCHEMA, startJobQueue } from '@/server/jobs/job-queue'
import { openTestDatabase } from './test-database'

export const TEST_BASE_URL = 'http://localhost:3000'

/** A browser-like caller of /api/auth: keeps its cookies, sends the site's Origin. */
export class AuthCaller {
  private cookies = new Map<string, string>()

  constructor(
    private readonly handler: (request: Request) => Promise<Response>,
    private readonly headers: Record<string, string> = {},
  ) {}

  async request(path: string, body?: unknown) {
    const response = await this.handler(
      new Request(`${TEST_BASE_URL}/api/auth${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          origin: TEST_BASE_URL,
          cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...this.headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    )
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';')
      const [name = '', ...value] = pair.split('=')
      if (value.join('=') === '' || /max-age=0/i.test(cookie)) this.cookies.delete(name)
      else this.cookies.set(name, value.join('='))
    }
    // A closed endpoint answers a plain "Not Found" (endpoint-doors.ts): no JSON, no body to read.
    const text = await response.text()
    const json = text && response.headers.get('content-type')?.includes('json')
    return {
      status: response.status,
      headers: response.headers,
      body: json ? (JSON.parse(text) as Record<string, unknown> & { code?: string }) : null,
    }
  }

  get headersForServer() {
    return new Headers({ cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') })
  }
}

/**
 * The send deadline of a test's broken mail server: the production one (8 s, app.config.ts) is waited out once, by
 * the browser suite's mail-outage spec.
 */
export const TEST_SEND_DEADLINE_MS = 1_000

/** better-auth on a real database, sending real e-mails to an SMTP sink. */
export async function startAuthHarness(env: Record<string, string> = {}, { smtpGreetingDelayMs = 0 } = {}) {
  const sink: SmtpSink = await startSmtpSink(0, { greetingDelayMs: smtpGreetingDelayMs })
  const connection: DatabaseConnection = await openTestDatabase()
  const config = loadServerConfig({ NODE_ENV: 'test', BETTER_AUTH_URL: TEST_BASE_URL, EMAIL_SERVER: sink.url, ...env })
  const auth = createAuth(connection.db, config)
  // The e-mails of the background queue (notices) go to this harness's sink, from its own database.
  setJobQueue(startJobQueue({ connection, handlers: productJobHandlers(connection.db, config) }))

  const caller = (headers?: Record<string, string>) => new AuthCaller((request) => auth.handler(request), headers)

  /**
   * Requests a code for `email`, reads it from the e-mail, and signs in with it. A sign-in from a new browser also
   * e-mails an alert after its answer: it is waited for, so that it never passes for the next e-mail to the address.
   */
  async function signIn(email: string, browser = caller()) {
    await noticesSettled()
    const since = sink.received.length
    const sent = await browser.request('/email-otp/send-verification-otp', { email, type: 'sign-in' })
    if (sent.status !== 200) throw new Error(`Code request failed: ${sent.status}`)
    const code = extractCode(await sink.waitForEmail(email, { since }))
    const signedIn = await browser.request('/sign-in/email-otp', { email, otp: code })
    await noticesSettled()
    return { browser, signedIn }
  }

  /**
   * Another better-auth instance on the same database, as a second server would be (optionally
   * with other settings); it shares with the first only what the database (or Redis) holds.
   */
  function startInstance(overrides: Partial<ServerConfig> = {}) {
    const other = createAuth(connection.db, { ...config, ...overrides })
    return {
      auth: other,
      caller: (headers?: Record<string, string>) => new AuthCaller((request) => other.handler(request), headers),
    }
  }

  return {
    sink,
    db: connection.db,
    auth,
    config,
    caller,
    signIn,
    startInstance,
    async close() {
      await stopJobQueue()
      // On PostgreSQL a worker's database serves its next test files: the jobs this one leaves (retries, failures)
      // go with it, or the next file's queue would run them with another configuration (another secret).
      await connection.db.execute(sql`delete from ${sql.identifier(JOB_QUEUE_SCHEMA)}.job`)
      await sink.close()
      await connection.close()
    },
  }
}

export type AuthHarness = Awaited<ReturnType<typeof startAuthHarness>>
export { CLIENT_IP_HEADER }
