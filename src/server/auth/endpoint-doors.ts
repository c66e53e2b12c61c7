/**
 * An action the product does through its own server functions (validated, checked against its rules, audited
 * in the same transaction) is closed over HTTP, so that better-auth's endpoint is not a second way to do it
 * without those rules. Server code still calls such endpoints through `auth.api`, which HTTP never reaches.
 *
 * `open` names the rule that holds at the endpoint itself; `closed`, where the product does it instead or why
 * nobody needs it. A test fails on any better-auth endpoint missing here, so an upgrade cannot open one silently.
 */
export type EndpointDoor = { open: string } | { openWithPasswords: string } | { closed: string }

const byUserFunctions = 'user.functions.ts: validated, the product’s admin rules, audited in the same transaction'
const byAccountFunctions = 'account.functions.ts (the account page)'
const byPasskeyFunctions = 'passkey.functions.ts (the account page): validated, the owner only, not while impersonated'
const noPasswordChange = 'no password reset or change in the product: an admin sets passwords (setUserPassword)'
const organisationRules = 'better-auth’s organisation roles and the product’s hooks (organization-plugin.ts)'
const organisationRead = 'members of the organisation only (better-auth)'
const bySsoFunctions = 'organization.functions.ts (the organisation’s page): its owners only, validated, audited'
const noSaml = 'no single logout: signing out of the product ends its own session only'
const byScimToken =
  'a bearer token an owner made on the organisation’s page: that organisation’s people (at its verified domains) and groups only (organization-scim.ts)'

const byApiKeyFunctions =
  'api-keys.functions.ts (the account and organisation pages): validated, stepped up, audited; keys are read by /api/v1 only'

