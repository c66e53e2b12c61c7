import { useQueryClient } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { ChevronDown, Plus, Send, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DateTime } from '@/components/date-time'
import { reportRefusal } from '@/components/errors/report-refusal'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { CopyButton } from '@/components/ui/copy-button'
import { SectionCard } from '@/components/ui/section-card'
import { toast } from '@/components/ui/toaster'
import { type MyOrganization, organizationKeys } from './queries'
import { WebhookAddDialog } from './webhook-add-dialog'
import { WebhookDeliveries } from './webhook-deliveries'
import { enableWebhookEndpoint, removeWebhookEndpoint, sendTestWebhook } from './webhooks.functions'

type Endpoint = NonNullable<MyOrganization['webhooks']>[number]

/**
 * The owners' webhooks: the endpoints other systems receive the organisation's events at. A new endpoint's signing
 * secret is shown once, as a directory token is.
 */
export function WebhooksSection({ organizationId, endpoints }: { organizationId: string; endpoints: Endpoint[] }) {
  const { t } = useTranslation('organization')
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: organizationKeys.detail(organizationId) })
  const [adding, setAdding] = useState(false)
  const [secret, setSecret] = useState<string | null>(null)

  return (
    <SectionCard title={t('webhooks.title')} description={t('webhooks.description')}>
      {secret && (
        <div className="grid gap-2 rounded-lg border border-primary/40 p-3 text-sm" data-testid="webhook-new-secret">
          <p className="font-medium">{t('webhooks.newSecretTitle')}</p>
          <div className="flex items-center gap-2">
            <span dir="ltr" className="min-w-0 flex-1 font-mono text-xs break-all">
              {secret}
            </span>
            <CopyButton value={secret} label={t('webhooks.copySecret')} />
          </div>
          <p className="text-muted-foreground">{t('webhooks.newSecretHelp')}</p>
        </div>
      )}
      {endpoints.length > 0 && (
        <ul className="grid divide-y divide-border" aria-label={t('webhooks.endpoints')}>
          {endpoints.map((endpoint) => (
            <EndpointRow key={endpoint.id} organizationId={organizationId} endpoint={endpoint} onChanged={refresh} />
          ))}
        </ul>
      )}
      <Button variant="secondary" size="sm" className="justify-self-start" onClick={() => setAdding(true)}>
        <Plus aria-hidden className="size-4" />
        {t('webhooks.add')}
      </Button>
      <WebhookAddDialog
        organizationId={organizationId}
        open={adding}
        onOpenChange={setAdding}
        onCreated={async (created) => {
          setSecret(created)
          await refresh()
        }}
      />
    </SectionCard>
  )
}

function EndpointRow({
  organizationId,
  endpoint,
  onChanged,
}: {
  organizationId: string
  endpoint: Endpoint
  onChanged: () => Promise<void>
}) {
  const { t } = useTranslation('organization')
  const queryClient = useQueryClient()
  const [showLog, setShowLog] = useState(false)
  const sendTest = useServerFn(sendTestWebhook)
  const enable = useServerFn(enableWebhookEndpoint)
  const remove = useServerFn(removeWebhookEndpoint)
  const data = { organizationId, endpointId: endpoint.id }
  const refreshLog = () => queryClient.invalidateQueries({ queryKey: organizationKeys.webhookDeliveries(endpoint.id) })

  const onTest = async () => {
    try {
      await sendTest({ data })
    } catch (error) {
      reportRefusal(t, error)
      return
    }
    toast.success(t('webhooks.testSent'))
    setShowLog(true)
    await refreshLog()
  }
  const onEnable = async () => {
    try {
      await enable({ data })
    } catch (error) {
      reportRefusal(t, error)
      return
    }
    toast.success(t('webhooks.enabled'))
    await onChanged()
  }
  const onRemove = async () => {
    try {
      await remove({ data })
    } catch (error) {
      reportRefusal(t, error)
      throw error
    }
    await onChanged()
    toast.success(t('webhooks.removed'))
  }

  return (
    <li className="grid gap-2 py-3 text-sm" data-testid="webhook-endpoint">
      <div className="flex flex-wrap items-center gap-2">
        <bdi dir="ltr" className="min-w-0 font-mono text-xs break-all">
          {endpoint.url}
        </bdi>
        {endpoint.disabledAt ? (
          <Badge variant="destructive">{t('webhooks.disabled')}</Badge>
        ) : (
          <Badge variant="secondary">{t('webhooks.active')}</Badge>
        )}
      </div>
      <div className="flex flex-wrap gap-1">
        {endpoint.events.map((event) => (
          <Badge key={event} variant="outline" className="font-mono">
            <bdi dir="ltr">{event}</bdi>
          </Badge>
        ))}
      </div>
      <p className="text-muted-foreground">
        {endpoint.disabledAt ? (
          <>
            {t('webhooks.disabledAt')} <DateTime value={endpoint.disabledAt} />
          </>
        ) : endpoint.lastSuccessAt ? (
          <>
            {t('webhooks.lastSuccessAt')} <DateTime value={endpoint.lastSuccessAt} />
          </>
        ) : (
          t('webhooks.neverDelivered')
        )}
      </p>
      <div className="flex flex-wrap gap-2">
        {endpoint.disabledAt && (
          <Button variant="secondary" size="sm" onClick={onEnable}>
            {t('webhooks.enable')}
          </Button>
        )}
        <Button variant="secondary" size="sm" onClick={onTest}>
          <Send aria-hidden className="size-4 rtl:-scale-x-100" />
          {t('webhooks.sendTest')}
        </Button>
        <Button variant="ghost" size="sm" aria-expanded={showLog} onClick={() => setShowLog(!showLog)}>
          <ChevronDown aria-hidden className={showLog ? 'size-4 rotate-180' : 'size-4'} />
          {t('webhooks.log')}
        </Button>
        <ConfirmDialog
          description={t('webhooks.removeDescription')}
          confirmLabel={t('webhooks.removeConfirm')}
          confirmVariant="destructive"
          onConfirm={onRemove}
        >
          <Button variant="ghost" size="sm" className="ms-auto">
            <Trash2 aria-hidden className="size-4" />
            {t('webhooks.remove')}
          </Button>
        </ConfirmDialog>
      </div>
      {showLog && <WebhookDeliveries organizationId={organizationId} endpointId={endpoint.id} />}
    </li>
  )
}
