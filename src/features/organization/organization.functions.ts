import { createServerFn } from '@tanstack/react-start'
import { guardsOf } from '@/server/http/server-functions/guards'
import { getRequest } from '@tanstack/react-start/server'
import { requestActor } from '@/server/audit'
import { getAuth } from '@/server/auth'
import { getDb } from '@/server/db'
import { refuse } from '@/server/http/refusal'
import * as organizations from './organization.server'
import * as manager from './organization-manager.server'
import * as domains from './organization-domains.server'
import * as sso from './organization-sso.server'
import * as connectionTest from './sso-connection-test.server'
import * as ssoSettings from './sso-settings.server'
import * as scim from './organization-scim.server'
import { organizationRefusals } from './refusals'
import * as declared from './api'

/**
 * A member's writes are better-auth's organization endpoints, called by the browser. Server-only code is
 * reached from inside the handlers only, so none of it reaches the browser bundle.
 */

export const listMyOrganizations = createServerFn(declared.listMyOrganizations)
  .middleware(guardsOf(declared.listMyOrganizations))
  .handler(async ({ context }) =>
    organizations.listMyOrganizations(
      await getDb(),
      context.session.user.id,
      await organizations.activeOrganizationId(await getAuth(), await getDb(), getRequest().headers),
    ),
  )

export const getMyOrganization = createServerFn(declared.getMyOrganization)
  .middleware(guardsOf(declared.getMyOrganization))
  .handler(async ({ data, context }) =>
    organizations.getMyOrganization(
      await getDb(),
      context.session.user.id,
      data.organizationId,
      await organizations.activeOrganizationId(await getAuth(), await getDb(), getRequest().headers),
    ),
  )

export const getMyInvitation = createServerFn(declared.getMyInvitation)
  .middleware(guardsOf(declared.getMyInvitation))
  .handler(async ({ data, context }) =>
    organizations.getMyInvitation(await getDb(), context.session.user, data.invitationId),
  )

export const listAllOrganizations = createServerFn(declared.listAllOrganizations)
  .middleware(guardsOf(declared.listAllOrganizations))
  .handler(async ({ data }) => manager.listAllOrganizations(await getDb(), data))

export const getOrganizationForManager = createServerFn(declared.getOrganizationForManager)
  .middleware(guardsOf(declared.getOrganizationForManager))
  .handler(async ({ data }) => {
    const found = await manager.getOrganizationForManager(await getDb(), data.id)
    return found ?? refuse(404, organizationRefusals.notFound)
  })

export const deleteOrganizationAsManager = createServerFn(declared.deleteOrganizationAsManager)
  .middleware(guardsOf(declared.deleteOrganizationAsManager))
  .handler(async ({ data, context }) => {
    const deleted = await manager.deleteOrganizationAsManager(
      await getDb(),
      requestActor(context.session.user),
      data.id,
    )
    return deleted ?? refuse(404, organizationRefusals.notFound)
  })

export const claimOrganizationDomain = createServerFn(declared.claimOrganizationDomain)
  .middleware(guardsOf(declared.claimOrganizationDomain))
  .handler(async ({ data, context }) => domains.claimDomain(await getDb(), requestActor(context.session.user), data))

export const verifyOrganizationDomain = createServerFn(declared.verifyOrganizationDomain)
  .middleware(guardsOf(declared.verifyOrganizationDomain))
  .handler(async ({ data, context }) => domains.verifyDomain(await getDb(), requestActor(context.session.user), data))

export const removeOrganizationDomain = createServerFn(declared.removeOrganizationDomain)
  .middleware(guardsOf(declared.removeOrganizationDomain))
  .handler(async ({ data, context }) => domains.removeDomain(await getDb(), requestActor(context.session.user), data))

export const markOrganizationDomainVerified = createServerFn(declared.markOrganizationDomainVerified)
  .middleware(guardsOf(declared.markOrganizationDomainVerified))
  .handler(async ({ data, context }) =>
    domains.markDomainVerifiedByAdmin(await getDb(), requestActor(context.session.user), data),
  )

export const removeOrganizationDomainAsManager = createServerFn(declared.removeOrganizationDomainAsManager)
  .middleware(guardsOf(declared.removeOrganizationDomainAsManager))
  .handler(async ({ data, context }) =>
    domains.removeDomain(await getDb(), requestActor(context.session.user), data, { asAdmin: true }),
  )

