import { useQueryClient } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { useTranslation } from 'react-i18next'
import { reportRefusal } from '@/components/errors/report-refusal'
import { SectionCard } from '@/components/ui/section-card'
import { toast } from '@/components/ui/toaster'
import { removeSsoProviderAsManager } from './organization.functions'
import { type ManagedOrganization, organizationKeys } from './queries'
import { ConnectedProvider } from './sso-section'

/** A product admin sees the organisation's provider and can take it away (its people then sign in by code): audited. */
export function ManagerSsoSection({ organization: data }: { organization: ManagedOrganization }) {
  const { t } = useTranslation('organization')
  const queryClient = useQueryClient()
  const remove = useServerFn(removeSsoProviderAsManager)
  const organizationId = data.organization.id

  const onRemove = async () => {
    try {
      await remove({ data: { organizationId } })
    } catch (error) {
      reportRefusal(t, error)
      throw error
    } finally {
      await queryClient.invalidateQueries({ queryKey: organizationKeys.managerDetail(organizationId) })
    }
    toast.success(t('sso.removed'))
  }

  return (
    <SectionCard title={t('sso.title')}>
      {data.sso.provider ? (
        <ConnectedProvider provider={data.sso.provider} onRemove={onRemove} />
      ) : (
        <p className="text-sm text-muted-foreground">{t('sso.notConnected')}</p>
      )}
    </SectionCard>
  )
}
