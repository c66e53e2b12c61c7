import { useServerFn } from '@tanstack/react-start'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { reportRefusal } from '@/components/errors/report-refusal'
import { Field } from '@/components/ui/field'
import { FormDialog } from '@/components/ui/form-dialog'
import { Input } from '@/components/ui/input'
import { translateMessage } from '@/lib/i18n/message'
import { type WebhookEventType, webhookEventTypes } from '@/lib/webhook-events'
import { webhookEndpointSchema } from './webhooks'
import { createWebhookEndpoint } from './webhooks.functions'

/** Where to send and which events: the endpoint's signing secret is handed to `onCreated`, shown once there. */
export function WebhookAddDialog({
  organizationId,
  open,
  onOpenChange,
  onCreated,
}: {
  organizationId: string
  open: boolean
  onOpenChange: (open: boolean) => void
  onCreated: (secret: string) => Promise<void>
}) {
  const { t } = useTranslation('organization')
  const create = useServerFn(createWebhookEndpoint)
  const eventsLegend = useId()
  const [url, setUrl] = useState('')
  const [events, setEvents] = useState<WebhookEventType[]>([])
  const [errors, setErrors] = useState<{ url?: string; events?: string }>({})

  const reset = () => {
    setUrl('')
    setEvents([])
    setErrors({})
  }

  const toggle = (event: WebhookEventType, checked: boolean) =>
    setEvents((current) => (checked ? [...current, event] : current.filter((each) => each !== event)))

  const submit = async () => {
    const parsed = webhookEndpointSchema.safeParse({ organizationId, url, events })
    if (!parsed.success) {
      const messageOf = (field: string) => parsed.error.issues.find((issue) => issue.path[0] === field)?.message
      setErrors({ url: messageOf('url'), events: messageOf('events') })
      return false
    }
    setErrors({})
    try {
      const { secret } = await create({ data: parsed.data })
      await onCreated(secret)
    } catch (caught) {
      reportRefusal(t, caught)
      return false
    }
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      onClosed={reset}
      title={t('webhooks.addTitle')}
      description={t('webhooks.addDescription')}
      submitLabel={t('webhooks.addSubmit')}
      onSubmit={submit}
    >
      <Field
        label={t('webhooks.url')}
        help={t('webhooks.urlHelp')}
        error={errors.url ? translateMessage(t, errors.url) : undefined}
      >
        <Input
          type="url"
          name="url"
          inputMode="url"
          autoComplete="off"
          placeholder="https://"
          maxLength={2048}
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          dir="ltr"
        />
      </Field>
      <fieldset className="grid gap-2" aria-describedby={errors.events ? `${eventsLegend}-error` : undefined}>
        <legend className="mb-1 text-sm font-medium">{t('webhooks.events')}</legend>
        {webhookEventTypes.map((event) => (
          <label key={event} className="flex min-h-8 items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="events"
              value={event}
              className="size-4 accent-primary"
              checked={events.includes(event)}
              onChange={(change) => toggle(event, change.target.checked)}
            />
            <bdi dir="ltr" className="font-mono text-xs">
              {event}
            </bdi>
          </label>
        ))}
        {errors.events && (
          <p id={`${eventsLegend}-error`} className="text-sm text-destructive">
            {translateMessage(t, errors.events)}
          </p>
        )}
      </fieldset>
    </FormDialog>
  )
}
