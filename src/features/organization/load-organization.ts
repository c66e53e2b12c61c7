import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { isRefusal } from '@/lib/http/refusal'
import {
  managedOrganizationQueryOptions,
  myInvitationQueryOptions,
  myOrganizationQueryOptions,
  organizationApiKeysQueryOptions,
} from './queries'
import { organizationRefusals } from './refusals'

/** Non-members get the not-found page too. */
export async function loadMyOrganization(queryClient: QueryClient, organizationId: string) {
  try {
    const { organization, can } = await queryClient.ensureQueryData(myOrganizationQueryOptions(organizationId))
    // Its API keys, for those who manage them (owners and admins), rendered with the page.
    if (can.update) await queryClient.prefetchQuery(organizationApiKeysQueryOptions(organizationId))
    return { name: organization.name }
  } catch (error) {
    if (isRefusal(error, organizationRefusals.notFound)) throw notFound()
    throw error
  }
}

export async function loadManagedOrganization(queryClient: QueryClient, id: string) {
  try {
    const { organization } = await queryClient.ensureQueryData(managedOrganizationQueryOptions(id))
    return { name: organization.name }
  } catch (error) {
    if (isRefusal(error, organizationRefusals.notFound)) throw notFound()
    throw error
  }
}

/** Someone else signed in gets `notRecipient`, which the page explains. */
export async function loadMyInvitation(queryClient: QueryClient, invitationId: string) {
  try {
    const invitation = await queryClient.ensureQueryData(myInvitationQueryOptions(invitationId))
    return { notRecipient: false, organizationName: invitation.organizationName }
  } catch (error) {
    if (isRefusal(error, organizationRefusals.invitationNotFound)) throw notFound()
    if (isRefusal(error, organizationRefusals.notTheRecipient))
      return { notRecipient: true, organizationName: undefined }
    throw error
  }
}
