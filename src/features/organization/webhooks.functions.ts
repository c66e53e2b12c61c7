import { createServerFn } from '@tanstack/react-start'
import { requestActor } from '@/server/audit'
import { getDb } from '@/server/db'
import { guardsOf } from '@/server/http/server-functions/guards'
import * as declared from './api'
import * as webhooks from './webhooks.server'

export const createWebhookEndpoint = createServerFn(declared.createWebhookEndpoint)
  .middleware(guardsOf(declared.createWebhookEndpoint))
  .handler(async ({ data, context }) =>
    webhooks.createWebhookEndpoint(await getDb(), requestActor(context.session.user), data),
  )

export const enableWebhookEndpoint = createServerFn(declared.enableWebhookEndpoint)
  .middleware(guardsOf(declared.enableWebhookEndpoint))
  .handler(async ({ data, context }) =>
    webhooks.enableWebhookEndpoint(await getDb(), requestActor(context.session.user), data),
  )

export const removeWebhookEndpoint = createServerFn(declared.removeWebhookEndpoint)
  .middleware(guardsOf(declared.removeWebhookEndpoint))
  .handler(async ({ data, context }) =>
    webhooks.removeWebhookEndpoint(await getDb(), requestActor(context.session.user), data),
  )

export const listWebhookDeliveries = createServerFn(declared.listWebhookDeliveries)
  .middleware(guardsOf(declared.listWebhookDeliveries))
  .handler(async ({ data, context }) =>
    webhooks.listWebhookDeliveries(await getDb(), requestActor(context.session.user), data),
  )

export const sendTestWebhook = createServerFn(declared.sendTestWebhook)
  .middleware(guardsOf(declared.sendTestWebhook))
  .handler(async ({ data, context }) =>
    webhooks.sendTestWebhook(await getDb(), requestActor(context.session.user), data),
  )

export const redeliverWebhook = createServerFn(declared.redeliverWebhook)
  .middleware(guardsOf(declared.redeliverWebhook))
  .handler(async ({ data, context }) =>
    webhooks.redeliverWebhook(await getDb(), requestActor(context.session.user), data),
  )
