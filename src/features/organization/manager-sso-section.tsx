import { useQueryClient } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { useTranslation } from 'react-i18next'
import { reportRefusal } from '@/components/errors/report-refusal'
import { SectionCard } from '@/components/ui/section-card'
import { toast } from '@/components/ui/toaster'
import { removeSsoProviderAsManager, testSsoConnectionAsManager } from './organization.functions'
import { type ManagedOrganization, organizationKeys } from './queries'
import { ConnectedProvider } from './sso-section'
import { ConnectProviderForms } from './sso-connect-forms'

/**
 * A product admin sees the organisation's provider, tests it, and can take it away (its people then sign in by code),
 * or connects one for the organisation as its owners would: each act audited under the admin's name.
 */
export function ManagerSsoSection({ organization: data }: { organization: ManagedOrganization }) {
  const { t } = useTranslation('organization')
  const queryClient = useQueryClient()
  const remove = useServerFn(removeSsoProviderAsManager)
  const test = useServerFn(testSsoConnectionAsManager)
  const organizationId = data.organization.id
  const refresh = () => queryClient.invalidateQueries({ queryKey: organizationKeys.managerDetail(organizationId) })

  const onRemove = async () => {
    try {
      await remove({ data: { organizationId } })
    } catch (error) {
      reportRefusal(t, error)
      throw error
    } finally {
      await refresh()
    }
    toast.success(t('sso.removed'))
  }

  return (
    <SectionCard title={t('sso.title')}>
      {data.sso.provider ? (
        <ConnectedProvider
          provider={data.sso.provider}
          onRemove={onRemove}
          onTest={() => test({ data: { organizationId } })}
        />
      ) : data.domains.some((domain) => domain.verifiedAt) ? (
        <ConnectProviderForms sso={data.sso} organizationId={organizationId} onConnected={refresh} asManager />
      ) : (
        <p className="text-sm text-muted-foreground">{t('sso.notConnected')}</p>
      )}
    </SectionCard>
  )
}
