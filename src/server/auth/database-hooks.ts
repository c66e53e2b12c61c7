import type { BetterAuthOptions } from 'better-auth'
import { APIError } from 'better-auth/api'
import type { ServerConfig } from '../config'
import type { Database } from '../db'
import { signInEvent } from '../db/schema'
import { refuseDeactivatedAtSignIn, refuseScimAddressOutsideDomains } from './organization-scim'
import * as organizationSso from './organization-sso'
import { signInMethodOf } from './sign-in-method'

const SIGNUP_DISABLED = 'SIGNUP_DISABLED'

/** better-auth's hooks around its writes of sessions, users and accounts. */
export function databaseHooks(db: Database, config: ServerConfig): BetterAuthOptions['databaseHooks'] {
  return {
    session: {
      create: {
        before: async (session, endpoint) => {
          await organizationSso.checkSsoAtSignIn(db, session, endpoint)
          await refuseDeactivatedAtSignIn(db, session, endpoint)
        },
        // Feeds the dashboard's sign-ins chart and the person's security activity.
        after: async (session, endpoint) => {
          const method = signInMethodOf(endpoint)
          if (!method || session.impersonatedBy) return
          await db.insert(signInEvent).values({
            userId: session.userId,
            method,
            userAgent: session.userAgent,
            ipAddress: session.ipAddress,
          })
        },
      },
    },
    user: {
      create: {
        // Codes are sent to unknown addresses too, so the answer to the code request never tells whether an
        // account exists; only the owner of the mailbox learns it here. Organisations' directories (SCIM) add
        // their people whether or not anyone may sign up.
        before: async (created, endpoint) => {
          if (!config.auth.signupEnabled && !endpoint?.path?.startsWith('/scim/'))
            throw APIError.from('FORBIDDEN', { code: SIGNUP_DISABLED, message: 'Sign-up is disabled' })
          await organizationSso.refuseSsoUserOutsideDomains(db, created, endpoint)
          await refuseScimAddressOutsideDomains(db, created, endpoint)
        },
      },
      update: { before: (changes, endpoint) => refuseScimAddressOutsideDomains(db, changes, endpoint) },
    },
    account: {
      create: {
        before: (created, endpoint) => organizationSso.refuseSsoAccountOutsideDomains(db, created, endpoint),
      },
    },
  }
}
