import { eq } from 'drizzle-orm'
import { claimDomain, markDomainVerifiedByAdmin } from '@/features/organization/organization-domains.server'
import { user } from '@/server/db/schema'
import { Refusal } from '@/server/http/refusal'
import type { AuthCaller, AuthHarness } from './auth-harness'

/** Someone signed in by code, as the organisation's server code sees them (an audit actor) and as a browser. */
export type Person = { id: string; email: string; ipAddress: string; browser: AuthCaller }

/** A product admin, as an audit actor: the one who marks a domain verified by hand. */
export const productAdmin = { id: crypto.randomUUID(), email: 'admin@example.com', ipAddress: '203.0.113.9' }

/** The people and organisations of an organisation test, on one harness; `tag` keeps slugs apart between files. */
export function organisationPeople(harness: () => AuthHarness, tag: string) {
  return {
    async person(email: string): Promise<Person> {
      const { browser } = await harness().signIn(email)
      const [row] = await harness().db.select({ id: user.id }).from(user).where(eq(user.email, email))
      return { id: row!.id, email, ipAddress: '203.0.113.7', browser }
    },
    async organisationOf(who: Person, name: string) {
      return (await who.browser.request('/organization/create', { name, slug: `${name}-${tag}` })).body as {
        id: string
      }
    },
    /** Claimed by `who`, then marked verified by a product admin; returns the domain's id. */
    async verifiedDomain(organizationId: string, domain: string, who: Person) {
      const { id } = await claimDomain(harness().db, who, { organizationId, domain })
      await markDomainVerifiedByAdmin(harness().db, productAdmin, { organizationId, domainId: id })
      return id
    },
  }
}

/** What a server function's refusal says (its status and message key), or undefined when it went through. */
export const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (reason: unknown) => (reason instanceof Refusal ? { status: reason.status, message: reason.message } : reason),
  )
