import { admin } from '../fixtures/test'

/**
 * A row of the permission matrix (e2e/permission-matrix.spec.ts): how to call one server function, and what it
 * answers. Each feature's rows are in `<feature>.rows.ts`, one per function of its api.ts.
 */

export type Caller = 'anonymous' | 'banned' | 'user' | 'impersonating' | 'admin'
export type Role = 'user' | 'admin'
export type Permissions = Record<string, string[]>

/** What the matrix works on: fresh accounts, repositories and organisations made by the admin in beforeAll. */
export type Fixture = {
  adminId: string
  user: Account
  /** The user caller's live session (known to the admin). */
  userSessionId: string
  banned: Account
  impersonated: Account
  /** Target of every refused write on a user: it must come out unchanged. */
  victim: Account
  /** Banned, unbanned then deleted by the admin's allowed calls. */
  spare: Account
  repo: { id: string; name: string; link: string; description: string }
  spareRepoId: string
  /** An organisation the admin owns (created through /api/auth): target of the refused manager deletion. */
  org: { id: string; name: string }
  /** Deleted by the admin's allowed deleteOrganizationAsManager. */
  spareOrgId: string
  /** Deleted by the admin's allowed /organization/delete. */
  authSpareOrgId: string
  tag: string
}
export type Account = { id: string; email: string; name: string; password: string }

export type Row = {
  /** A valid input. `allowed` tells whether the caller holds the permission (harmless input) or not (the write to refuse). */
  input: (f: Fixture, caller: Caller, allowed: boolean) => unknown
  /** The status of an allowed call (default 200). */
  allowedStatus?: number
  /** The status for every caller of a function without permission. */
  openStatus?: number
  /** The status for some callers holding the permission, where a rule of the function refuses them. */
  allowedStatusFor?: Partial<Record<Caller, number>>
  /** An allowed call that would destroy the caller's own session or account is sent with an input its validator refuses (400): past the permission check, nothing done. */
  invalidWhenAllowed?: boolean
}

/** A row per function of a feature's api.ts (`typeof import(...)`): one missing does not compile. */
export type Rows<Api> = Record<keyof Api, Row>

export const ownName = (f: Fixture, caller: Caller) =>
  ({
    anonymous: 'Anonymous',
    banned: f.banned.name,
    user: f.user.name,
    impersonating: f.impersonated.name,
    admin: admin.name,
  })[caller]

export const attempt = (f: Fixture, caller: Caller, what: string) => `${f.tag} ${what} by ${caller}`
