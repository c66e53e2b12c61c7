import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { LogOut, Pencil } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PageLayout } from '@/components/page-layout'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { DeleteButton } from '@/components/ui/delete-button'
import { toast } from '@/components/ui/toaster'
import { callOrganizationApi } from './errors'
import { InvitationsSection } from './invitations-section'
import { MembersSection } from './members-section'
import { NameDialog } from './name-dialog'
import { organizationApi } from './organization-client'
import { myOrganizationQueryOptions, organizationKeys } from './queries'
import { OrganizationRoleBadges } from './roles'
import { organizationNameSchema } from '@/lib/validation/organization-names'
import { TeamsSection } from './teams-section'
import { DomainsSection } from './domains-section'
import { SsoSection } from './sso-section'
import { ScimSection } from './scim-section'
import { WebhooksSection } from './webhooks-section'
import { OrganizationApiKeysSection } from './api-keys-section'

/** The actions shown follow `can`, computed on the server; better-auth enforces them again. */
export function PageOrganization({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation('organization')
  const { data } = useSuspenseQuery(myOrganizationQueryOptions(organizationId))
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [renaming, setRenaming] = useState(false)
  const [switching, setSwitching] = useState(false)
  const { organization, can } = data

  const refresh = () => queryClient.invalidateQueries({ queryKey: organizationKeys.all })

  const goToList = async () => {
    await navigate({ to: '/app/organizations' })
    queryClient.removeQueries({ queryKey: organizationKeys.detail(organizationId) })
    await refresh()
  }

  const rename = async (name: string) => {
    try {
      await callOrganizationApi(t, () => organizationApi.update({ organizationId, data: { name } }))
    } catch {
      return false
    }
    await refresh()
    toast.success(t('rename.success'))
  }

  const makeActive = async () => {
    setSwitching(true)
    try {
      await callOrganizationApi(t, () => organizationApi.setActive({ organizationId }))
      await refresh()
      toast.success(t('active.success', { name: organization.name }))
    } catch {
      // Reported.
    } finally {
      setSwitching(false)
    }
  }

  const leave = async () => {
    await callOrganizationApi(t, () => organizationApi.leave({ organizationId }))
    toast.success(t('leave.success', { name: organization.name }))
    await goToList()
  }

  const remove = async () => {
    await callOrganizationApi(t, () => organizationApi.delete({ organizationId }))
    toast.success(t('delete.success', { name: organization.name }))
    await goToList()
  }

  return (
    <PageLayout
      title={organization.name}
      backTo="/app/organizations"
      actions={
        <>
          {data.isActive ? (
            <Badge data-testid="active-organization">{t('active.badge')}</Badge>
          ) : (
            <Button variant="secondary" size="sm" loading={switching} onClick={() => void makeActive()}>
              {t('active.makeActive')}
            </Button>
          )}
          {can.update && (
            <Button variant="secondary" size="sm" aria-haspopup="dialog" onClick={() => setRenaming(true)}>
              <Pencil aria-hidden className="size-4" />
              {t('rename.action')}
            </Button>
          )}
          <ConfirmDialog
            description={t('leave.description', { name: organization.name })}
            confirmLabel={t('leave.confirm')}
            onConfirm={leave}
          >
            <Button variant="secondary" size="sm">
              <LogOut aria-hidden className="size-4 rtl:-scale-x-100" />
              {t('leave.action')}
            </Button>
          </ConfirmDialog>
          {can.delete && (
            <DeleteButton
              label={t('delete.action')}
              description={t('delete.description', { name: organization.name })}
              confirmLabel={t('delete.confirm')}
              onConfirm={remove}
            />
          )}
        </>
      }
    >
      <div className="grid gap-6">
        <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
          {t('detail.yourRole')}
          <OrganizationRoleBadges role={data.me.role} />
        </p>
        <MembersSection organization={data} />
        {(can.invite || can.cancelInvitation) && <InvitationsSection organization={data} />}
        <TeamsSection organization={data} />
        {can.manageDomains && <DomainsSection organization={data} />}
        {data.sso && <SsoSection organization={data} sso={data.sso} />}
        {data.scim && <ScimSection organization={data} scim={data.scim} />}
        {data.webhooks && <WebhooksSection organizationId={organization.id} endpoints={data.webhooks} />}
        {/* Owners and admins: those who may update the organisation are those who manage its keys. */}
        {can.update && <OrganizationApiKeysSection organizationId={organization.id} />}
      </div>

      <NameDialog
        key={organization.name}
        open={renaming}
        onOpenChange={setRenaming}
        title={t('rename.title')}
        label={t('fields.name')}
        submitLabel={t('rename.submit')}
        initialName={organization.name}
        schema={organizationNameSchema}
        onSave={rename}
      />
    </PageLayout>
  )
}
