import { createHmac, timingSafeEqual } from 'node:crypto'
import { getRequest } from '@tanstack/react-start/server'
import { eq, sql } from 'drizzle-orm'
import { hasPermission } from './access-control'
import { apiPrincipalOf, type ApiPrincipal } from './api-principal'
import type { Auth } from './auth'
import { getAuth } from './index'
import { serverConfig } from '../config'
import { DatabaseUnavailableError, databaseUnreachableAfter, getDb } from '../db'
import type { Database } from '../db/client'
import { session as sessionTable, user as userTable } from '../db/schema'

/**
 * No cookie cache, so a ban or a revoked session takes effect on the very next request. The common case (a
 * valid signed cookie, a session neither expired nor due for refresh) is one prepared query here: better-auth's
 * getSession was most of the time of a signed-in request. Everything else goes to better-auth, which decides
 * and cleans up.
 */
interface FoundSession {
  user: {
    id: string
    name: string
    email: string
    image: string | null
    role: string | null
    banned: boolean | null
    banExpires: Date | null
  }
  session: {
    id: string
    impersonatedBy: string | null
    activeOrganizationId: string | null
    expiresAt: Date
    createdAt: Date
  }
}

type AuthContext = Awaited<Auth['$context']>

/** Cookies by name, as better-call reads them: the first of a name wins, values URI-decoded. */
function parseCookies(header: string) {
  const cookies = new Map<string, string>()
  for (const part of header.split(';')) {
    const eq = part.indexOf('=')
    if (eq < 0) continue
    const name = part.slice(0, eq).trim()
    if (cookies.has(name)) continue
    let value = part.slice(eq + 1).trim()
    if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1)
    try {
      cookies.set(name, value.includes('%') ? decodeURIComponent(value) : value)
    } catch {
      cookies.set(name, value)
    }
  }
  return cookies
}

/** The session token of a signed cookie (`<token>.<HMAC-SHA256, base64>`), or null when the signature is wrong. */
function checkSignedToken(value: string, secret: string) {
  const dot = value.lastIndexOf('.')
  if (dot < 1) return null
  const token = value.slice(0, dot)
  const signature = value.slice(dot + 1)
  if (signature.length !== 44 || !signature.endsWith('=')) return null
  const expected = createHmac('sha256', secret).update(token).digest()
  const given = Buffer.from(signature, 'base64')
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null
}

// Checked once per cookie: the check is a pure function of the cookie and the secret. Emptied when full.
const VERIFIED_COOKIES_MAX = 10_000
const verifiedCookies = new Map<string, { secret: string; token: string }>()

function verifySignedToken(value: string, secret: string) {
  const known = verifiedCookies.get(value)
  if (known?.secret === secret) return known.token
  const token = checkSignedToken(value, secret)
  if (token === null) return null
  if (verifiedCookies.size >= VERIFIED_COOKIES_MAX) verifiedCookies.clear()
  verifiedCookies.set(value, { secret, token })
  return token
}

const sessionQueries = new WeakMap<Database, ReturnType<typeof prepareSessionQuery>>()

function prepareSessionQuery(db: Database) {
  return db
    .select({
      sessionId: sessionTable.id,
      activeOrganizationId: sessionTable.activeOrganizationId,
      expiresAt: sessionTable.expiresAt,
      createdAt: sessionTable.createdAt,
      impersonatedBy: sessionTable.impersonatedBy,
      id: userTable.id,
      name: userTable.name,
      email: userTable.email,
      image: userTable.image,
      role: userTable.role,
      banned: userTable.banned,
      banExpires: userTable.banExpires,
    })
    .from(sessionTable)
    .innerJoin(userTable, eq(userTable.id, sessionTable.userId))
    .where(eq(sessionTable.token, sql.placeholder('token')))
    .limit(1)
    .prepare('threshold_current_session')
}

const BETTER_AUTH = Symbol('better-auth decides')

/** The fast path: a session, null (no valid session cookie), or BETTER_AUTH when better-auth must decide. */
async function readSession(
  db: Database,
  context: AuthContext,
  cookieHeader: string,
): Promise<FoundSession | null | typeof BETTER_AUTH> {
  // Sessions kept in a secondary storage (Redis) are not (only) in the database: better-auth reads them.
  if ((context.options as { secondaryStorage?: unknown }).secondaryStorage) return BETTER_AUTH
  const cookies = parseCookies(cookieHeader)
  if (cookies.has(context.authCookies.dontRememberToken.name) || cookies.has(context.authCookies.sessionData.name))
    return BETTER_AUTH
  const signed = cookies.get(context.authCookies.sessionToken.name)
  if (!signed) return null
  const token = verifySignedToken(signed, context.secret)
  if (!token) return null // better-auth answers null too, without touching the cookies

  let query = sessionQueries.get(db)
  if (!query) sessionQueries.set(db, (query = prepareSessionQuery(db)))
  const [row] = await query.execute({ token })
  const now = Date.now()
  if (!row || row.expiresAt.getTime() <= now) return BETTER_AUTH // better-auth clears the cookie (and the expired session)
  const { expiresIn, updateAge } = context.sessionConfig
  if (row.expiresAt.getTime() - expiresIn * 1000 + updateAge * 1000 <= now) return BETTER_AUTH // due for refresh: better-auth extends it
  const { sessionId, activeOrganizationId, expiresAt, createdAt, impersonatedBy, ...user } = row
  return { user, session: { id: sessionId, activeOrganizationId, expiresAt, createdAt, impersonatedBy } }
}