/** Where the server may call an organisation's provider: public addresses, or the operator's SSO_TRUSTED_ORIGINS. */
async function outboundRule() {
  const authContext = await (await getAuth()).$context
  return { isTrustedOrigin: (url: string) => authContext.isTrustedOrigin(url) }
}

export const connectOidcProvider = createServerFn(declared.connectOidcProvider)
  .middleware(guardsOf(declared.connectOidcProvider))
  .handler(async ({ data, context }) =>
    sso.connectOidcProvider(await getDb(), requestActor(context.session.user), data, await outboundRule()),
  )

export const connectSamlProvider = createServerFn(declared.connectSamlProvider)
  .middleware(guardsOf(declared.connectSamlProvider))
  .handler(async ({ data, context }) =>
    sso.connectSamlProvider(await getDb(), requestActor(context.session.user), data, await outboundRule()),
  )

export const connectOidcProviderAsManager = createServerFn(declared.connectOidcProviderAsManager)
  .middleware(guardsOf(declared.connectOidcProviderAsManager))
  .handler(async ({ data, context }) =>
    sso.connectOidcProvider(await getDb(), requestActor(context.session.user), data, await outboundRule(), {
      asAdmin: true,
    }),
  )

export const connectSamlProviderAsManager = createServerFn(declared.connectSamlProviderAsManager)
  .middleware(guardsOf(declared.connectSamlProviderAsManager))
  .handler(async ({ data, context }) =>
    sso.connectSamlProvider(await getDb(), requestActor(context.session.user), data, await outboundRule(), {
      asAdmin: true,
    }),
  )

export const testSsoConnection = createServerFn(declared.testSsoConnection)
  .middleware(guardsOf(declared.testSsoConnection))
  .handler(async ({ data, context }) =>
    connectionTest.testSsoConnection(await getDb(), context.session.user.id, data.organizationId, await outboundRule()),
  )

export const testSsoConnectionAsManager = createServerFn(declared.testSsoConnectionAsManager)
  .middleware(guardsOf(declared.testSsoConnectionAsManager))
  .handler(async ({ data, context }) =>
    connectionTest.testSsoConnection(await getDb(), context.session.user.id, data.organizationId, {
      ...(await outboundRule()),
      asAdmin: true,
    }),
  )

export const setSsoPolicy = createServerFn(declared.setSsoPolicy)
  .middleware(guardsOf(declared.setSsoPolicy))
  .handler(async ({ data, context }) =>
    ssoSettings.setSsoPolicy(await getDb(), requestActor(context.session.user), data),
  )

export const setSamlIdpInitiated = createServerFn(declared.setSamlIdpInitiated)
  .middleware(guardsOf(declared.setSamlIdpInitiated))
  .handler(async ({ data, context }) =>
    ssoSettings.setSamlIdpInitiated(await getDb(), requestActor(context.session.user), data),
  )

export const setSsoAdminGroup = createServerFn(declared.setSsoAdminGroup)
  .middleware(guardsOf(declared.setSsoAdminGroup))
  .handler(async ({ data, context }) =>
    ssoSettings.setSsoAdminGroup(await getDb(), requestActor(context.session.user), data),
  )

export const removeSsoProvider = createServerFn(declared.removeSsoProvider)
  .middleware(guardsOf(declared.removeSsoProvider))
  .handler(async ({ data, context }) => sso.removeSsoProvider(await getDb(), requestActor(context.session.user), data))

export const removeSsoProviderAsManager = createServerFn(declared.removeSsoProviderAsManager)
  .middleware(guardsOf(declared.removeSsoProviderAsManager))
  .handler(async ({ data, context }) =>
    sso.removeSsoProvider(await getDb(), requestActor(context.session.user), data, { asAdmin: true }),
  )

export const createScimToken = createServerFn(declared.createScimToken)
  .middleware(guardsOf(declared.createScimToken))
  .handler(async ({ data, context }) => scim.createScimToken(await getDb(), requestActor(context.session.user), data))

export const revokeScimToken = createServerFn(declared.revokeScimToken)
  .middleware(guardsOf(declared.revokeScimToken))
  .handler(async ({ data, context }) => scim.revokeScimToken(await getDb(), requestActor(context.session.user), data))
