/**
 * The audit actions that change where an organisation's people sign in, who provisions them and where its events are
 * sent: its domains, its identity provider and its policy, its directory's tokens, its webhook endpoints. They are
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
] as const

export type OrganizationSignInAction = (typeof organizationSignInActions)[number]
