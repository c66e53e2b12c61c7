import { z } from 'zod'
import type { DatabaseOrTransaction } from '../db/client'

/**
 * Every kind of job the product runs in the background, with the data it carries and how it is retried. A
 * job's data is checked against its schema when it is enqueued and again when it runs (a job written by an
 * older release may meet a newer one).
 */
export const jobKinds = {
  /** A notice by e-mail (a sign-in from a new browser, a change to an account's security), rendered when enqueued. */
  email: {
    data: z.object({
      message: z.object({ to: z.string(), subject: z.string(), html: z.string(), text: z.string() }),
      /** What the e-mail is, for the logs: "A new-device sign-in alert". */
      what: z.string(),
    }),
    // A mail server away for a while: tried again after about 30 s, 1, 2, 4 ... minutes, for about 8 hours.
    retry: { retryLimit: 10, retryDelay: 30, retryBackoff: true, retryDelayMax: 3_600 },
  },
  /** One event sent to one webhook endpoint (a row of webhook_delivery). */
  webhook: {
    data: z.object({ deliveryId: z.string() }),
    // A receiver down for a while: tried again after about 1, 2, 4 ... minutes, then every 4 hours, for about a day.
    retry: { retryLimit: 12, retryDelay: 60, retryBackoff: true, retryDelayMax: 14_400 },
  },
} as const satisfies Record<string, JobKindDeclaration>

export interface JobKindDeclaration {
  data: z.ZodType
  retry: { retryLimit: number; retryDelay: number; retryBackoff: boolean; retryDelayMax: number }
}

export type JobKind = keyof typeof jobKinds
export type JobData<Kind extends JobKind> = z.infer<(typeof jobKinds)[Kind]['data']>
/** Which attempt a job's run is: the first is 1; after the last, the job is not tried again. */
export interface JobAttempt {
  number: number
  last: boolean
}

/** Enqueues a job from a job (a webhook endpoint disabled: an e-mail to its owners). */
export type Enqueue = <Kind extends JobKind>(
  kind: Kind,
  data: JobData<Kind>,
  options: { db: DatabaseOrTransaction },
) => Promise<void>

/** What runs each kind of job: a handler that throws has its job tried again later. */
export type JobHandlers = {
  [Kind in JobKind]: (data: JobData<Kind>, attempt: JobAttempt, enqueue: Enqueue) => Promise<void>
}
