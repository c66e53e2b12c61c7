import { describe, expect, it } from 'vitest'
import { serverFunctionRegistry } from '@/features/api-docs/server-function-registry'
import { endpointDoors, type EndpointPath, isOpen } from './endpoint-doors'
import { STEP_UP_PATHS } from './step-up-plugin'

/**
 * The step-up is a property of the action, whichever door it comes through: every action on who can get into an
 * account (its sessions, address, passkeys and password, its role, ban or deletion) asks for a step-up check,
 * as a server function (`stepUp: true` in its declaration) or at a better-auth endpoint open over
 * HTTP (STEP_UP_PATHS). Those that need none say why here; a new one fails until it is one or the other.
 */

/** The resources whose changes are an account's security: the admin plugin's user and session, one's own account. */
const securityResources = new Set(['user', 'session', 'account'])

const serverFunctionsWithoutStepUp: Record<string, string> = {
  changeName: 'a display name',
  saveOnboardingName: 'a display name, at the first sign-in',
  renamePasskey: 'a label of one of the caller’s passkeys',
  confirmEmailChange: 'needs the code sent to the new address, which requestEmailChange (stepped up) asked for',
  createUser: 'a new account; giving it the admin role asks for the step-up in its body',
  setUserRole: 'granting the admin role asks for the step-up in its body; taking a role away gives less power',
  updateUser: 'a name, audited; a new address asks for the step-up in its body',
  unbanUser: 'gives back the access an admin took; audited',
  revokeMyApiKey: 'only takes access away: a key revoked by someone at the keyboard is mended by making another',
}

const endpointsWithoutStepUp: Partial<Record<EndpointPath, string>> = {
  '/sign-out': 'ends the caller’s own session',
  '/email-otp/send-verification-otp': 'a sign-in code: the proof itself',
  '/sign-in/email-otp': 'a sign-in: the proof itself',
  '/sign-in/social': 'a sign-in: the proof itself',
  '/callback/:id': 'a sign-in: the proof itself',
  '/sign-in/sso': 'a sign-in: the proof itself',
  '/sso/callback/:providerId': 'a sign-in: the proof itself',
  '/sso/saml2/sp/acs/:providerId': 'a sign-in: the proof itself',
  '/sso/saml2/sp/metadata': 'a public description of the service provider, nothing changes',
  '/sign-in/email': 'a sign-in: the proof itself',
  '/passkey/generate-authenticate-options': 'a sign-in: the proof itself',
  '/passkey/verify-authentication': 'a sign-in: the proof itself',
  '/passkey/verify-registration': 'the second step of an addition whose first step is stepped up',
  '/email-otp/change-email': 'needs the code sent to the new address, which the stepped-up request asked for',
  '/admin/stop-impersonating': 'ends an impersonation, back to the admin’s own session',
  ...Object.fromEntries(
    (
      [
        '/scim/v2/ServiceProviderConfig',
        '/scim/v2/Schemas',
        '/scim/v2/Schemas/:schemaId',
        '/scim/v2/ResourceTypes',
        '/scim/v2/ResourceTypes/:resourceTypeId',
        '/scim/v2/Users',
        '/scim/v2/Users/:userId',
        '/scim/v2/Groups',
        '/scim/v2/Groups/:groupId',
      ] as const
    ).map((path) => [path, 'an organisation’s directory, no person: its token was made by an owner under a step-up']),
  ),
}

/** Reads, and the organisations' endpoints: no account's way in changes there. */
const changesNoAccountSecurity = (path: string) =>
  path.startsWith('/organization/') || /\/(get|list|has-permission|ok$|error$)/.test(path)

describe('the step-up', () => {
  it('guards every server function that changes an account’s security, or its exception says why', () => {
    const changing = serverFunctionRegistry.filter(
      (fn) =>
        fn.method === 'POST' && Object.keys(fn.permission ?? {}).some((resource) => securityResources.has(resource)),
    )
    expect(changing.length).toBeGreaterThan(10)
    const unguarded = changing.filter((fn) => !fn.stepUp && !(fn.name in serverFunctionsWithoutStepUp))
    expect(unguarded.map((fn) => fn.name)).toEqual([])
  })

  it('guards every better-auth endpoint open over HTTP that changes an account’s security, or its exception says why', () => {
    const open = (Object.keys(endpointDoors) as EndpointPath[]).filter((path) => isOpen(endpointDoors[path], true))
    const unguarded = open.filter(
      (path) => !changesNoAccountSecurity(path) && !STEP_UP_PATHS.includes(path) && !endpointsWithoutStepUp[path],
    )
    expect(unguarded).toEqual([])
  })

  it('lists no exception that is guarded anyway or no longer exists', () => {
    const byName = new Map(serverFunctionRegistry.map((fn) => [fn.name, fn]))
    for (const name of Object.keys(serverFunctionsWithoutStepUp)) {
      expect(byName.get(name), name).toBeDefined()
      expect(byName.get(name)?.stepUp, name).toBeUndefined()
    }
    for (const path of Object.keys(endpointsWithoutStepUp)) {
      expect(path in endpointDoors, path).toBe(true)
      expect(STEP_UP_PATHS, path).not.toContain(path)
    }
  })
})
