import { useQueryClient } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { Trash2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { reportRefusal } from '@/components/errors/report-refusal'
import { DateTime } from '@/components/date-time'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Detail } from '@/components/ui/detail'
import { SectionCard } from '@/components/ui/section-card'
import { toast } from '@/components/ui/toaster'
import { removeSsoProvider, testSsoConnection } from './organization.functions'
import { ConnectProviderForms, OidcRegistration, SamlRegistration } from './sso-connect-forms'
import { type MyOrganization, organizationKeys } from './queries'
import type { SsoCheck } from './sso'
import { SsoConnectionTest } from './sso-connection-test'
import { SamlIdpInitiated, SsoAdminGroup, SsoPolicy } from './sso-settings'

type Sso = NonNullable<MyOrganization['sso']>
type Provider = NonNullable<Sso['provider']>

/**
 * The owners' view of the organisation's identity provider: what to register at the provider (the redirect URI),
 * then its issuer, client id and secret. Connected, it shows what it is and can be removed.
 */
export function SsoSection({ organization: data, sso }: { organization: MyOrganization; sso: Sso }) {
  const { t } = useTranslation('organization')
  const queryClient = useQueryClient()
  const organizationId = data.organization.id
  const refresh = () => queryClient.invalidateQueries({ queryKey: organizationKeys.detail(organizationId) })
  const remove = useServerFn(removeSsoProvider)
  const test = useServerFn(testSsoConnection)
  const hasVerifiedDomain = data.domains.some((domain) => domain.verifiedAt)

  const onRemove = async () => {
    try {
      await remove({ data: { organizationId } })
    } catch (error) {
      reportRefusal(t, error)
      throw error
    }
    await refresh()
    toast.success(t('sso.removed'))
  }

  return (
    <SectionCard title={t('sso.title')} description={t('sso.description')}>
      {sso.provider ? (
        <>
          {sso.provider.protocol === 'saml' ? <SamlRegistration sso={sso} /> : <OidcRegistration sso={sso} />}
          <ConnectedProvider
            provider={sso.provider}
            onRemove={onRemove}
            onTest={() => test({ data: { organizationId } })}
          />
          <SsoPolicy organizationId={organizationId} required={sso.provider.required} onChanged={refresh} />
          <SsoAdminGroup organizationId={organizationId} group={sso.provider.adminGroup} onChanged={refresh} />
          {sso.provider.protocol === 'saml' ? (
            <SamlIdpInitiated organizationId={organizationId} allowed={sso.provider.idpInitiated} onChanged={refresh} />
          ) : null}
        </>
      ) : hasVerifiedDomain ? (
        <ConnectProviderForms sso={sso} organizationId={organizationId} onConnected={refresh} />
      ) : (
        <>
          <OidcRegistration sso={sso} />
          <p className="text-sm text-muted-foreground">{t('sso.needsVerifiedDomain')}</p>
        </>
      )}
    </SectionCard>
  )
}

/** For owners and product admins alike: what the provider is, its test, and its removal, confirmed first. */
export function ConnectedProvider({
  provider,
  onRemove,
  onTest,
}: {
  provider: Provider
  onRemove: () => Promise<void>
  onTest: () => Promise<{ checks: SsoCheck[] }>
}) {
  const { t } = useTranslation('organization')
  return (
    <div className="grid gap-4" data-testid="sso-provider">
      <dl className="grid gap-4 sm:grid-cols-2">
        <Detail
          label={t(provider.protocol === 'saml' ? 'sso.saml.idpEntityId' : 'sso.fields.issuer')}
          className="sm:col-span-2"
          valueClassName="break-all"
        >
          <bdi dir="ltr">{provider.issuer}</bdi>
        </Detail>
        {provider.protocol === 'oidc' ? (
          <Detail label={t('sso.fields.clientId')} valueClassName="break-all">
            <bdi dir="ltr">{provider.clientId}</bdi>
          </Detail>
        ) : (
          <Detail label={t('sso.saml.protocol')}>{t('sso.saml.protocolName')}</Detail>
        )}
        <Detail label={t('sso.connectedAt')}>
          <DateTime value={provider.connectedAt} />
        </Detail>
      </dl>
      <SsoConnectionTest run={onTest} />
      <ConfirmDialog
        description={t('sso.removeDescription')}
        confirmLabel={t('sso.removeConfirm')}
        confirmVariant="destructive"
        onConfirm={onRemove}
      >
        <Button variant="ghost" size="sm" className="justify-self-start">
          <Trash2 aria-hidden className="size-4" />
          {t('sso.remove')}
        </Button>
      </ConfirmDialog>
    </div>
  )
}
