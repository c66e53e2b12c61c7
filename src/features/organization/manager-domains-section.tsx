import { useQueryClient } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { useTranslation } from 'react-i18next'
import { reportRefusal } from '@/components/errors/report-refusal'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { SectionCard } from '@/components/ui/section-card'
import { toast } from '@/components/ui/toaster'
import { DomainStatus, RemoveDomainButton } from './domains-section'
import { markOrganizationDomainVerified, removeOrganizationDomainAsManager } from './organization.functions'
import { type ManagedOrganization, organizationKeys } from './queries'

type Domain = ManagedOrganization['domains'][number]

/** A product admin vouches for a domain the organisation proved another way, or takes one away: both audited. */
export function ManagerDomainsSection({ organization: data }: { organization: ManagedOrganization }) {
  const { t } = useTranslation('organization')
  const queryClient = useQueryClient()
  const markVerified = useServerFn(markOrganizationDomainVerified)
  const remove = useServerFn(removeOrganizationDomainAsManager)
  const organizationId = data.organization.id

  const act = async (call: () => Promise<unknown>, success: string) => {
    try {
      await call()
    } catch (error) {
      reportRefusal(t, error)
      throw error
    } finally {
      await queryClient.invalidateQueries({ queryKey: organizationKeys.managerDetail(organizationId) })
    }
    toast.success(success)
  }
  const onMarkVerified = (domain: Domain) =>
    act(
      () => markVerified({ data: { organizationId, domainId: domain.id } }),
      t('domains.verifiedToast', { domain: domain.domain }),
    )
  const onRemove = (domain: Domain) =>
    act(
      () => remove({ data: { organizationId, domainId: domain.id } }),
      t('domains.removed', { domain: domain.domain }),
    )

  return (
    <SectionCard title={t('domains.title')}>
      {data.domains.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('domains.empty')}</p>
      ) : (
        <ul role="list" className="divide-y divide-border" data-testid="organization-domains">
          {data.domains.map((domain) => (
            <li key={domain.id} className="flex flex-wrap items-center gap-2 py-3" data-domain={domain.domain}>
              <bdi dir="ltr" className="min-w-0 basis-full font-medium break-all sm:flex-1 sm:basis-0">
                {domain.domain}
              </bdi>
              <DomainStatus domain={domain} />
              {!domain.verifiedAt && (
                <ConfirmDialog
                  description={t('domains.markVerifiedDescription', { domain: domain.domain })}
                  confirmLabel={t('domains.markVerifiedConfirm')}
                  onConfirm={() => onMarkVerified(domain)}
                >
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={t('domains.markVerifiedNamed', { domain: domain.domain })}
                  >
                    {t('domains.markVerified')}
                  </Button>
                </ConfirmDialog>
              )}
              <RemoveDomainButton domain={domain.domain} onConfirm={() => onRemove(domain)} />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  )
}
