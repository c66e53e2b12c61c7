import { z } from 'zod'
import { createOrganizationApiKeySchema, organizationApiKeyIdSchema } from './api-keys'
import { declareServerFunction } from '@/server/http/server-functions/declaration'
import { INVALID_INPUT } from '@/lib/validation/validation'
import { listInputSchema } from '@/lib/validation/list-input'
import type { Permissions } from '@/server/auth/access-control'
import { claimDomainSchema, organizationDomainSchema } from './domains'
import {
  connectOidcProviderSchema,
  connectSamlProviderSchema,
  samlIdpInitiatedSchema,
  ssoAdminGroupSchema,
  ssoPolicySchema,
} from './sso'
import { createScimTokenSchema, revokeScimTokenSchema } from './scim'
import { invitationIdSchema, managedOrganizationIdSchema, organizationIdSchema } from './schema'
import { webhookDeliveryIdSchema, webhookEndpointIdSchema, webhookEndpointSchema } from './webhooks'

// A member's writes are better-auth's /api/auth/organization/* endpoints, except the sign-in domains (the product's).
const member: Permissions = { apps: ['app'] }
const manager: Permissions = { apps: ['manager'] }

export const listMyOrganizations = declareServerFunction({
  method: 'GET',
  permission: member,
  input: z.undefined({ error: INVALID_INPUT }),
})
export const getMyOrganization = declareServerFunction({
  method: 'GET',
  permission: member,
  input: organizationIdSchema,
  rest: { method: 'GET', path: '/organizations/{organizationId}' },
})
export const getMyInvitation = declareServerFunction({ method: 'GET', permission: member, input: invitationIdSchema })
export const listAllOrganizations = declareServerFunction({
  method: 'GET',
  permission: manager,
  input: listInputSchema,
})
export const getOrganizationForManager = declareServerFunction({
  method: 'GET',
  permission: manager,
  input: managedOrganizationIdSchema,
})
export const deleteOrganizationAsManager = declareServerFunction({
  method: 'POST',
  permission: manager,
  input: managedOrganizationIdSchema,
})

// Where the organisation's people sign in: each change is stepped up, as for an account's own ways in.
export const claimOrganizationDomain = declareServerFunction({
  method: 'POST',
  permission: member,
  input: claimDomainSchema,
  stepUp: true,
})
export const verifyOrganizationDomain = declareServerFunction({
  method: 'POST',
  permission: member,
  input: organizationDomainSchema,
})
export const removeOrganizationDomain = declareServerFunction({
  method: 'POST',
  permission: member,
  input: organizationDomainSchema,
  stepUp: true,
})
export const markOrganizationDomainVerified = declareServerFunction({
  method: 'POST',
  permission: manager,
  input: organizationDomainSchema,
  stepUp: true,
})
export const removeOrganizationDomainAsManager = declareServerFunction({
  method: 'POST',
  permission: manager,
  input: organizationDomainSchema,
  stepUp: true,
})

// The organisation's identity provider: who signs in, and how, changes with it.
export const connectOidcProvider = declareServerFunction({
  method: 'POST',
  permission: member,
  input: connectOidcProviderSchema,
  stepUp: true,
})
export const connectSamlProvider = declareServerFunction({
  method: 'POST',
  permission: member,
  input: connectSamlProviderSchema,
  stepUp: true,
})
export const connectOidcProviderAsManager = declareServerFunction({
  method: 'POST',
  permission: manager,
  input: connectOidcProviderSchema,
  stepUp: true,
})
export const connectSamlProviderAsManager = declareServerFunction({
  method: 'POST',
  permission: manager,
  input: connectSamlProviderSchema,
  stepUp: true,
})
// Reads the provider as a sign-in would, changing nothing.
export const testSsoConnection = declareServerFunction({
  method: 'POST',
  permission: member,
  input: organizationIdSchema,
})
export const testSsoConnectionAsManager = declareServerFunction({
  method: 'POST',
  permission: manager,
  input: organizationIdSchema,
})
export const setSsoPolicy = declareServerFunction({
  method: 'POST',
  permission: member,
  input: ssoPolicySchema,
  stepUp: true,
})
export const setSamlIdpInitiated = declareServerFunction({
  method: 'POST',
  permission: member,
  input: samlIdpInitiatedSchema,
  stepUp: true,
})
export const setSsoAdminGroup = declareServerFunction({
  method: 'POST',
  permission: member,
  input: ssoAdminGroupSchema,
  stepUp: true,
})
export const removeSsoProvider = declareServerFunction({
  method: 'POST',
  permission: member,
  input: organizationIdSchema,
  stepUp: true,
})
export const removeSsoProviderAsManager = declareServerFunction({
  method: 'POST',
  permission: manager,
  input: organizationIdSchema,
  stepUp: true,
})

// The organisation's directory (SCIM): a token opens the provisioning of its people.
export const createScimToken = declareServerFunction({
  method: 'POST',
  permission: member,
  input: createScimTokenSchema,
  stepUp: true,
})
export const revokeScimToken = declareServerFunction({
  method: 'POST',
  permission: member,
  input: revokeScimTokenSchema,
  stepUp: true,
})

// Webhooks: an organisation's owners tell another system of its events. Adding an endpoint or enabling one again
// starts sending the organisation's data out: stepped up. Removing one, testing it and redelivering do not.
export const createWebhookEndpoint = declareServerFunction({
  method: 'POST',
  permission: member,
  input: webhookEndpointSchema,
  stepUp: true,
})
export const enableWebhookEndpoint = declareServerFunction({
  method: 'POST',
  permission: member,
  input: webhookEndpointIdSchema,
  stepUp: true,
})
export const removeWebhookEndpoint = declareServerFunction({
  method: 'POST',
  permission: member,
  input: webhookEndpointIdSchema,
  rest: { method: 'DELETE', path: '/organizations/{organizationId}/webhooks/{endpointId}' },
})
export const listWebhookDeliveries = declareServerFunction({
  method: 'GET',
  permission: member,
  input: webhookEndpointIdSchema,
  rest: { method: 'GET', path: '/organizations/{organizationId}/webhooks/{endpointId}/deliveries' },
})
export const sendTestWebhook = declareServerFunction({
  method: 'POST',
  permission: member,
  input: webhookEndpointIdSchema,
  rest: { method: 'POST', path: '/organizations/{organizationId}/webhooks/{endpointId}/test' },
})
export const redeliverWebhook = declareServerFunction({
  method: 'POST',
  permission: member,
  input: webhookDeliveryIdSchema,
  rest: { method: 'POST', path: '/organizations/{organizationId}/webhook-deliveries/{deliveryId}/redeliver' },
})
export const listOrganizationApiKeys = declareServerFunction({
  method: 'GET',
  permission: member,
  input: organizationIdSchema,
})
export const createOrganizationApiKey = declareServerFunction({
  method: 'POST',
  permission: member,
  input: createOrganizationApiKeySchema,
  stepUp: true,
})
export const revokeOrganizationApiKey = declareServerFunction({
  method: 'POST',
  permission: member,
  input: organizationApiKeyIdSchema,
})
