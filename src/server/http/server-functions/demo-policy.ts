/**
 * What a public demo build lets visitors change. The lists name what is allowed, never what is
 * forbidden, so a new mutation is refused in the demo until someone decides otherwise.
 */

/**
 * "file#variable" (serverFnMeta's filename and name). They change only the visitor's own account: the
 * onboarding name (a new address must get through it), the account name and the visitor's own sessions.
 */
export const demoAllowedServerFunctions: ReadonlySet<string> = new Set([
  'src/features/onboarding/onboarding.functions.ts#saveOnboardingName',
  'src/features/account/account.functions.ts#changeName',
  'src/features/account/account.functions.ts#revokeSession',
  'src/features/account/account.functions.ts#revokeOtherSessions',
])

export interface ServerFunctionIdentity {
  method: string
  meta?: { name?: string; filename?: string } | undefined
}

export function isServerFunctionAllowedInDemo({ method, meta }: ServerFunctionIdentity): boolean {
  if (method.toUpperCase() === 'GET') return true
  if (!meta?.name || !meta.filename) return false
  return demoAllowedServerFunctions.has(`${meta.filename.replace(/\\/g, '/').replace(/^\.?\//, '')}#${meta.name}`)
}

/**
 * Writing /api/auth endpoints a demo build lets through: signing in and out, and better-auth's reading
 * POST endpoints (permission checks). No organisation write is listed, not even switching the active
 * one: the visitors of a demo share one database, so they only look at organisations.
 */
const demoAllowedAuthPaths = new Set([
  '/email-otp/send-verification-otp',
  '/sign-in/email-otp',
  '/sign-in/email',
  '/sign-in/social',
  '/sign-in/oauth2',
  '/passkey/verify-authentication',
  '/sign-out',
  '/admin/has-permission',
  '/organization/has-permission',
])
const demoAllowedAuthPrefixes = ['/callback/', '/oauth2/callback/']

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
