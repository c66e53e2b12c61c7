import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import {
  getMyInvitation,
  getMyOrganization,
  getOrganizationForManager,
  listAllOrganizations,
  listMyOrganizations,
} from './organization.functions'
import { listOrganizationApiKeys } from './api-keys.functions'
import { listWebhookDeliveries } from './webhooks.functions'

export const organizationKeys = {
  all: ['organizations'] as const,
  mine: () => [...organizationKeys.all, 'mine'] as const,
  detail: (organizationId: string) => [...organizationKeys.all, 'detail', organizationId] as const,
  invitation: (invitationId: string) => [...organizationKeys.all, 'invitation', invitationId] as const,
  managerList: (searchTerm: string) => [...organizationKeys.all, 'manager', 'list', searchTerm] as const,
  managerDetail: (id: string) => [...organizationKeys.all, 'manager', 'detail', id] as const,
  webhookDeliveries: (endpointId: string) => [...organizationKeys.all, 'webhook-deliveries', endpointId] as const,
  apiKeys: (organizationId: string) => [...organizationKeys.all, 'api-keys', organizationId] as const,
}

export function myOrganizationsQueryOptions() {
  return queryOptions({ queryKey: organizationKeys.mine(), queryFn: () => listMyOrganizations() })
}

export function myOrganizationQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: organizationKeys.detail(organizationId),
    queryFn: () => getMyOrganization({ data: { organizationId } }),
  })
}

export function myInvitationQueryOptions(invitationId: string) {
  return queryOptions({
    queryKey: organizationKeys.invitation(invitationId),
    queryFn: () => getMyInvitation({ data: { invitationId } }),
  })
}

export function allOrganizationsQueryOptions(searchTerm: string) {
  return infiniteQueryOptions({
    queryKey: organizationKeys.managerList(searchTerm),
    queryFn: ({ pageParam }) => listAllOrganizations({ data: { searchTerm, cursor: pageParam } }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  })
}

export function managedOrganizationQueryOptions(id: string) {
  return queryOptions({
    queryKey: organizationKeys.managerDetail(id),
    queryFn: () => getOrganizationForManager({ data: { id } }),
  })
}

export function webhookDeliveriesQueryOptions(organizationId: string, endpointId: string) {
  return queryOptions({
    queryKey: organizationKeys.webhookDeliveries(endpointId),
    queryFn: () => listWebhookDeliveries({ data: { organizationId, endpointId } }),
    // A delivery not yet tried is tried within a second or two: the log follows it until it has an outcome.
    refetchInterval: (query) =>
      query.state.data?.some((delivery) => delivery.state === 'pending' && delivery.attempts === 0) ? 1000 : false,
  })
}

/** The organisation's API keys, for its owners and admins: loaded by their section, not with the page. */
export function organizationApiKeysQueryOptions(organizationId: string) {
  return queryOptions({
    queryKey: organizationKeys.apiKeys(organizationId),
    queryFn: () => listOrganizationApiKeys({ data: { organizationId } }),
  })
}

export type MyOrganization = Awaited<ReturnType<typeof getMyOrganization>>
export type MyOrganizationMember = MyOrganization['members'][number]
export type ManagedOrganization = NonNullable<Awaited<ReturnType<typeof getOrganizationForManager>>>
