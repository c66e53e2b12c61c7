export const REFUSAL_STATUSES = [400, 401, 403, 404, 409, 429, 503] as const
export type RefusalStatus = (typeof REFUSAL_STATUSES)[number]

/**
 * Thrown from any depth (inside a transaction, so the refused action changes nothing); the global
 * server-function middleware answers it, so no server function catches it itself.
 */
export class Refusal extends Error {
  override name = 'Refusal'
  constructor(
    readonly status: RefusalStatus,
    messageKey: string,
  ) {
    super(messageKey)
  }
}

export function refuse(status: RefusalStatus, messageKey: string): never {
  throw new Refusal(status, messageKey)
}
