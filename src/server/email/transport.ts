import nodemailer, { type Transporter } from 'nodemailer'
import { serverConfig } from '../config'
import { log } from '../log'

export interface OutgoingEmail {
  to: string
  subject: string
  html: string
  text: string
}

let transporter: Transporter | undefined

/** Sends over SMTP when EMAIL_SERVER is set; otherwise prints the e-mail to the server log. */
export async function sendEmail(email: OutgoingEmail) {
  const { server, from } = serverConfig().email
  if (!server) {
    log.info({ to: email.to, subject: email.subject }, `E-mail not sent (no EMAIL_SERVER):\n${email.text}`)
    return
  }
  transporter ??= nodemailer.createTransport(server)
  await transporter.sendMail({ from, ...email })
}
