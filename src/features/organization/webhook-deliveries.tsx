import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useServerFn } from '@tanstack/react-start'
import { RotateCw } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { DateTime } from '@/components/date-time'
import { reportRefusal } from '@/components/errors/report-refusal'
import { LoadError } from '@/components/load-error'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { toast } from '@/components/ui/toaster'
import { organizationKeys, webhookDeliveriesQueryOptions } from './queries'
import { redeliverWebhook } from './webhooks.functions'

type Delivery = Awaited<ReturnType<NonNullable<ReturnType<typeof webhookDeliveriesQueryOptions>['queryFn']>>>[number]

const stateVariant = { delivered: 'secondary', pending: 'outline', failed: 'destructive' } as const

/** An endpoint's latest deliveries: the event, how its last attempt went, and "Redeliver". */
export function WebhookDeliveries({ organizationId, endpointId }: { organizationId: string; endpointId: string }) {
  const { t } = useTranslation('organization')
  const query = useQuery(webhookDeliveriesQueryOptions(organizationId, endpointId))

  if (query.isPending) return <Skeleton className="h-16" />
  if (query.isError) return <LoadError message={t('webhooks.logError')} onRetry={() => void query.refetch()} />
  if (query.data.length === 0) return <p className="text-sm text-muted-foreground">{t('webhooks.noDeliveries')}</p>
  return (
    <ul className="grid divide-y divide-border rounded-lg border border-border" aria-label={t('webhooks.log')}>
      {query.data.map((delivery) => (
        <DeliveryRow key={delivery.id} organizationId={organizationId} endpointId={endpointId} delivery={delivery} />
      ))}
    </ul>
  )
}

function DeliveryRow({
  organizationId,
  endpointId,
  delivery,
}: {
  organizationId: string
  endpointId: string
  delivery: Delivery
}) {
  const { t } = useTranslation('organization')
  const queryClient = useQueryClient()
  const redeliver = useServerFn(redeliverWebhook)
  const state = delivery.state as keyof typeof stateVariant

  const onRedeliver = async () => {
    try {
      await redeliver({ data: { organizationId, deliveryId: delivery.id } })
    } catch (error) {
      reportRefusal(t, error)
      return
    }
    toast.success(t('webhooks.redelivered'))
    await queryClient.invalidateQueries({ queryKey: organizationKeys.webhookDeliveries(endpointId) })
  }

  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 p-2 text-sm" data-testid="webhook-delivery">
      <bdi dir="ltr" className="font-mono text-xs">
        {delivery.eventType}
      </bdi>
      <Badge variant={stateVariant[state] ?? 'outline'}>{t(`webhooks.states.${state}`)}</Badge>
      <span className="text-muted-foreground">
        {delivery.lastStatus !== null
          ? t('webhooks.answered', { status: delivery.lastStatus, ms: delivery.lastDurationMs ?? 0 })
          : delivery.lastError
            ? t(`webhooks.failures.${delivery.lastError}`, { defaultValue: t('webhooks.failures.unreachable') })
            : t('webhooks.notYetSent')}
      </span>
      <span className="text-muted-foreground">{t('webhooks.attempts', { number: delivery.attempts })}</span>
      <span className="text-muted-foreground">
        <DateTime value={delivery.lastAttemptAt ?? delivery.createdAt} />
      </span>
      <Button variant="ghost" size="sm" className="ms-auto" onClick={onRedeliver}>
        <RotateCw aria-hidden className="size-4" />
        {t('webhooks.redeliver')}
      </Button>
    </li>
  )
}
