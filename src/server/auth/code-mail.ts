import { defineRequestState } from '@better-auth/core/context'
import type { BetterAuthPlugin } from 'better-auth'
import { APIError, createAuthMiddleware } from 'better-auth/api'
import { CODE_NOT_SENT } from '@/lib/auth/code-not-sent'
import type { ServerConfig } from '../config'
import type { Database } from '../db'
import { accountSuspendedEmail } from '../email/templates/account-suspended'
import { signInCodeEmail } from '../email/templates/sign-in-code'
import { type OutgoingEmail, sendEmail } from '../email/transport'
import { log } from '../log'
import { isBannedAddress } from './banned-address'

/** The refusal of each code request whose e-mail could not be sent. */
const unsentCodeRefusals: Record<string, string> = {
  '/email-otp/send-verification-otp': CODE_NOT_SENT,
  '/email-otp/request-email-change': 'EMAIL_NOT_SENT',
}

const codeUnsent = defineRequestState(() => false)

/**
 * The e-mail a sign-in code request sends. Every address gets one, so the answer takes as long for an account as for
 * none, banned or not: a banned account is told that it is suspended instead of getting a code it could not use.
 */
export async function signInCodeMessage(
  db: Database,
  config: ServerConfig,
  { email, code, language }: { email: string; code: string; language: string },
) {
  return (await isBannedAddress(db, email))
    ? accountSuspendedEmail({ to: email, language })
    : signInCodeEmail({ to: email, code, language, expiresInSeconds: config.auth.otpExpiresIn })
}

/**
 * Sends a code's e-mail and waits for the mail server (8 seconds at most), so that the person learns at once when the
 * code could not be sent. better-auth swallows what its mail callback throws: a failure is noted for the request, and
 * `unsentCodeRefusal` turns the answer into a 503. The code that could not be sent is forgotten.
 */
export async function sendCodeEmail(
  message: OutgoingEmail,
  emailConfig: ServerConfig['email'],
  forgetCode: () => Promise<void>,
) {
  try {
    await sendEmail(message, emailConfig)
  } catch (error) {
    log.error({ err: error, to: message.to }, 'A code e-mail could not be sent')
    await forgetCode()
    await codeUnsent.set(true)
  }
}

export function unsentCodeRefusal(): BetterAuthPlugin {
  return {
    id: 'threshold-unsent-code-refusal',
    hooks: {
      after: [
        {
          matcher: (ctx) => ctx.path !== undefined && ctx.path in unsentCodeRefusals,
          handler: createAuthMiddleware(async (ctx) => {
            if (!(await codeUnsent.get())) return
            throw APIError.from('SERVICE_UNAVAILABLE', {
              code: unsentCodeRefusals[ctx.path ?? '']!,
              message: 'The code could not be sent',
            })
          }),
        },
      ],
    },
  }
}
