import { APIError } from 'better-auth/api'
import { and, eq, gt } from 'drizzle-orm'
import type { z } from 'zod'
import { authErrorKey, isAuthErrorCode } from '@/lib/auth/auth-error-message'
import { detectRequestLanguage } from '@/lib/i18n/detect-request-language'
import { rateLimitMessage } from '@/lib/http/rate-limit-message'
import { type AuditEntry, recordAudit } from '@/server/audit'
import type { Auth } from '@/server/auth/auth'
import { CLIENT_IP_HEADER } from '@/server/auth/client-ip'
import { LAST_ADMIN } from '@/server/auth/last-admin'
import { SOLE_ORGANIZATION_OWNER } from '@/server/auth/organization-ownership'
import { retryAfterOf } from '@/server/auth/rate-limit-refusal'
import { lookupSession } from '@/server/auth/session'
import type { ServerConfig } from '@/server/config'
import type { Database } from '@/server/db'
import { session, user } from '@/server/db/schema'
import { changeEmailTakenEmail } from '@/server/email/templates/change-email-code'
import { sendEmail } from '@/server/email/transport'
import { REFUSAL_STATUSES, Refusal, type RefusalStatus } from '@/server/http/refusal'
import { log } from '@/server/log'
import { changeNameSchema, confirmEmailChangeSchema, requestEmailChangeSchema, sessionIdSchema } from './schema'

export interface AccountCaller {
  auth: Auth
  /** Where the audit rows of the caller's changes are written. */
  db: Database
  headers: Headers
  /** Keys better-auth's per-IP rate limits of the e-mail change endpoints. */
  clientIp?: string
}

export interface AccountSession {
  id: string
  userAgent: string | null
  ipAddress: string | null
  createdAt: string
  lastActiveAt: string
  current: boolean
}

// better-auth's answers (by code, or by message when it gives none) and what the caller reads.
const authErrors: Record<string, [RefusalStatus, string]> = {
  UNAUTHORIZED: [401, 'errors:unauthorized'],
  INVALID_OTP: [400, 'auth:validation.codeInvalid'],
  OTP_EXPIRED: [400, 'auth:verify.expired'],
  TOO_MANY_ATTEMPTS: [400, 'auth:verify.tooManyAttempts'],
  EMAIL_NOT_SENT: [503, 'account:changeEmail.sendFailed'],
  'Email is the same': [400, 'account:changeEmail.same'],
  'Email already in use': [409, 'account:changeEmail.taken'],
  [SOLE_ORGANIZATION_OWNER]: [409, 'account:deleteAccount.soleOwner'],
  [LAST_ADMIN]: [403, 'account:deleteAccount.lastAdmin'],
}

function refusalStatus(status: number): RefusalStatus {
  return REFUSAL_STATUSES.find((allowed) => allowed === status) ?? 400
}

/** `refused` is better-auth's answer (or error): a rate limit's refusal says how long to wait. */
function toRefusal(
  status: number,
  body: { code?: string; message?: string } | undefined,
  refused: { headers?: unknown },
) {
  if (status === 429) return new Refusal(429, rateLimitMessage(retryAfterOf(refused)))
  const known = authErrors[body?.code ?? ''] ?? authErrors[body?.message ?? '']
  if (known) return new Refusal(...known)
  // Any other code of better-auth's catalogue: its own translated message (auth-errors namespace).
  if (isAuthErrorCode(body?.code)) return new Refusal(refusalStatus(status), authErrorKey(body))
  return new Error(`better-auth answered ${status}: ${body?.code ?? body?.message ?? ''}`)
}

async function callAuthApi<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof APIError) throw toRefusal(error.statusCode, error.body, error)
    throw error
  }
}

/**
 * Calls a better-auth endpoint through its HTTP handler rather than `auth.api`, so that its rate
 * limits apply as if the browser had called it: these endpoints send e-mails and check codes.
 */
async function postToAuth(caller: AccountCaller, path: string, body: unknown) {
  const { baseURL } = await caller.auth.$context
  const headers = new Headers({ 'content-type': 'application/json', origin: new URL(baseURL).origin })
  for (const name of ['cookie', 'user-agent', 'accept-language']) {
    const value = caller.headers.get(name)
    if (value) headers.set(name, value)
  }
  if (caller.clientIp) headers.set(CLIENT_IP_HEADER, caller.clientIp)
  const response = await caller.auth.handler(
    new Request(`${baseURL}${path}`, { method: 'POST', headers, body: JSON.stringify(body) }),
  )
  if (!response.ok) throw toRefusal(response.status, await response.json().catch(() => undefined), response)
}

/** The same checks as the server functions' validators, for any caller of this module. */
function parse<Schema extends z.ZodType>(schema: Schema, input: unknown): z.output<Schema> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const message = result.error.issues[0]?.message ?? ''
  throw new Refusal(400, /^[a-z]+:[\w.]+(\|.*)?$/.test(message) ? message : 'errors:invalidInput')
}

async function requireSession(caller: AccountCaller) {
  const current = await caller.auth.api.getSession({ headers: caller.headers })
  if (!current) throw new Refusal(401, 'errors:unauthorized')
  return current
}

