import type { ServerConfig } from '../config'
import type { DatabaseOrTransaction } from '../db/client'
import { sendNotice } from './notices'
import { type SecurityChange, securityChangeEmail } from './templates/security-change'

/** The person's security activity page; /app is open to every signed-in person, admins included. */
export const SECURITY_ACTIVITY_PATH = '/app/account/activity'

/** Tells an account's owner, at `to`, of a change to its security: queued in `db`, the change's transaction. */
export type SecurityNotifier = (to: string, change: SecurityChange, db?: DatabaseOrTransaction) => Promise<void>

/** A notifier writing in `language` (the request's: the owner's own browser, or the admin's who made the change). */
export function securityNotifier(config: Pick<ServerConfig, 'baseUrl'>, language: string): SecurityNotifier {
  const activityUrl = `${config.baseUrl}${SECURITY_ACTIVITY_PATH}`
  return (to, change, db) =>
    sendNotice(securityChangeEmail({ to, language, change, activityUrl }), 'A security change notice', db)
}
