import { createServerFn } from '@tanstack/react-start'
import { DEV_MAILBOX_SIZE, devMailboxEmails } from '@/server/email/transport'
import { refuse } from '@/server/http/refusal'
import * as declared from './api'

/** Development only: the e-mails kept by the transport when no EMAIL_SERVER is set. Production answers 404. */
export const listDevMailbox = createServerFn({ method: declared.listDevMailbox.method }).handler(() => {
  if (!import.meta.env.DEV) refuse(404, 'errors:page.404.title')
  return { emails: devMailboxEmails(), max: DEV_MAILBOX_SIZE }
})
