import type { DatabaseOrTransaction } from '../db/client'
import { jobQueue } from '../jobs'
import { log } from '../log'
import type { OutgoingEmail } from './transport'

/**
 * Sends an e-mail that tells a person about something already done (a sign-in from a new browser, a change to their
 * account's security) without holding up the answer: it becomes a job of the background queue, sent by a worker and
 * tried again while the mail server is away.
 *
 * Given the transaction of the change (`db`), the e-mail is written with it: it exists exactly when the change does,
 * and a failure to write it fails the change. Without one (better-auth's hooks run once its change is committed), a
 * failure is logged: the action is done and must not look undone.
 */
export async function sendNotice(message: OutgoingEmail, what: string, db?: DatabaseOrTransaction) {
  const enqueue = async () => (await jobQueue()).enqueue('email', { message, what }, { db })
  if (db) return enqueue()
  try {
    await enqueue()
  } catch (error) {
    log.error({ err: error, to: message.to }, `${what} could not be queued`)
  }
}

/** Resolves once every notice queued so far has been sent or has failed an attempt (tests). */
export async function noticesSettled() {
  await (await jobQueue()).settled()
}
