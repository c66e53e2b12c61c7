import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { useServerFn } from '@tanstack/react-start'
import { useTranslation } from 'react-i18next'
import { PageLayout } from '@/components/page-layout'
import { Card } from '@/components/ui/card'
import { SectionCard } from '@/components/ui/section-card'
import { DeleteButton } from '@/components/ui/delete-button'
import { Detail } from '@/components/ui/detail'
import { toast } from '@/components/ui/toaster'
import { DateTime } from '@/components/date-time'
import { reportRefusal } from '@/components/errors/report-refusal'
import { deleteOrganizationAsManager } from './organization.functions'
import { managedOrganizationQueryOptions, organizationKeys } from './queries'
import { OrganizationRoleBadges } from './roles'
import { ManagerDomainsSection } from './manager-domains-section'
import { ManagerSsoSection } from './manager-sso-section'

export function PageManagerOrganization({ id }: { id: string }) {
  const { t } = useTranslation('organization')
  const { data } = useSuspenseQuery(managedOrganizationQueryOptions(id))
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const remove = useServerFn(deleteOrganizationAsManager)
  const { organization } = data
  const memberName = (userId: string) => {
    const found = data.members.find((member) => member.userId === userId)
    return found ? found.name || found.email : userId
  }

  const onDelete = async () => {
    try {
      await remove({ data: { id } })
    } catch (error) {
      reportRefusal(t, error)
      throw error
    }
    toast.success(t('delete.success', { name: organization.name }))
    await navigate({ to: '/manager/organizations' })
    queryClient.removeQueries({ queryKey: organizationKeys.managerDetail(id) })
    await queryClient.invalidateQueries({ queryKey: organizationKeys.all })
  }

  return (
    <PageLayout
      title={organization.name}
      backTo="/manager/organizations"
      actions={
        <DeleteButton
          label={t('delete.action')}
          description={t('manager.deleteDescription', { name: organization.name, count: data.members.length })}
          confirmLabel={t('delete.confirm')}
          onConfirm={onDelete}
        />
      }
    >
      <div className="grid gap-6">
        <Card asChild className="grid gap-6 sm:grid-cols-2">
          <dl>
            <Detail label={t('manager.slug')}>
              <bdi dir="ltr" className="break-all">
                {organization.slug}
              </bdi>
            </Detail>
            <Detail label={t('manager.createdAt')}>
              <DateTime value={organization.createdAt} />
            </Detail>
          </dl>
        </Card>

        <SectionCard title={t('members.title', { count: data.members.length })}>
          <ul role="list" className="divide-y divide-border" data-testid="organization-members">
            {data.members.map((member) => (
              <li key={member.id} className="flex flex-wrap items-center gap-3 py-3" data-member={member.email}>
                <Link
                  to="/manager/users/$id"
                  params={{ id: member.userId }}
                  className="grid min-w-0 flex-1 gap-0.5 rounded-md hover:underline"
                >
                  <span className="truncate font-medium">{member.name || member.email}</span>
                  <span dir="ltr" className="truncate text-start text-sm text-muted-foreground">
                    {member.email}
                  </span>
                </Link>
                <OrganizationRoleBadges role={member.role} />
              </li>
            ))}
          </ul>
        </SectionCard>

        <SectionCard title={t('teams.title')}>
          {data.teams.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('teams.empty')}</p>
          ) : (
            <ul role="list" className="grid gap-2">
              {data.teams.map((team) => (
                <li key={team.id} className="grid gap-1">
                  <span className="font-medium">{team.name}</span>
                  <span className="text-sm text-muted-foreground">
                    {team.userIds.length === 0 ? t('teams.noMembers') : team.userIds.map(memberName).join(', ')}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </SectionCard>

        <SectionCard title={t('invitations.title')}>
          {data.invitations.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t('invitations.empty')}</p>
          ) : (
            <ul role="list" className="divide-y divide-border">
              {data.invitations.map((invitation) => (
                <li key={invitation.id} className="flex flex-wrap items-center gap-3 py-2">
                  <span dir="ltr" className="min-w-0 flex-1 truncate text-start">
                    {invitation.email}
                  </span>
                  <OrganizationRoleBadges role={invitation.role} />
                </li>
              ))}
            </ul>
          )}
        </SectionCard>

        <ManagerDomainsSection organization={data} />
        <ManagerSsoSection organization={data} />
      </div>
    </PageLayout>
  )
}
