import type { ServerConfig } from '../config'
import { log } from '../log'
import { sendEmail, type OutgoingEmail } from './transport'

const noticesInFlight = new Set<Promise<void>>()

/**
 * Sends an e-mail that tells a person about something already done (a sign-in from a new browser, a change to their
 * account's security) without holding up the answer: a mail server that is slow or down must not undo or delay the
 * action. The transport gives up after its deadline; a failure is logged with `what` was not sent.
 */
export function sendNotice(message: OutgoingEmail, emailConfig: ServerConfig['email'], what: string) {
  const sending = sendEmail(message, emailConfig)
    .catch((error: unknown) => {
      log.error({ err: error, to: message.to }, `${what} could not be sent`)
    })
    .finally(() => noticesInFlight.delete(sending))
  noticesInFlight.add(sending)
}

/** Resolves once every notice started so far has been sent or given up on. */
export async function noticesSettled() {
  await Promise.all([...noticesInFlight])
}
