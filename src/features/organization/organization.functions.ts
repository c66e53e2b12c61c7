import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { z } from 'zod'
import { requestActor } from '@/server/audit'
import { getAuth } from '@/server/auth'
import { requirePermission } from '@/server/auth/middleware'
import { getDb } from '@/server/db'
import { refuse } from '@/server/http/refusal'
import * as organizations from './organization.server'
import {
  invitationIdSchema,
  listAllOrganizationsSchema,
  managedOrganizationIdSchema,
  organizationIdSchema,
} from './schema'

/**
 * The reads of the organisation pages, and the manager's view and deletion. A member's writes (create,
 * rename, invite, roles, teams...) are better-auth's organization endpoints, called by the browser
 * (organization-client.ts): docs/decisions/014-organisations.md.
 * Server-only code is reached from inside the handlers only, so none of it reaches the browser bundle.
 */

export const listMyOrganizations = createServerFn({ method: 'GET' })
  .middleware([requirePermission({ apps: ['app'] })])
  .validator(z.undefined())
  .handler(async ({ context }) =>
    organizations.listMyOrganizations(
      await getDb(),
      context.session.user.id,
      await organizations.activeOrganizationId(await getAuth(), getRequest().headers),
    ),
  )

export const getMyOrganization = createServerFn({ method: 'GET' })
  .middleware([requirePermission({ apps: ['app'] })])
  .validator(organizationIdSchema)
  .handler(async ({ data, context }) =>
    organizations.getMyOrganization(
      await getDb(),
      context.session.user.id,
      data.organizationId,
      await organizations.activeOrganizationId(await getAuth(), getRequest().headers),
    ),
  )

export const getMyInvitation = createServerFn({ method: 'GET' })
  .middleware([requirePermission({ apps: ['app'] })])
  .validator(invitationIdSchema)
  .handler(async ({ data, context }) =>
    organizations.getMyInvitation(await getDb(), context.session.user, data.invitationId),
  )

export const listAllOrganizations = createServerFn({ method: 'GET' })
  .middleware([requirePermission({ apps: ['manager'] })])
  .validator(listAllOrganizationsSchema)
  .handler(async ({ data }) => organizations.listAllOrganizations(await getDb(), data))

export const getOrganizationForManager = createServerFn({ method: 'GET' })
  .middleware([requirePermission({ apps: ['manager'] })])
  .validator(managedOrganizationIdSchema)
  .handler(async ({ data }) => {
    const found = await organizations.getOrganizationForManager(await getDb(), data.id)
    return found ?? refuse(404, 'organization:errors.notFound')
  })

export const deleteOrganizationAsManager = createServerFn({ method: 'POST' })
  .middleware([requirePermission({ apps: ['manager'] })])
  .validator(managedOrganizationIdSchema)
  .handler(async ({ data, context }) => {
    const deleted = await organizations.deleteOrganizationAsManager(
      await getDb(),
      requestActor(context.session.user),
      data.id,
    )
    return deleted ?? refuse(404, 'organization:errors.notFound')
  })