export const endpointDoors = {
  // Signing in and out
  '/get-session': { open: 'the caller’s own session' },
  '/sign-out': { open: 'ends the caller’s own session' },
  '/email-otp/send-verification-otp': {
    open: 'sign-in codes only (sign-in-codes-only.ts); the address by the forms’ schema (address-input.ts); rate-limited per client IP and per address',
  },
  '/sign-in/email-otp': {
    open: 'a code sent to the address, a few attempts per code and per address (decision 040); no new account while sign-up is off',
  },
  '/sign-in/social': { open: 'only an address the provider verified makes or joins an account (decision 015)' },
  '/callback/:id': { open: 'the provider’s answer to a sign-in this browser started (state checked by better-auth)' },
  '/sign-in/sso': {
    open: 'starts a sign-in at an organisation’s own provider; who may come back is the callback’s rule; rate-limited per client IP',
  },
  '/sso/callback/:providerId': {
    open: 'the provider’s answer to a sign-in this browser started; only addresses at the organisation’s verified domains (organization-sso.server.ts)',
  },
  '/sign-in/email': { openWithPasswords: 'the password an admin set; a banned user is refused' },
  '/sign-up/email': {
    closed:
      'accounts come from a first code sign-in or an admin: a password sign-up would make one for an unproven address',
  },

  // Passkeys (WebAuthn): the ceremonies are better-auth's; listing, renaming and removing are the product's
  '/passkey/generate-authenticate-options': { open: 'a challenge to sign in with, rate-limited per client IP' },
  '/passkey/verify-authentication': {
    open: 'a signature by a registered passkey; a banned account is refused (admin plugin); rate-limited per client IP',
  },
  '/passkey/generate-register-options': {
    open: 'the caller’s own signed-in account, not while impersonated nor in a demo (passkey-plugin.ts)',
  },
  '/passkey/verify-registration': {
    open: 'the challenge this session was given; the name by the forms’ schema (passkey-plugin.ts)',
  },
  '/passkey/list-user-passkeys': { closed: byPasskeyFunctions },
  '/passkey/update-passkey': { closed: byPasskeyFunctions },
  '/passkey/delete-passkey': { closed: byPasskeyFunctions },

  // The caller's own account
  '/email-otp/request-email-change': {
    open: 'the address by the forms’ schema; a code to it (requestEmailChange calls this over HTTP for its rate limits)',
  },
  '/email-otp/change-email': { open: 'only with the code sent to the new address' },
  '/list-accounts': { open: 'the caller’s own sign-in methods, without their tokens' },
  '/update-user': { closed: `${byAccountFunctions} and onboarding: the name checked by the forms’ schema` },
  '/delete-user': { closed: byAccountFunctions },
  '/delete-user/callback': { closed: byAccountFunctions },
  '/list-sessions': { closed: `${byAccountFunctions}, which lists sessions without their tokens` },
  '/revoke-session': { closed: byAccountFunctions },
  '/revoke-sessions': { closed: byAccountFunctions },
  '/revoke-other-sessions': { closed: byAccountFunctions },
  '/update-session': { closed: 'nothing of a session is the owner’s to change' },
  '/change-email': { closed: 'the address changes with a code (/email-otp/change-email)' },
  '/send-verification-email': { closed: 'a code sign-in verifies the address' },
  '/verify-email': { closed: 'a code sign-in verifies the address' },
  '/email-otp/verify-email': { closed: 'a code sign-in verifies the address' },
  '/email-otp/check-verification-otp': { closed: 'codes are checked by the endpoint that uses them' },
  '/link-social': { closed: 'provider accounts are linked at sign-in only, by a verified address (decision 015)' },
  '/unlink-account': { closed: 'provider accounts are linked at sign-in only, by a verified address (decision 015)' },
  '/refresh-token': { closed: 'the product uses no provider token' },
  '/get-access-token': { closed: 'the product uses no provider token' },
  '/account-info': { closed: 'the product uses no provider token' },

  // Passwords
  '/change-password': { closed: noPasswordChange },
  '/verify-password': { closed: noPasswordChange },
  '/request-password-reset': { closed: noPasswordChange },
  '/reset-password': { closed: noPasswordChange },
  '/reset-password/:token': { closed: noPasswordChange },
  '/forget-password/email-otp': { closed: noPasswordChange },
  '/email-otp/request-password-reset': { closed: noPasswordChange },
  '/email-otp/reset-password': { closed: noPasswordChange },

  // Administration of users
  '/admin/list-users': { open: 'user:list' },
  '/admin/get-user': { open: 'user:get' },
  '/admin/has-permission': { open: 'the caller’s own permissions' },
  '/admin/impersonate-user': { open: 'user:impersonate; audited right after the change (impersonation-audit.ts)' },
  '/admin/stop-impersonating': { open: 'an impersonation session only; audited right after the change' },
  '/admin/list-user-sessions': { closed: 'its answer holds the session tokens: getUser lists sessions without them' },
  '/admin/create-user': { closed: byUserFunctions },
  '/admin/update-user': { closed: byUserFunctions },
  '/admin/set-role': { closed: byUserFunctions },
  '/admin/ban-user': { closed: byUserFunctions },
  '/admin/unban-user': { closed: byUserFunctions },
  '/admin/revoke-user-session': { closed: byUserFunctions },
  '/admin/revoke-user-sessions': { closed: byUserFunctions },
  '/admin/set-user-password': { closed: byUserFunctions },
  '/admin/remove-user': { closed: byUserFunctions },

  // Organisations: the pages write through better-auth
  '/organization/create': { open: `${organisationRules}; the name by the forms’ schema, the slug made by the product` },
  '/organization/update': { open: `${organisationRules}; the name by the forms’ schema` },
  '/organization/delete': { open: organisationRules },
  '/organization/set-active': { open: organisationRules },
  '/organization/leave': { open: organisationRules },
  '/organization/invite-member': { open: organisationRules },
  '/organization/cancel-invitation': { open: organisationRules },
  '/organization/accept-invitation': { open: `${organisationRules}; the recipient, with a verified address` },
  '/organization/reject-invitation': { open: `${organisationRules}; the recipient, with a verified address` },
  '/organization/remove-member': { open: organisationRules },
  '/organization/update-member-role': { open: organisationRules },
  '/organization/create-team': { open: `${organisationRules}; the name by the forms’ schema` },
  '/organization/update-team': { open: `${organisationRules}; the name by the forms’ schema` },
  '/organization/remove-team': { open: organisationRules },
  '/organization/add-team-member': { open: organisationRules },
  '/organization/remove-team-member': { open: organisationRules },
  '/organization/list': { open: 'the caller’s own organisations' },
  '/organization/list-user-invitations': { open: 'the invitations to the caller’s own address' },
  '/organization/get-invitation': { open: 'its recipient, with a verified address' },
  '/organization/get-organization': { open: organisationRead },
  '/organization/get-full-organization': { open: `${organisationRead}; invitations to those who manage them` },
  '/organization/list-invitations': { open: `${organisationRead} who manage invitations` },
  '/organization/list-members': { open: organisationRead },
  '/organization/get-active-member': { open: organisationRead },
  '/organization/get-active-member-role': { open: organisationRead },
  '/organization/list-teams': { open: organisationRead },
  '/organization/list-user-teams': { open: 'the caller’s own teams' },
  '/organization/list-team-members': { open: organisationRead },
  '/organization/has-permission': { open: 'the caller’s own permissions' },
  '/organization/check-slug': { closed: 'the product makes the slugs' },
  '/organization/set-active-team': { closed: 'no page uses an active team' },

  // Single sign-on: organisations' own providers are connected and removed on the organisation's page
  '/sso/register': { closed: bySsoFunctions },
  '/sso/providers': { closed: bySsoFunctions },
  '/sso/get-provider': { closed: bySsoFunctions },
  '/sso/update-provider': { closed: bySsoFunctions },
  '/sso/delete-provider': { closed: bySsoFunctions },
  '/sso/request-domain-verification': { closed: 'domains are claimed and verified on the organisation’s page' },
  '/sso/verify-domain': { closed: 'domains are claimed and verified on the organisation’s page' },
  '/sso/callback': { closed: 'each provider comes back to its own address, /sso/callback/:providerId' },
  '/sso/saml2/sp/metadata': { open: 'the service provider’s public description of itself (entity ID, ACS URL)' },
  '/sso/saml2/sp/acs/:providerId': {
    open: 'a SAML response to a sign-in this browser started: signed by the organisation’s provider, fresh, used once; only addresses at the organisation’s verified domains (organization-sso.ts)',
  },
  '/sso/saml2/sp/slo/:providerId': { closed: noSaml },
  '/sso/saml2/logout/:providerId': { closed: noSaml },

  // SCIM provisioning: an organisation's directory, with a token one of its owners made
  '/scim/v2/ServiceProviderConfig': { open: byScimToken },
  '/scim/v2/Schemas': { open: byScimToken },
  '/scim/v2/Schemas/:schemaId': { open: byScimToken },
  '/scim/v2/ResourceTypes': { open: byScimToken },
  '/scim/v2/ResourceTypes/:resourceTypeId': { open: byScimToken },
  '/scim/v2/Users': { open: byScimToken },
  '/scim/v2/Users/:userId': { open: byScimToken },
  '/scim/v2/Groups': { open: byScimToken },
  '/scim/v2/Groups/:groupId': { open: byScimToken },

  // API keys: made, listed and revoked on the account and organisation pages; read by /api/v1 only
  '/api-key/create': { closed: byApiKeyFunctions },
  '/api-key/get': { closed: byApiKeyFunctions },
  '/api-key/update': { closed: byApiKeyFunctions },
  '/api-key/delete': { closed: byApiKeyFunctions },
  '/api-key/list': { closed: byApiKeyFunctions },

  // Documentation and better-auth's own pages
  '/open-api/generate-schema': { closed: 'the API documentation is the manager page /manager/api' },
  '/reference': { closed: 'the API documentation is the manager page /manager/api' },
  '/ok': { open: 'a health answer, nothing read' },
  '/error': { open: 'better-auth’s error page, nothing read' },
} as const satisfies Record<string, EndpointDoor>

export type EndpointPath = keyof typeof endpointDoors

export function isOpen(door: EndpointDoor, passwordEnabled: boolean) {
  return 'open' in door || ('openWithPasswords' in door && passwordEnabled)
}

export function closedEndpointPaths(passwordEnabled: boolean): EndpointPath[] {
  return (Object.keys(endpointDoors) as EndpointPath[]).filter((path) => !isOpen(endpointDoors[path], passwordEnabled))
}
