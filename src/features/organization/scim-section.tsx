import { useQueryClient } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { KeyRound, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { reportRefusal } from '@/components/errors/report-refusal'
import { DateTime } from '@/components/date-time'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { CopyButton } from '@/components/ui/copy-button'
import { SectionCard } from '@/components/ui/section-card'
import { toast } from '@/components/ui/toaster'
import { createScimToken, revokeScimToken } from './organization.functions'
import { type MyOrganization, organizationKeys } from './queries'

type Scim = NonNullable<MyOrganization['scim']>
type Token = Scim['tokens'][number]

/**
 * The owners' view of provisioning by their directory (SCIM): the base URL and a token to paste into it. A token is
 * shown once, when made; afterwards only its first characters, to tell tokens apart and revoke the right one.
 */
export function ScimSection({ organization: data, scim }: { organization: MyOrganization; scim: Scim }) {
  const { t } = useTranslation('organization')
  const queryClient = useQueryClient()
  const organizationId = data.organization.id
  const refresh = () => queryClient.invalidateQueries({ queryKey: organizationKeys.detail(organizationId) })
  const create = useServerFn(createScimToken)
  const [created, setCreated] = useState<string | null>(null)
  const [creating, setCreating] = useState(false)
  const hasVerifiedDomain = data.domains.some((domain) => domain.verifiedAt)

  const onCreate = async () => {
    setCreating(true)
    try {
      const { token } = await create({ data: { organizationId } })
      setCreated(token)
      await refresh()
    } catch (error) {
      reportRefusal(t, error)
    } finally {
      setCreating(false)
    }
  }

  return (
    <SectionCard title={t('scim.title')} description={t('scim.description')}>
      <div className="grid gap-1 rounded-lg bg-muted p-3 text-sm" data-testid="scim-base-url">
        <span className="text-muted-foreground">{t('scim.baseUrl')}</span>
        <div className="flex items-center gap-2">
          <span dir="ltr" className="min-w-0 flex-1 font-mono text-xs break-all">
            {scim.baseUrl}
          </span>
          <CopyButton value={scim.baseUrl} label={t('scim.copyBaseUrl')} />
        </div>
      </div>
      {created && (
        <div className="grid gap-2 rounded-lg border border-primary/40 p-3 text-sm" data-testid="scim-new-token">
          <p className="font-medium">{t('scim.newTokenTitle')}</p>
          <div className="flex items-center gap-2">
            <span dir="ltr" className="min-w-0 flex-1 font-mono text-xs break-all">
              {created}
            </span>
            <CopyButton value={created} label={t('scim.copyToken')} />
          </div>
          <p className="text-muted-foreground">{t('scim.newTokenHelp')}</p>
        </div>
      )}
      {scim.tokens.length > 0 && (
        <ul className="grid divide-y divide-border" aria-label={t('scim.tokens')}>
          {scim.tokens.map((token) => (
            <TokenRow key={token.id} organizationId={organizationId} token={token} onRevoked={refresh} />
          ))}
        </ul>
      )}
      {hasVerifiedDomain ? (
        <Button variant="secondary" size="sm" className="justify-self-start" disabled={creating} onClick={onCreate}>
          <KeyRound aria-hidden className="size-4" />
          {t('scim.createToken')}
        </Button>
      ) : (
        <p className="text-sm text-muted-foreground">{t('scim.needsVerifiedDomain')}</p>
      )}
    </SectionCard>
  )
}

function TokenRow({
  organizationId,
  token,
  onRevoked,
}: {
  organizationId: string
  token: Token
  onRevoked: () => Promise<void>
}) {
  const { t } = useTranslation('organization')
  const revoke = useServerFn(revokeScimToken)
  const onConfirm = async () => {
    try {
      await revoke({ data: { organizationId, tokenId: token.id } })
    } catch (error) {
      reportRefusal(t, error)
      throw error
    }
    await onRevoked()
    toast.success(t('scim.revoked'))
  }
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2 text-sm" data-testid="scim-token">
      <bdi dir="ltr" className="font-mono text-xs">
        {token.prefix}…
      </bdi>
      <span className="text-muted-foreground">
        {t('scim.createdAt')} <DateTime value={token.createdAt} />
      </span>
      <span className="text-muted-foreground">
        {token.lastUsedAt ? (
          <>
            {t('scim.lastUsedAt')} <DateTime value={token.lastUsedAt} />
          </>
        ) : (
          t('scim.neverUsed')
        )}
      </span>
      <ConfirmDialog
        description={t('scim.revokeDescription')}
        confirmLabel={t('scim.revokeConfirm')}
        confirmVariant="destructive"
        onConfirm={onConfirm}
      >
        <Button variant="ghost" size="sm" className="ms-auto">
          <Trash2 aria-hidden className="size-4" />
          {t('scim.revoke')}
        </Button>
      </ConfirmDialog>
    </li>
  )
}
