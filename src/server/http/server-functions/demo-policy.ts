/**
 * What a public demo build (VITE_IS_DEMO=true) lets visitors change: pure decisions, used by the
 * global server-function middleware (demo-refusal.ts) and the /api/auth handler. Everything not
 * listed here that writes is refused: the lists name what is allowed, never what is forbidden, so
 * a new mutation is refused in the demo until someone decides otherwise.
 */

/** The translation key (and the error message) of a refused server function. */
export const DEMO_REFUSED_MESSAGE = 'demo:refused'
/** The error code of a refused /api/auth request. */
export const DEMO_MODE_CODE = 'DEMO_MODE'

/**
 * POST server functions a visitor needs to use the demo, as "file#variable" (serverFnMeta's
 * filename and name). They change only the visitor's own account: the name asked by onboarding
 * (a new address must get through it) and on the account page, and the visitor's own sessions.
 */
export const demoAllowedServerFunctions: ReadonlySet<string> = new Set([
  'src/features/onboarding/onboarding.functions.ts#saveOnboardingName',
  'src/features/account/account.functions.ts#changeName',
  'src/features/account/account.functions.ts#revokeSession',
  'src/features/account/account.functions.ts#revokeOtherSessions',
])

export interface ServerFunctionIdentity {
  method: string
  /** serverFnMeta of TanStack Start: the variable name and the file, relative to the project root. */
  meta?: { name?: string; filename?: string } | undefined
}

/** Whether a demo build runs this server function: reads (GET) always; a POST only when allow-listed. */
export function isServerFunctionAllowedInDemo({ method, meta }: ServerFunctionIdentity): boolean {
  if (method.toUpperCase() === 'GET') return true
  if (!meta?.name || !meta.filename) return false
  return demoAllowedServerFunctions.has(`${meta.filename.replace(/\\/g, '/').replace(/^\.?\//, '')}#${meta.name}`)
}

/**
 * /api/auth endpoints (the path after /api/auth) that a demo build lets through with a writing
 * method: signing in (code, password, social, OpenID Connect and their callbacks) and signing out.
 * Better-auth's reading POST endpoints (permission checks) too. The visitor's name and sessions
 * change through server functions (above): their /api/auth endpoints are closed everywhere
 * (src/server/auth/endpoint-doors.ts).
 * No organisation write is listed (creating, inviting, joining, roles, teams, even switching the
 * active one): the visitors of a demo share one database, so they only look at organisations.
 */
const demoAllowedAuthPaths = new Set([
  '/email-otp/send-verification-otp',
  '/sign-in/email-otp',
  '/sign-in/email',
  '/sign-in/social',
  '/sign-in/oauth2',
  '/sign-out',
  '/admin/has-permission',
  '/organization/has-permission',
])
const demoAllowedAuthPrefixes = ['/callback/', '/oauth2/callback/']

/**
 * Whether a demo build passes an /api/auth request to better-auth. `path` is the path after
 * /api/auth. Reads (GET, HEAD, OPTIONS) always pass.
 */
export function isAuthRequestAllowedInDemo(method: string, path: string): boolean {
  const verb = method.toUpperCase()
  if (verb === 'GET' || verb === 'HEAD' || verb === 'OPTIONS') return true
  const normalized = normalizeAuthPath(path)
  if (demoAllowedAuthPaths.has(normalized)) return true
  return demoAllowedAuthPrefixes.some((prefix) => normalized.startsWith(prefix))
}

/** '/admin/ban-user/?x' -> '/admin/ban-user'. */
function normalizeAuthPath(path: string) {
  return `/${(path.split('?')[0] ?? '').replace(/^\/+|\/+$/g, '')}`
}
