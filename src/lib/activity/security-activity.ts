import { z } from 'zod'
import type { SignInMethod } from './sign-in-methods'
import { INVALID_INPUT, isStorableText } from '@/lib/validation/validation'

export const ACTIVITY_PAGE_SIZE = 20

// The next page's cursor, as the previous page gave it: no form sends it, so a wrong one gets the generic message.
export const activityCursorSchema = z.string(INVALID_INPUT).max(500).refine(isStorableText, INVALID_INPUT).optional()

/**
 * One event of an account's security activity: a sign-in (or a refused code), a change recorded in the audit log on
 * the account, or one the person made to where an organisation's people sign in.
 */
export interface ActivityItem {
  id: string
  kind: 'sign-in' | 'sign-in-refused' | 'change'
  /** The audit action of a change (`user.ban`, `session.revoke` ...). */
  action: string | null
  at: string
  method: SignInMethod | null
  /** In words, from the user agent: "Chrome", "Android". */
  browser: string | null
  os: string | null
  /** The network, never the full address: "203.0.113.x", "2001:db8:1::/48". */
  network: string | null
  /** Done by someone else than the person: an administrator. */
  byAdmin: boolean
  /** Who that administrator was (name or e-mail): only in the administrators' view. */
  admin: string | null
  /** The role given, for a role change. */
  role: string | null
  /** The organisation, and what changed in it (a domain, a provider's issuer), for a change to where its people sign in. */
  organization: string | null
  subject: string | null
}

export interface ActivityPage {
  items: ActivityItem[]
  nextCursor: string | null
}
