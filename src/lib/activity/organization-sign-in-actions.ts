/**
 * The audit actions that change where an organisation's people sign in, who provisions them, where its events are
 * sent and who calls its API: its domains, its identity provider and its policy, its directory's tokens, its webhook endpoints, its API keys. They are
 * also on the security activity of the person who made them.
 */
export const organizationSignInActions = [
  'organization.claim-domain',
  'organization.verify-domain',
  'organization.remove-domain',
  'organization.connect-sso',
  'organization.remove-sso',
  'organization.require-sso',
  'organization.offer-sso',
  'organization.allow-idp-initiated',
  'organization.refuse-idp-initiated',
  'organization.set-sso-admin-group',
  'organization.create-scim-token',
  'organization.revoke-scim-token',
  'organization.create-webhook',
  'organization.remove-webhook',
  'organization.enable-webhook',
  'organization.create-api-key',
  'organization.revoke-api-key',
  'organization.refuse-api-key',
] as const

export type OrganizationSignInAction = (typeof organizationSignInActions)[number]