function banInForce(user: FoundSession['user'], now = Date.now()) {
  return Boolean(user.banned) && (!user.banExpires || user.banExpires.getTime() > now)
}

export async function lookupSession(auth: Auth, db: Database, headers: Headers): Promise<FoundSession | null> {
  const context = await auth.$context
  const cookieHeader = headers.get('cookie')
  // No session cookie at all (every anonymous page view): there is nothing to look up.
  if (!cookieHeader?.includes(`${context.authCookies.sessionToken.name}=`)) return null
  let found = await readSession(db, context, cookieHeader)
  if (found === BETTER_AUTH) {
    const result = await auth.api.getSession({ headers })
    found = result
      ? {
          user: {
            id: result.user.id,
            name: result.user.name,
            email: result.user.email,
            image: result.user.image ?? null,
            role: result.user.role ?? null,
            banned: result.user.banned ?? null,
            banExpires: result.user.banExpires ? new Date(result.user.banExpires) : null,
          },
          session: {
            id: result.session.id,
            impersonatedBy: result.session.impersonatedBy ?? null,
            activeOrganizationId: result.session.activeOrganizationId ?? null,
            expiresAt: result.session.expiresAt,
            createdAt: new Date(result.session.createdAt),
          },
        }
      : null
  }
  return found && !banInForce(found.user) ? found : null
}

async function currentSession(request: Request): Promise<RequestSession | null> {
  const principal = apiPrincipalOf(request)
  if (principal) return sessionOfKey(principal)
  let found
  try {
    found = await lookupSession(await getAuth(), await getDb(), request.headers)
  } catch (error) {
    // better-auth reports a lost database as its own INTERNAL_SERVER_ERROR: answer 503, not 500.
    if (await databaseUnreachableAfter(error)) throw new DatabaseUnavailableError({ cause: error })
    throw error
  }
  if (!found) return null
  const { user, session } = found
  const { adminUserIds } = serverConfig().auth
  return {
    user: { id: user.id, name: user.name, email: user.email, image: user.image, role: user.role },
    impersonatedBy: session.impersonatedBy,
    expiresAt: session.expiresAt.toISOString(),
    // A session begins with a sign-in: its start is what the step-up check reads (step-up-rule.ts).
    signedInAt: session.createdAt.toISOString(),
    can: {
      useApp: hasPermission(user, { apps: ['app'] }, adminUserIds),
      useManager: hasPermission(user, { apps: ['manager'] }, adminUserIds),
    },
  }
}

/** The caller of a request, as the browser may see it; `apiKey` only on a call through /api/v1. */
interface RequestSession {
  user: { id: string; name: string; email: string; image: string | null; role: string | null }
  impersonatedBy: string | null
  expiresAt: string
  /** When the caller signed in: what the step-up check reads (step-up-rule.ts). */
  signedInAt: string
  can: { useApp: boolean; useManager: boolean }
  /** The key a call through /api/v1 presented: such a call never passes a step-up check. */
  apiKey?: Pick<ApiPrincipal, 'keyId' | 'kind' | 'permissions' | 'organizationId'>
}

function sessionOfKey({ user, keyId, kind, permissions, organizationId }: ApiPrincipal): RequestSession {
  const { adminUserIds } = serverConfig().auth
  return {
    user,
    impersonatedBy: null,
    expiresAt: new Date(0).toISOString(),
    signedInAt: new Date(0).toISOString(),
    can: {
      useApp: hasPermission(user, { apps: ['app'] }, adminUserIds),
      useManager: hasPermission(user, { apps: ['manager'] }, adminUserIds),
    },
    apiKey: { keyId, kind, permissions, organizationId },
  }
}

const lookups = new WeakMap<Request, ReturnType<typeof currentSession>>()

/**
 * The signed-in user of the current request, as the browser may see it, or null. Looked up once per request: the
 * page's root context, every server function's guard and its handler share that one lookup (its answer cannot
 * change within a request).
 */
export function getCurrentSession() {
  const request = getRequest()
  let lookup = lookups.get(request)
  if (!lookup) {
    lookup = currentSession(request)
    lookups.set(request, lookup)
    lookup.catch(() => lookups.delete(request))
  }
  return lookup
}

export type CurrentSession = NonNullable<Awaited<ReturnType<typeof getCurrentSession>>>
