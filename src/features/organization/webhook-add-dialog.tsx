import { useServerFn } from '@tanstack/react-start'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { reportRefusal } from '@/components/errors/report-refusal'
import { CheckboxGroup } from '@/components/ui/checkbox-group'
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
  const [url, setUrl] = useState('')
  const [events, setEvents] = useState<WebhookEventType[]>([])
  const [errors, setErrors] = useState<{ url?: string; events?: string }>({})

  const reset = () => {
    setUrl('')
    setEvents([])
    setErrors({})
  }

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
      <CheckboxGroup
        legend={t('webhooks.events')}
        name="events"
        options={webhookEventTypes}
        value={events}
        onChange={setEvents}
        error={errors.events ? translateMessage(t, errors.events) : undefined}
      />
    </FormDialog>
  )
}
