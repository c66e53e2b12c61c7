import type { ServerConfig } from '../config'
import { sendEmail } from '../email/transport'
import type { JobHandlers } from './job-kinds'

/** What each kind of job does in this product. */
export function productJobHandlers(config: Pick<ServerConfig, 'email'>): JobHandlers {
  return {
    email: ({ message }) => sendEmail(message, config.email),
  }
}
