import { startInbox } from './fixtures/inbox-server'
import { ports } from './fixtures/ports'
import { startSmtpSink } from './fixtures/smtp-sink'

/**
 * Starts the SMTP sink that the web server sends its e-mails to, and the HTTP inbox through which
 * the test workers read them. Playwright 1.65 starts the webServer before the global setup; that
 * is fine because the server connects to SMTP only when it sends a mail, and it was told the
 * sink's fixed port (EMAIL_SERVER) in playwright.config.ts.
 * The returned function is the global teardown.
 */
export default async function globalSetup() {
  const sink = await startSmtpSink(ports.smtp)
  const inbox = await startInbox(sink, ports.inbox)
  return async () => {
    await inbox.close()
    await sink.close()
  }
}
