import { log } from '../log'

const inFlight = new Set<Promise<void>>()

/**
 * The answer to the request does not wait for the mail server, so its time cannot tell whether an e-mail
 * was sent. A failure is logged; nobody is told.
 */
export function queueEmail(send: () => Promise<void>, context: Record<string, unknown>) {
  const task = send()
    .catch((error: unknown) => log.error({ err: error, ...context }, 'A queued e-mail could not be sent'))
    .finally(() => inFlight.delete(task))
  inFlight.add(task)
}

/** For tests and a graceful shutdown. */
export async function queuedEmailsSettled() {
  while (inFlight.size > 0) await Promise.all(inFlight)
}
