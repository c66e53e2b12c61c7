import { Writable } from 'node:stream'
import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import { REDACTED_PATHS } from '../log'
import { requestIdFor } from './request-logging'

describe('requestIdFor', () => {
  it('keeps an incoming id that looks like one', () => {
    expect(requestIdFor('01HZX3K5Q9W8E7R6T5Y4U3I2O1')).toBe('01HZX3K5Q9W8E7R6T5Y4U3I2O1')
    expect(requestIdFor('proxy-id.0123_abcd')).toBe('proxy-id.0123_abcd')
  })

  it('replaces a missing, short, long or unsafe id with a new UUID', () => {
    for (const incoming of [null, '', 'short', 'x'.repeat(129), 'bad id <script>', 'a\r\nset-cookie: x=1']) {
      expect(requestIdFor(incoming)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/)
    }
  })
})

describe('log redaction', () => {
  it('never writes cookies, credentials or codes', () => {
    let output = ''
    const sink = new Writable({ write: (chunk, _encoding, done) => ((output += String(chunk)), done()) })
    const logger = pino({ redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }, sink)
    logger.info({
      headers: { cookie: 'session=abc', authorization: 'Bearer tok', 'set-cookie': 'a=b' },
      req: { headers: { cookie: 'session=abc' } },
      body: { email: 'a@example.com', otp: '123456' },
      code: '654321',
      err: { params: ['session-token'] },
    })
    for (const secret of ['session=abc', 'Bearer tok', 'a=b', '123456', '654321', 'session-token'])
      expect(output).not.toContain(secret)
    expect(output).toContain('a@example.com')
  })
})
