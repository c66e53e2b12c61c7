/** The refusals the pages tell apart (isRefusal), declared once for the server code that sends them. */
export const organizationRefusals = {
  /** Also when the caller is not a member. */
  notFound: 'organization:errors.notFound',
  invitationNotFound: 'organization:invitation.notFound',
  /** better-auth's own message for the same refusal (auth-errors namespace), so both read alike. */
  notTheRecipient: 'auth-errors:YOU_ARE_NOT_THE_RECIPIENT_OF_THE_INVITATION',
  /** Also when it belongs to another organisation. */
  domainNotFound: 'organization:domains.errors.notFound',
  /** A mail provider's domain (gmail.com...): its addresses are not one organisation's people. */
  publicDomain: 'organization:domains.errors.publicDomain',
  /** Verified by another organisation. */
  domainTaken: 'organization:domains.errors.taken',
  domainAlreadyClaimed: 'organization:domains.errors.alreadyClaimed',
  tooManyDomains: 'organization:domains.errors.tooMany',
  /** The TXT record is not (yet) published; `|` values: the record's name. */
  verificationRecordMissing: 'organization:domains.errors.recordMissing',
  /** Owners only claim, verify and remove domains, and connect and remove the identity provider. */
  ownersOnly: 'organization:domains.errors.ownersOnly',
  /** A provider signs in the people of verified domains only: there must be one first. */
  ssoNeedsVerifiedDomain: 'organization:sso.errors.needsVerifiedDomain',
  ssoAlreadyConnected: 'organization:sso.errors.alreadyConnected',
  ssoNotConnected: 'organization:sso.errors.notConnected',
  samlNotConnected: 'organization:sso.errors.samlNotConnected',
  /** Its discovery document could not be read or is not a provider's; `|` values: the issuer. */
  ssoDiscoveryFailed: 'organization:sso.errors.discoveryFailed',
  /** The issuer is on a loopback or private address the server may not call; `|` values: the issuer. */
  ssoPrivateAddress: 'organization:sso.errors.privateAddress',
  /** Its metadata, or its entity ID, URL and certificate, are not a SAML identity provider's. */
  samlMetadataInvalid: 'organization:sso.errors.samlMetadataInvalid',
  /** Its metadata URL did not answer 200 within the limits; `|` values: the URL. */
  samlMetadataUnreachable: 'organization:sso.errors.samlMetadataUnreachable',
  /** A directory adds the people of verified domains only: there must be one first. */
  scimNeedsVerifiedDomain: 'organization:scim.errors.needsVerifiedDomain',
  scimTooManyTokens: 'organization:scim.errors.tooManyTokens',
  /** Also when it belongs to another organisation. */
  scimTokenNotFound: 'organization:scim.errors.tokenNotFound',
  /** Also when it belongs to another organisation. */
  webhookNotFound: 'organization:webhooks.errors.notFound',
  webhookDeliveryNotFound: 'organization:webhooks.errors.deliveryNotFound',
  tooManyWebhooks: 'organization:webhooks.errors.tooMany',
  /** Plain http is for development: a receiver in production gets its events over https. */
  webhookHttpsRequired: 'organization:webhooks.errors.httpsRequired',
  /** The address, or what its name resolves to, is loopback, private or link-local; values: the URL. */
  webhookPrivateAddress: 'organization:webhooks.errors.privateAddress',
} as const