type CurrentSession = Awaited<ReturnType<typeof requireSession>>

/**
 * Records a change the caller made to their own account, targeting it, with the browser it came from. An admin
 * browsing as the person is the one who acted: the row names them.
 */
async function recordOwnChange(
  caller: AccountCaller,
  current: CurrentSession,
  entry: Omit<AuditEntry, 'targetType' | 'targetId'>,
) {
  const adminId = current.session.impersonatedBy
  const [admin] = adminId
    ? await caller.db.select({ id: user.id, email: user.email }).from(user).where(eq(user.id, adminId))
    : []
  await recordAudit(
    caller.db,
    {
      id: admin?.id ?? adminId ?? current.user.id,
      email: admin?.email ?? current.user.email,
      ipAddress: caller.clientIp ?? null,
    },
    {
      ...entry,
      targetType: 'user',
      targetId: current.user.id,
      details: { ...entry.details, userAgent: caller.headers.get('user-agent') },
    },
  )
}

export async function changeName(caller: AccountCaller, input: z.input<typeof changeNameSchema>) {
  const { name } = parse(changeNameSchema, input)
  await requireSession(caller)
  await callAuthApi(() => caller.auth.api.updateUser({ body: { name }, headers: caller.headers }))
  return { name }
}

/**
 * Sends a code to the new address; the account keeps its address until the code is confirmed.
 * An address that already has an account gets a notice instead of a code, and the caller gets the
 * same answer either way: only the owner of that mailbox learns that it is taken.
 */
export async function requestEmailChange(
  caller: AccountCaller,
  input: z.input<typeof requestEmailChangeSchema>,
  email: ServerConfig['email'],
) {
  const { newEmail } = parse(requestEmailChangeSchema, input)
  await postToAuth(caller, '/email-otp/request-email-change', { newEmail })
  // better-auth refused an address equal to the caller's own above, so a match is someone else.
  const { internalAdapter, baseURL } = await caller.auth.$context
  if (await internalAdapter.findUserByEmail(newEmail)) {
    const language = detectRequestLanguage({ url: baseURL, headers: caller.headers })
    try {
      await sendEmail(changeEmailTakenEmail({ to: newEmail, language }), email)
    } catch (error) {
      log.error({ err: error, to: newEmail }, 'The address-in-use notice could not be sent')
      throw new Refusal(503, 'account:changeEmail.sendFailed')
    }
  }
  return { newEmail }
}

export async function confirmEmailChange(caller: AccountCaller, input: z.input<typeof confirmEmailChangeSchema>) {
  const { newEmail, code } = parse(confirmEmailChangeSchema, input)
  const current = await requireSession(caller)
  await postToAuth(caller, '/email-otp/change-email', { newEmail, otp: code })
  await recordOwnChange(caller, current, {
    action: 'user.change-email',
    details: { changes: { email: { from: current.user.email, to: newEmail } } },
  })
  return { email: newEmail }
}

/** The caller's sessions not yet expired, the current one first, then the most recently active. */
export async function listSessions(caller: AccountCaller): Promise<AccountSession[]> {
  const found = await lookupSession(caller.auth, caller.db, caller.headers)
  if (!found) throw new Refusal(401, 'errors:unauthorized')
  const sessions = await caller.db
    .select({
      id: session.id,
      userAgent: session.userAgent,
      ipAddress: session.ipAddress,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
    })
    .from(session)
    .where(and(eq(session.userId, found.user.id), gt(session.expiresAt, new Date())))
  return sessions
    .map((row) => ({
      id: row.id,
      userAgent: row.userAgent,
      ipAddress: row.ipAddress,
      createdAt: row.createdAt.toISOString(),
      lastActiveAt: row.updatedAt.toISOString(),
      current: row.id === found.session.id,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current) || b.lastActiveAt.localeCompare(a.lastActiveAt))
}

export async function revokeSession(caller: AccountCaller, input: z.input<typeof sessionIdSchema>) {
  const { id } = parse(sessionIdSchema, input)
  const current = await requireSession(caller)
  // Looked up among the caller's own sessions, so another person's session id can never match.
  const sessions = await callAuthApi(() => caller.auth.api.listSessions({ headers: caller.headers }))
  const target = sessions.find((session) => session.id === id)
  if (!target) throw new Refusal(404, 'account:sessions.notFound')
  await callAuthApi(() => caller.auth.api.revokeSession({ body: { token: target.token }, headers: caller.headers }))
  await recordOwnChange(caller, current, { action: 'session.revoke', details: { sessionId: id } })
  return { id }
}

export async function revokeOtherSessions(caller: AccountCaller) {
  const current = await requireSession(caller)
  await callAuthApi(() => caller.auth.api.revokeOtherSessions({ headers: caller.headers }))
  await recordOwnChange(caller, current, {
    action: 'session.revoke-others',
    details: { keptSessionId: current.session.id },
  })
  return { revoked: true }
}

/** Deletes the caller's account and sessions (better-auth asks for a session under a day old). */
export async function deleteAccount(caller: AccountCaller) {
  await callAuthApi(() => caller.auth.api.deleteUser({ body: {}, headers: caller.headers }))
  return { deleted: true }
}
