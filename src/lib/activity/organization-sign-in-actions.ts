/**
 * The audit actions that change where an organisation's people sign in and who provisions them: its domains, its
 * identity provider and its policy, its directory's tokens. They are also on the security activity of the person who made them.
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
] as const

export type OrganizationSignInAction = (typeof organizationSignInActions)[number]
