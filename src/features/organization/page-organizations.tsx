import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { Building2, Mail, Plus } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageLayout } from '@/components/page-layout'
import { ListRowLink } from '@/components/list-row-link'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { toast } from '@/components/ui/toaster'
import { callOrganizationApi } from './errors'
import { NameDialog } from './name-dialog'
import { organizationApi } from './organization-client'
import { organizationKeys, myOrganizationsQueryOptions } from './queries'
import { OrganizationRoleBadges, organizationRoleLabel } from './roles'
import { organizationNameSchema } from '@/lib/validation/organization-names'
import { splitRoles } from '@/lib/auth/roles'

export function PageOrganizations() {
  const { t } = useTranslation('organization')
  const { data } = useSuspenseQuery(myOrganizationsQueryOptions())
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [creating, setCreating] = useState(false)
  const [switching, setSwitching] = useState<string>()

  const create = async (name: string) => {
    try {
      // The server makes the slug (organization-plugin.ts): the one sent here is replaced.
      const created = await callOrganizationApi(t, () => organizationApi.create({ name, slug: name }))
      await queryClient.invalidateQueries({ queryKey: organizationKeys.all })
      toast.success(t('create.success', { name: created.name }))
      await navigate({ to: '/app/organizations/$organizationId', params: { organizationId: created.id } })
    } catch {
      return false
    }
  }

  const makeActive = async (organizationId: string, name: string) => {
    setSwitching(organizationId)
    try {
      await callOrganizationApi(t, () => organizationApi.setActive({ organizationId }))
      await queryClient.invalidateQueries({ queryKey: organizationKeys.all })
      toast.success(t('active.success', { name }))
    } catch {
      // Reported.
    } finally {
      setSwitching(undefined)
    }
  }

  return (
    <PageLayout
      title={t('list.title')}
      actions={
        <Button size="sm" aria-haspopup="dialog" onClick={() => setCreating(true)}>
          <Plus aria-hidden className="size-4" />
          {t('create.action')}
        </Button>
      }
    >
      <div className="grid gap-8">
        {data.invitations.length > 0 && (
          <section aria-labelledby="received-invitations" className="grid gap-3">
            <h2 id="received-invitations" className="text-lg font-semibold">
              {t('list.invitations')}
            </h2>
            <ul role="list" className="grid gap-2">
              {data.invitations.map((invitation) => (
                <li key={invitation.id}>
                  <ListRowLink
                    to="/app/organizations/invitations/$invitationId"
                    params={{ invitationId: invitation.id }}
                    className="border border-border bg-card"
                  >
                    <Mail aria-hidden className="size-5 shrink-0 text-primary" />
                    <span className="min-w-0 flex-1 text-sm">
                      {t('list.invitation', {
                        inviter: invitation.inviterName || invitation.inviterEmail,
                        organization: invitation.organizationName,
                        role: splitRoles(invitation.role)
                          .map((role) => organizationRoleLabel(t, role))
                          .join(', '),
                      })}
                    </span>
                  </ListRowLink>
                </li>
              ))}
            </ul>
          </section>
        )}

        <section aria-labelledby="my-organizations" className="grid gap-3">
          <h2 id="my-organizations" className="text-lg font-semibold">
            {t('list.mine')}
          </h2>
          {data.organizations.length === 0 ? (
            <div className="grid justify-items-center gap-3 rounded-card border border-dashed border-border px-6 py-10 text-center text-sm text-muted-foreground">
              <Building2 aria-hidden className="size-6" />
              <p>{t('list.empty')}</p>
            </div>
          ) : (
            <ul role="list" className="grid gap-2" data-testid="my-organizations">
              {data.organizations.map((organization) => {
                const active = organization.id === data.activeOrganizationId
                return (
                  <li
                    key={organization.id}
                    className="flex flex-wrap items-center gap-2 rounded-lg border border-border bg-card px-3 py-2"
                  >
                    <Link
                      to="/app/organizations/$organizationId"
                      params={{ organizationId: organization.id }}
                      className="grid min-w-0 flex-1 gap-1 rounded-md px-1 py-1 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                    >
                      <span className="truncate font-medium hover:underline">{organization.name}</span>
                      <span className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                        <OrganizationRoleBadges role={organization.role} />
                        {t('list.members', { count: organization.memberCount })}
                      </span>
                    </Link>
                    {active ? (
                      <Badge variant="default" data-testid="active-organization">
                        {t('active.badge')}
                      </Badge>
                    ) : (
                      <Button
                        variant="secondary"
                        size="sm"
                        loading={switching === organization.id}
                        onClick={() => void makeActive(organization.id, organization.name)}
                        aria-label={t('active.makeActiveNamed', { name: organization.name })}
                      >
                        {t('active.makeActive')}
                      </Button>
                    )}
                  </li>
                )
              })}
            </ul>
          )}
        </section>
      </div>

      <NameDialog
        open={creating}
        onOpenChange={setCreating}
        title={t('create.title')}
        description={t('create.description')}
        label={t('fields.name')}
        submitLabel={t('create.submit')}
        schema={organizationNameSchema}
        onSave={create}
      />
    </PageLayout>
  )
}
