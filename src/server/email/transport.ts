import nodemailer, { type Transporter } from 'nodemailer'
import type { ServerConfig } from '../config'
import { log } from '../log'

export interface OutgoingEmail {
  to: string
  subject: string
  html: string
  text: string
}

const transporters = new Map<string, Transporter>()

/** Sends over SMTP when EMAIL_SERVER is set; otherwise prints the e-mail to the server log. */
export async function sendEmail(email: OutgoingEmail, { server, from }: ServerConfig['email']) {
  if (!server) {
    log.info({ to: email.to, subject: email.subject }, `E-mail not sent (no EMAIL_SERVER):\n${email.text}`)
    return
  }
  let transporter = transporters.get(server)
  if (!transporter) {
    transporter = nodemailer.createTransport(server)
    transporters.set(server, transporter)
  }
  await transporter.sendMail({ from, ...email })
}
