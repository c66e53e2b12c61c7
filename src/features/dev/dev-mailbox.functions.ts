import { createServerFn } from '@tanstack/react-start'
import { DEV_MAILBOX_SIZE, devMailboxEmails } from '@/server/email/transport'
import { refuse } from '@/server/http/refusal'
import * as declared from './api'

/** Development only: production answers 404. */
export const listDevMailbox = createServerFn(declared.listDevMailbox).handler(() => {
  if (!import.meta.env.DEV) refuse(404, 'errors:page.404.title')
  return { emails: devMailboxEmails(), max: DEV_MAILBOX_SIZE }
})
