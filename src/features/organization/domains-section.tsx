import { useQueryClient } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { CircleCheck, Plus, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { reportRefusal } from '@/components/errors/report-refusal'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { CopyButton } from '@/components/ui/copy-button'
import { SectionCard } from '@/components/ui/section-card'
import { toast } from '@/components/ui/toaster'
import { domainSchema } from './domains'
import { NameDialog } from './name-dialog'
import { claimOrganizationDomain, removeOrganizationDomain, verifyOrganizationDomain } from './organization.functions'
import { type MyOrganization, organizationKeys } from './queries'

type Domain = MyOrganization['domains'][number]

/** The owners' view of where the organisation's people sign in: each domain, its proof, and its state. */
export function DomainsSection({ organization: data }: { organization: MyOrganization }) {
  const { t } = useTranslation('organization')
  const queryClient = useQueryClient()
  const [adding, setAdding] = useState(false)
  const [verifying, setVerifying] = useState<string>()
  const claim = useServerFn(claimOrganizationDomain)
  const verify = useServerFn(verifyOrganizationDomain)
  const remove = useServerFn(removeOrganizationDomain)
  const organizationId = data.organization.id
  const refresh = () => queryClient.invalidateQueries({ queryKey: organizationKeys.detail(organizationId) })

  const add = async (domain: string) => {
    try {
      await claim({ data: { organizationId, domain } })
    } catch (error) {
      reportRefusal(t, error)
      return false
    }
    await refresh()
    toast.success(t('domains.added', { domain }))
  }

  const check = async (domain: Domain) => {
    setVerifying(domain.id)
    try {
      await verify({ data: { organizationId, domainId: domain.id } })
      toast.success(t('domains.verifiedToast', { domain: domain.domain }))
    } catch (error) {
      reportRefusal(t, error)
    } finally {
      setVerifying(undefined)
      await refresh()
    }
  }

  const onRemove = async (domain: Domain) => {
    try {
      await remove({ data: { organizationId, domainId: domain.id } })
    } catch (error) {
      reportRefusal(t, error)
      throw error
    }
    await refresh()
    toast.success(t('domains.removed', { domain: domain.domain }))
  }

  return (
    <SectionCard
      title={t('domains.title')}
      description={t('domains.description')}
      actions={
        <Button size="sm" aria-haspopup="dialog" onClick={() => setAdding(true)}>
          <Plus aria-hidden className="size-4" />
          {t('domains.add')}
        </Button>
      }
    >
      {data.domains.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('domains.empty')}</p>
      ) : (
        <ul role="list" className="divide-y divide-border" data-testid="organization-domains">
          {data.domains.map((domain) => (
            <li key={domain.id} className="grid gap-3 py-3" data-domain={domain.domain}>
              <div className="flex flex-wrap items-center gap-2">
                <bdi dir="ltr" className="min-w-0 basis-full font-medium break-all sm:flex-1 sm:basis-0">
                  {domain.domain}
                </bdi>
                <DomainStatus domain={domain} />
                {!domain.verifiedAt && (
                  <Button
                    variant="secondary"
                    size="sm"
                    loading={verifying === domain.id}
                    aria-label={t('domains.verifyNamed', { domain: domain.domain })}
                    onClick={() => void check(domain)}
                  >
                    {t('domains.verify')}
                  </Button>
                )}
                <RemoveDomainButton domain={domain.domain} onConfirm={() => onRemove(domain)} />
              </div>
              {!domain.verifiedAt && <VerificationRecord domain={domain} />}
            </li>
          ))}
        </ul>
      )}
      <NameDialog
        open={adding}
        onOpenChange={setAdding}
        title={t('domains.add')}
        label={t('domains.field')}
        submitLabel={t('domains.add')}
        schema={domainSchema}
        onSave={add}
      />
    </SectionCard>
  )
}

/** For owners and product admins alike: the removal is confirmed first, and says what it changes. */
export function RemoveDomainButton({ domain, onConfirm }: { domain: string; onConfirm: () => Promise<void> }) {
  const { t } = useTranslation('organization')
  return (
    <ConfirmDialog
      description={t('domains.removeDescription', { domain })}
      confirmLabel={t('domains.removeConfirm')}
      confirmVariant="destructive"
      onConfirm={onConfirm}
    >
      <Button variant="ghost" size="sm" aria-label={t('domains.removeNamed', { domain })}>
        <Trash2 aria-hidden className="size-4" />
        {t('domains.remove')}
      </Button>
    </ConfirmDialog>
  )
}

export function DomainStatus({ domain }: { domain: Domain }) {
  const { t } = useTranslation('organization')
  if (!domain.verifiedAt) return <Badge variant="outline">{t('domains.pending')}</Badge>
  return (
    <Badge variant="secondary">
      <CircleCheck aria-hidden />
      {t(domain.verifiedByAdmin ? 'domains.verifiedByAdmin' : 'domains.verified')}
    </Badge>
  )
}

function VerificationRecord({ domain }: { domain: Domain }) {
  const { t } = useTranslation('organization')
  const rows = [
    { label: t('domains.recordName'), value: domain.record.name },
    { label: t('domains.recordValue'), value: domain.record.value },
  ]
  return (
    <div className="grid gap-2 rounded-lg bg-muted p-3 text-sm">
      <p>{t('domains.recordIntro', { domain: domain.domain })}</p>
      <dl className="grid gap-2">
        {rows.map((row) => (
          <div key={row.label} className="flex items-center gap-2">
            <dt className="w-16 shrink-0 text-muted-foreground">{row.label}</dt>
            <dd className="flex min-w-0 flex-1 items-center gap-2">
              <span dir="ltr" className="min-w-0 flex-1 font-mono text-xs break-all">
                {row.value}
              </span>
              <CopyButton value={row.value} label={t('domains.copy', { what: row.label })} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
