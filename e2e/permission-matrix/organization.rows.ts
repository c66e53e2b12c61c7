import { randomUUID } from 'node:crypto'
import type * as api from '~/src/features/organization/api'
import type { Rows } from './row'

export const rows: Rows<typeof api> = {
  listMyOrganizations: { input: () => undefined },
  // Only the caller's own organisations and invitations are looked up: an unknown one is 404, like one of someone else.
  getMyOrganization: {
    input: () => ({ organizationId: randomUUID() }),
    allowedStatus: 404,
  },
  getMyInvitation: {
    input: () => ({ invitationId: randomUUID() }),
    allowedStatus: 404,
  },
  listAllOrganizations: {
    input: (f) => ({ searchTerm: f.tag }),
  },
  getOrganizationForManager: {
    input: (f) => ({ id: f.org.id }),
  },
  deleteOrganizationAsManager: {
    input: (f, _c, ok) => ({ id: ok ? f.spareOrgId : f.org.id }),
  },
  // Only the caller's own organisations are looked up: one they are not a member of is 404.
  claimOrganizationDomain: {
    input: (f, c) => ({ organizationId: randomUUID(), domain: `${f.tag.toLowerCase()}-${c}.example.org` }),
    allowedStatus: 404,
  },
  verifyOrganizationDomain: {
    input: () => ({ organizationId: randomUUID(), domainId: randomUUID() }),
    allowedStatus: 404,
  },
  removeOrganizationDomain: {
    input: () => ({ organizationId: randomUUID(), domainId: randomUUID() }),
    allowedStatus: 404,
  },
  markOrganizationDomainVerified: {
    input: (f) => ({ organizationId: f.org.id, domainId: randomUUID() }),
    allowedStatus: 404,
  },
  removeOrganizationDomainAsManager: {
    input: (f) => ({ organizationId: f.org.id, domainId: randomUUID() }),
    allowedStatus: 404,
  },
  connectOidcProvider: {
    input: () => ({
      organizationId: randomUUID(),
      issuer: 'https://sso.example.org',
      clientId: 'threshold',
      clientSecret: 'secret',
    }),
    allowedStatus: 404,
  },
  connectSamlProvider: {
    input: () => ({
      organizationId: randomUUID(),
      metadata: '',
      metadataUrl: '',
      entityId: 'https://idp.example.org',
      ssoUrl: 'https://idp.example.org/sso',
      certificate: 'MIIB',
    }),
    allowedStatus: 404,
  },
  // The organisation has no verified domain yet: refused after the permission check.
  connectOidcProviderAsManager: {
    input: (f) => ({
      organizationId: f.org.id,
      issuer: 'https://sso.example.org',
      clientId: 'threshold',
      clientSecret: 'secret',
    }),
    allowedStatus: 400,
  },
  connectSamlProviderAsManager: {
    input: (f) => ({
      organizationId: f.org.id,
      metadata: '',
      metadataUrl: 'https://idp.example.org/metadata',
      entityId: '',
      ssoUrl: '',
      certificate: '',
    }),
    allowedStatus: 400,
  },
  testSsoConnection: {
    input: () => ({ organizationId: randomUUID() }),
    allowedStatus: 404,
  },
  // The organisation has no provider to test.
  testSsoConnectionAsManager: {
    input: (f) => ({ organizationId: f.org.id }),
    allowedStatus: 404,
  },
  setSsoPolicy: {
    input: () => ({ organizationId: randomUUID(), required: true }),
    allowedStatus: 404,
  },
  setSamlIdpInitiated: {
    input: () => ({ organizationId: randomUUID(), allowed: true }),
    allowedStatus: 404,
  },
  setSsoAdminGroup: {
    input: () => ({ organizationId: randomUUID(), group: 'Threshold admins' }),
    allowedStatus: 404,
  },
  removeSsoProvider: {
    input: () => ({ organizationId: randomUUID() }),
    allowedStatus: 404,
  },
  // The organisation has no provider: refused as not found, after the permission check.
  removeSsoProviderAsManager: {
    input: (f) => ({ organizationId: f.org.id }),
    allowedStatus: 404,
  },
  createScimToken: {
    input: () => ({ organizationId: randomUUID() }),
    allowedStatus: 404,
  },
  revokeScimToken: {
    input: () => ({ organizationId: randomUUID(), tokenId: randomUUID() }),
    allowedStatus: 404,
  },
  createWebhookEndpoint: {
    input: () => ({
      organizationId: randomUUID(),
      url: 'https://hooks.example.com/threshold',
      events: ['member.added'],
    }),
    allowedStatus: 404,
  },
  enableWebhookEndpoint: {
    input: () => ({ organizationId: randomUUID(), endpointId: randomUUID() }),
    allowedStatus: 404,
  },
  removeWebhookEndpoint: {
    input: () => ({ organizationId: randomUUID(), endpointId: randomUUID() }),
    allowedStatus: 404,
  },
  listWebhookDeliveries: {
    input: () => ({ organizationId: randomUUID(), endpointId: randomUUID() }),
    allowedStatus: 404,
  },
  sendTestWebhook: {
    input: () => ({ organizationId: randomUUID(), endpointId: randomUUID() }),
    allowedStatus: 404,
  },
  redeliverWebhook: {
    input: () => ({ organizationId: randomUUID(), deliveryId: randomUUID() }),
    allowedStatus: 404,
  },

  // The caller is a member of no such organisation: 404, after the permission check.
  listOrganizationApiKeys: { input: () => ({ organizationId: randomUUID() }), allowedStatus: 404 },
  createOrganizationApiKey: {
    input: () => ({ organizationId: randomUUID(), name: 'Matrix key', expiresInDays: 7 }),
    allowedStatus: 404,
  },
  revokeOrganizationApiKey: {
    input: () => ({ organizationId: randomUUID(), keyId: randomUUID() }),
    allowedStatus: 404,
  },
}
