import fc from 'fast-check'
import { apiKeyLifetimes } from '@/lib/validation/api-key'
import {
  type InputRules,
  listFields,
  printable,
  validDomain,
  validIssuer,
  validListInput,
  validUserId,
} from '@/lib/validation/input-rules'
import { webhookEventTypes } from '@/lib/webhook-events'
import type * as api from './api'

const domainOfOrganization = {
  fields: { organizationId: 'userId', domainId: 'userId' },
  valid: fc.record({ organizationId: validUserId, domainId: validUserId }),
} as const

const endpointOfOrganization = {
  fields: { organizationId: 'userId', endpointId: 'userId' },
  valid: fc.record({ organizationId: validUserId, endpointId: validUserId }),
} as const

const oidcProvider = {
  fields: { organizationId: 'userId', issuer: 'issuer', clientId: 'credential', clientSecret: 'credential' },
  valid: fc.record({
    organizationId: validUserId,
    issuer: validIssuer,
    clientId: printable(200),
    clientSecret: printable(200),
  }),
} as const

const samlProvider = {
  fields: {
    organizationId: 'userId',
    metadata: 'samlMetadata',
    metadataUrl: 'samlUrl',
    entityId: 'samlEntityId',
    ssoUrl: 'samlUrl',
    certificate: 'certificate',
  },
  valid: fc.record({
    organizationId: validUserId,
    metadata: printable(2_000),
    metadataUrl: fc.constant(''),
    entityId: fc.constant(''),
    ssoUrl: fc.constant(''),
    certificate: fc.constant(''),
  }),
} as const

/** Each input's fields with their rules, and valid input, for src/lib/validation/input-schemas.property.test.ts. */
export const inputRules = {
  getMyOrganization: { fields: { organizationId: 'userId' }, valid: fc.record({ organizationId: validUserId }) },
  getMyInvitation: { fields: { invitationId: 'userId' }, valid: fc.record({ invitationId: validUserId }) },
  listAllOrganizations: { fields: listFields, valid: validListInput },
  getOrganizationForManager: { fields: { id: 'userId' }, valid: fc.record({ id: validUserId }) },
  deleteOrganizationAsManager: { fields: { id: 'userId' }, valid: fc.record({ id: validUserId }) },
  claimOrganizationDomain: {
    fields: { organizationId: 'userId', domain: 'domain' },
    valid: fc.record({ organizationId: validUserId, domain: validDomain }),
  },
  verifyOrganizationDomain: domainOfOrganization,
  removeOrganizationDomain: domainOfOrganization,
  markOrganizationDomainVerified: domainOfOrganization,
  removeOrganizationDomainAsManager: domainOfOrganization,
  testSsoConnection: { fields: { organizationId: 'userId' }, valid: fc.record({ organizationId: validUserId }) },
  testSsoConnectionAsManager: {
    fields: { organizationId: 'userId' },
    valid: fc.record({ organizationId: validUserId }),
  },
  connectOidcProvider: oidcProvider,
  connectSamlProvider: samlProvider,
  connectOidcProviderAsManager: oidcProvider,
  connectSamlProviderAsManager: samlProvider,
  setSsoPolicy: {
    fields: { organizationId: 'userId', required: 'flag' },
    valid: fc.record({ organizationId: validUserId, required: fc.boolean() }),
  },
  setSamlIdpInitiated: {
    fields: { organizationId: 'userId', allowed: 'flag' },
    valid: fc.record({ organizationId: validUserId, allowed: fc.boolean() }),
  },
  setSsoAdminGroup: {
    fields: { organizationId: 'userId', group: 'ssoGroup' },
    valid: fc.record({ organizationId: validUserId, group: printable(200) }),
  },
  removeSsoProvider: { fields: { organizationId: 'userId' }, valid: fc.record({ organizationId: validUserId }) },
  removeSsoProviderAsManager: {
    fields: { organizationId: 'userId' },
    valid: fc.record({ organizationId: validUserId }),
  },
  createScimToken: { fields: { organizationId: 'userId' }, valid: fc.record({ organizationId: validUserId }) },
  revokeScimToken: {
    fields: { organizationId: 'userId', tokenId: 'userId' },
    valid: fc.record({ organizationId: validUserId, tokenId: validUserId }),
  },
  createWebhookEndpoint: {
    fields: { organizationId: 'userId', url: 'webhookUrl', events: 'webhookEvents' },
    valid: fc.record({
      organizationId: validUserId,
      url: fc.webUrl({ validSchemes: ['https', 'http'] }).filter((url) => url.length <= 2048),
      events: fc.uniqueArray(fc.constantFrom(...webhookEventTypes), { minLength: 1 }),
    }),
  },
  enableWebhookEndpoint: endpointOfOrganization,
  removeWebhookEndpoint: endpointOfOrganization,
  listWebhookDeliveries: endpointOfOrganization,
  sendTestWebhook: endpointOfOrganization,
  redeliverWebhook: {
    fields: { organizationId: 'userId', deliveryId: 'userId' },
    valid: fc.record({ organizationId: validUserId, deliveryId: validUserId }),
  },
  listOrganizationApiKeys: { fields: { organizationId: 'userId' }, valid: fc.record({ organizationId: validUserId }) },
  createOrganizationApiKey: {
    fields: { organizationId: 'userId', name: 'apiKeyName', expiresInDays: 'apiKeyLifetime' },
    valid: fc.record({
      organizationId: validUserId,
      name: printable(64),
      expiresInDays: fc.constantFrom(null, ...apiKeyLifetimes),
    }),
  },
  revokeOrganizationApiKey: {
    fields: { organizationId: 'userId', keyId: 'userId' },
    valid: fc.record({ organizationId: validUserId, keyId: validUserId }),
  },
} satisfies InputRules<typeof api>
