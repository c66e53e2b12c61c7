import nodemailer, { type Transporter } from 'nodemailer'
import { appConfig } from '~/app.config'
import type { ServerConfig } from '../config'
import { log } from '../log'

export interface OutgoingEmail {
  to: string
  subject: string
  html: string
  text: string
}

const transporters = new Map<string, Transporter>()

export interface DevMailboxEntry {
  id: number
  to: string
  subject: string
  text: string
  code?: string
  sentAt: string
}

export const DEV_MAILBOX_SIZE = 50
// On globalThis so that the dev server's module reloads keep the mailbox; created on first use in development only.
const devMailboxState = () =>
  ((globalThis as { __thresholdDevMailbox?: { emails: DevMailboxEntry[]; lastId: number } }).__thresholdDevMailbox ??= {
    emails: [],
    lastId: 0,
  })

export function codeInEmail(text: string) {
  return new RegExp(`^\\s*(\\d{${appConfig.otp.length}})\\s*$`, 'm').exec(text)?.[1]
}

/** Newest first. */
export function devMailboxEmails(): DevMailboxEntry[] {
  return import.meta.env?.DEV ? [...devMailboxState().emails].reverse() : []
}

function keepInDevMailbox(email: OutgoingEmail) {
  const state = devMailboxState()
  const { emails } = state
  const id = ++state.lastId
  emails.push({
    id,
    to: email.to,
    subject: email.subject,
    text: email.text,
    code: codeInEmail(email.text),
    sentAt: new Date().toISOString(),
  })
  if (emails.length > DEV_MAILBOX_SIZE) emails.splice(0, emails.length - DEV_MAILBOX_SIZE)
}

/**
 * The code first, on a line of its own with the address: what a developer looks for in the dev server's log,
 * and what its e2e suite reads.
 */
export function unsentEmailMessage(email: Pick<OutgoingEmail, 'to' | 'text'>) {
  const code = codeInEmail(email.text)
  return [
    'E-mail not sent (no EMAIL_SERVER):',
    ...(code ? [`  ➜  Code for ${email.to}: ${code}`] : []),
    '',
    email.text,
  ].join('\n')
}

export async function sendEmail(email: OutgoingEmail, { server, from, sendDeadlineMs }: ServerConfig['email']) {
  if (!server) {
    log.info({ to: email.to, subject: email.subject }, unsentEmailMessage(email))
    // import.meta.env is Vite's: undefined when scripts run this file with tsx, false in production builds.
    if (import.meta.env?.DEV) keepInDevMailbox(email)
    return
  }
  let transporter = transporters.get(server)
  if (!transporter) {
    transporter = nodemailer.createTransport({ url: server, ...mailServerTimeouts })
    transporters.set(server, transporter)
  }
  await withDeadline(transporter.sendMail({ from, ...email }), sendDeadlineMs)
}

const mailServerTimeouts = {
  connectionTimeout: 5_000,
  greetingTimeout: 5_000,
  socketTimeout: appConfig.defaults.emailSendDeadlineMs,
}

export class EmailDeadlineError extends Error {
  override name = 'EmailDeadlineError'
}

async function withDeadline<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new EmailDeadlineError(`The mail server did not finish within ${ms} ms`)), ms)
  })
  try {
    return await Promise.race([work, deadline])
  } finally {
    clearTimeout(timer)
  }
}
