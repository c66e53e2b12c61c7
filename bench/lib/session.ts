// The serialiser TanStack Start's client uses for server-function payloads (as e2e/permission-matrix.spec.ts).
import { toJSONAsync } from 'seroval'
import { extractCode, type SmtpSink } from '../../e2e/fixtures/smtp-sink'

/**
 * Signs `email` in through the real e-mail code flow: asks /api/auth for a code, reads it from the
 * e-mail the server sent to the SMTP sink, and confirms it. Returns the Cookie header to send.
 */
export async function signInWithEmailCode(baseUrl: string, sink: SmtpSink, email: string) {
  const headers = { 'content-type': 'application/json', origin: baseUrl }
  const since = sink.received.length
  const sent = await fetch(`${baseUrl}/api/auth/email-otp/send-verification-otp`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, type: 'sign-in' }),
  })
  if (!sent.ok) throw new Error(`Asking for a sign-in code answered ${sent.status}: ${await sent.text()}`)
  const code = extractCode(await sink.waitForEmail(email, { since }))
  const signedIn = await fetch(`${baseUrl}/api/auth/sign-in/email-otp`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email, otp: code }),
  })
  if (!signedIn.ok) throw new Error(`Signing in with the code answered ${signedIn.status}: ${await signedIn.text()}`)
  const cookie = signedIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ')
  if (!cookie.includes('session_token')) throw new Error('Signing in set no session cookie')
  return cookie
}

/** `{ data }` serialised by seroval to JSON: the `payload=` query parameter of a GET server-function call. */
export async function serverFnQuery(data: unknown) {
  return data === undefined ? '' : `?payload=${encodeURIComponent(JSON.stringify(await toJSONAsync({ data })))}`
}

/** The headers the browser's server-function fetcher sends (same-origin, so the CSRF check passes). */
export function serverFnHeaders(baseUrl: string, cookie: string) {
  return { 'x-tsr-serverfn': 'true', accept: 'application/json', origin: baseUrl, cookie }
}

/**
 * A personal API key of the signed-in person (`cookie`), made through the account page's server function
 * (`createPath`: its path in the build under test): for the cases that call /api/v1 as a script does.
 */
export async function createApiKey(baseUrl: string, cookie: string, createPath: string, permissions: string[]) {
  const answer = await fetch(`${baseUrl}${createPath}`, {
    method: 'POST',
    headers: { ...serverFnHeaders(baseUrl, cookie), 'content-type': 'application/json' },
    body: JSON.stringify(await toJSONAsync({ data: { name: 'Benchmark', expiresInDays: 7, permissions } })),
  })
  const text = await answer.text()
  const key = /thr_[A-Za-z]+/.exec(text)?.[0]
  if (answer.status !== 200 || !key)
    throw new Error(`Making an API key answered ${answer.status}: ${text.slice(0, 300)}`)
  return key
}
