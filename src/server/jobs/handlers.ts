import type { ServerConfig } from '../config'
import type { Database } from '../db/client'
import { sendEmail } from '../email/transport'
import { deliverWebhook } from '../webhooks/deliver'
import type { JobHandlers } from './job-kinds'

/** What each kind of job does in this product. */
export function productJobHandlers(
  db: Database,
  config: Pick<ServerConfig, 'baseUrl' | 'email' | 'secret' | 'webhooks'>,
): JobHandlers {
  return {
    email: ({ message }) => sendEmail(message, config.email),
    webhook: (data, attempt, enqueue) => deliverWebhook(db, data, attempt, { config, enqueue }),
  }
}
