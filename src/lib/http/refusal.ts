import { parseMessage } from '@/lib/i18n/message'

/**
 * Whether a call was refused for the reason `key` names. The server answers every Refusal with an Error whose
 * message is its translation key, maybe followed by values ("key|{...}"), and the browser receives that Error:
 * its key is what tells one refusal from another.
 */
export function isRefusal(error: unknown, key: string): boolean {
  return error instanceof Error && parseMessage(error.message).key === key
}
