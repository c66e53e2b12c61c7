import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { requestActor } from '@/server/audit'
import { getAuth } from '@/server/auth'
import { requirePermission } from '@/server/auth/middleware'
import { getDb } from '@/server/db'
import { refuse } from '@/server/http/refusal'
import * as organizations from './organization.server'
import * as manager from './organization-manager.server'
import { organizationRefusals } from './refusals'
import * as declared from './api'

/**
 * A member's writes are better-auth's organization endpoints, called by the browser. Server-only code is
 * reached from inside the handlers only, so none of it reaches the browser bundle.
 */

export const listMyOrganizations = createServerFn({ method: declared.listMyOrganizations.method })
  .middleware([requirePermission(declared.listMyOrganizations.permission)])
  .validator(declared.listMyOrganizations.input)
  .handler(async ({ context }) =>
    organizations.listMyOrganizations(
      await getDb(),
      context.session.user.id,
      await organizations.activeOrganizationId(await getAuth(), getRequest().headers),
    ),
  )

export const getMyOrganization = createServerFn({ method: declared.getMyOrganization.method })
  .middleware([requirePermission(declared.getMyOrganization.permission)])
  .validator(declared.getMyOrganization.input)
  .handler(async ({ data, context }) =>
    organizations.getMyOrganization(
      await getDb(),
      context.session.user.id,
      data.organizationId,
      await organizations.activeOrganizationId(await getAuth(), getRequest().headers),
    ),
  )

export const getMyInvitation = createServerFn({ method: declared.getMyInvitation.method })
  .middleware([requirePermission(declared.getMyInvitation.permission)])
  .validator(declared.getMyInvitation.input)
  .handler(async ({ data, context }) =>
    organizations.getMyInvitation(await getDb(), context.session.user, data.invitationId),
  )

export const listAllOrganizations = createServerFn({ method: declared.listAllOrganizations.method })
  .middleware([requirePermission(declared.listAllOrganizations.permission)])
  .validator(declared.listAllOrganizations.input)
  .handler(async ({ data }) => manager.listAllOrganizations(await getDb(), data))

export const getOrganizationForManager = createServerFn({ method: declared.getOrganizationForManager.method })
  .middleware([requirePermission(declared.getOrganizationForManager.permission)])
  .validator(declared.getOrganizationForManager.input)
  .handler(async ({ data }) => {
    const found = await manager.getOrganizationForManager(await getDb(), data.id)
    return found ?? refuse(404, organizationRefusals.notFound)
  })

export const deleteOrganizationAsManager = createServerFn({ method: declared.deleteOrganizationAsManager.method })
  .middleware([requirePermission(declared.deleteOrganizationAsManager.permission)])
  .validator(declared.deleteOrganizationAsManager.input)
  .handler(async ({ data, context }) => {
    const deleted = await manager.deleteOrganizationAsManager(
      await getDb(),
      requestActor(context.session.user),
      data.id,
    )
    return deleted ?? refuse(404, organizationRefusals.notFound)
  })
