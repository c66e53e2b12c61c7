import { describe, expect, it } from 'vitest'
import { serverFunctionRegistry } from '@/features/api-docs/server-function-registry'
import { demoAllowedServerFunctions, isAuthRequestAllowedInDemo, isServerFunctionAllowedInDemo } from './demo-policy'

const functionModules = import.meta.glob<Record<string, unknown>>('/src/features/*/*.functions.ts')
const fn = (filename: string, name: string, method = 'POST') => ({ method, meta: { id: 'x', filename, name } })

describe('isServerFunctionAllowedInDemo', () => {
  it('lets every read through', () => {
    expect(isServerFunctionAllowedInDemo(fn('src/features/user/user.functions.ts', 'listUsers', 'GET'))).toBe(true)
    expect(isServerFunctionAllowedInDemo({ method: 'GET' })).toBe(true)
  })

  it('lets a visitor save their own name and end their own sessions', () => {
    expect(
      isServerFunctionAllowedInDemo(fn('src/features/onboarding/onboarding.functions.ts', 'saveOnboardingName')),
    ).toBe(true)
    expect(isServerFunctionAllowedInDemo(fn('src/features/account/account.functions.ts', 'changeName'))).toBe(true)
    expect(isServerFunctionAllowedInDemo(fn('src/features/account/account.functions.ts', 'revokeOtherSessions'))).toBe(
      true,
    )
  })

  it.each([
    ['src/features/repository/repository.functions.ts', 'createRepository'],
    ['src/features/repository/repository.functions.ts', 'updateRepository'],
    ['src/features/repository/repository.functions.ts', 'deleteRepository'],
    ['src/features/user/user.functions.ts', 'createUser'],
    ['src/features/user/user.functions.ts', 'updateUser'],
    ['src/features/user/user.functions.ts', 'setUserRole'],
    ['src/features/user/user.functions.ts', 'banUser'],
    ['src/features/user/user.functions.ts', 'unbanUser'],
    ['src/features/user/user.functions.ts', 'revokeUserSession'],
    ['src/features/user/user.functions.ts', 'revokeUserSessions'],
    ['src/features/user/user.functions.ts', 'setUserPassword'],
    ['src/features/user/user.functions.ts', 'deleteUser'],
    ['src/features/account/account.functions.ts', 'requestEmailChange'],
    ['src/features/account/account.functions.ts', 'confirmEmailChange'],
    ['src/features/account/account.functions.ts', 'deleteAccount'],
    ['src/features/organization/organization.functions.ts', 'deleteOrganizationAsManager'],
  ])('refuses %s#%s', (filename, name) => {
    expect(isServerFunctionAllowedInDemo(fn(filename, name))).toBe(false)
  })

  it('refuses a POST it cannot identify, and a same-named function of another file', () => {
    expect(isServerFunctionAllowedInDemo({ method: 'POST' })).toBe(false)
    expect(isServerFunctionAllowedInDemo(fn('src/features/user/user.functions.ts', 'changeName'))).toBe(false)
  })

  it('accepts the file path with a leading ./ or Windows separators', () => {
    expect(isServerFunctionAllowedInDemo(fn('./src/features/account/account.functions.ts', 'changeName'))).toBe(true)
    expect(isServerFunctionAllowedInDemo(fn('src\\features\\account\\account.functions.ts', 'changeName'))).toBe(true)
  })

  it('names only POST server functions that exist', async () => {
    const declaredMethods = new Map<string, string>(serverFunctionRegistry.map((entry) => [entry.name, entry.method]))
    for (const entry of demoAllowedServerFunctions) {
      const [file = '', name = ''] = entry.split('#')
      expect(declaredMethods.get(name), entry).toBe('POST')
      const load = functionModules[`/${file}`]
      expect(load, entry).toBeDefined()
      expect(Object.keys(await load!()), entry).toContain(name)
    }
    // The first import of a feature's server functions loads the server's whole stack: about 4 s on 2 busy cores.
  }, 30_000)
})

describe('isAuthRequestAllowedInDemo', () => {
  it('lets reads through', () => {
    expect(isAuthRequestAllowedInDemo('GET', '/get-session')).toBe(true)
    expect(isAuthRequestAllowedInDemo('GET', '/admin/list-users')).toBe(true)
    expect(isAuthRequestAllowedInDemo('GET', '/organization/list')).toBe(true)
    expect(isAuthRequestAllowedInDemo('GET', '/organization/get-full-organization')).toBe(true)
  })

  it.each([
    '/email-otp/send-verification-otp',
    '/sign-in/email-otp',
    '/sign-in/social',
    '/sign-in/oauth2',
    '/sign-out',
    '/callback/github',
    '/oauth2/callback/oidc',
  ])('lets POST %s through (signing in and out)', (path) => {
    expect(isAuthRequestAllowedInDemo('POST', path)).toBe(true)
  })

  it.each([
    '/admin/create-user',
    '/admin/set-role',
    '/admin/ban-user',
    '/admin/impersonate-user',
    '/admin/remove-user',
    '/admin/set-user-password',
    '/admin/revoke-user-sessions',
    '/delete-user',
    '/email-otp/request-email-change',
    '/email-otp/change-email',
    '/change-email',
    '/change-password',
    '/email-otp/reset-password',
    '/organization/create',
    '/organization/update',
    '/organization/delete',
    '/organization/set-active',
    '/organization/invite-member',
    '/organization/cancel-invitation',
    '/organization/accept-invitation',
    '/organization/reject-invitation',
    '/organization/update-member-role',
    '/organization/remove-member',
    '/organization/leave',
    '/organization/create-team',
    '/organization/update-team',
    '/organization/remove-team',
    '/organization/add-team-member',
    '/organization/remove-team-member',
    '/sign-up/email',
    '/update-user',
    '/revoke-session',
    '/revoke-other-sessions',
    '/some-future-endpoint',
  ])('refuses POST %s', (path) => {
    expect(isAuthRequestAllowedInDemo('POST', path)).toBe(false)
  })

  it('refuses other writing methods as well', () => {
    expect(isAuthRequestAllowedInDemo('DELETE', '/delete-user')).toBe(false)
    expect(isAuthRequestAllowedInDemo('PATCH', '/organization/update')).toBe(false)
  })

  it('normalises trailing slashes and query strings', () => {
    expect(isAuthRequestAllowedInDemo('POST', '/sign-out/')).toBe(true)
    expect(isAuthRequestAllowedInDemo('POST', 'admin/ban-user/?x=1')).toBe(false)
  })
})
