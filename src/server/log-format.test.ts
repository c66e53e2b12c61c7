import { Writable } from 'node:stream'
import { pino } from 'pino'
import pretty from 'pino-pretty'
import { describe, expect, it } from 'vitest'
import { unsentEmailMessage } from './email/transport'
import { signInCodeEmail } from './email/templates/sign-in-code'
import { type LogFormat, logFormat, prettyLogOptions } from './log-format'

/** What a logger in `format` writes for `write`. */
function written(format: LogFormat, write: (logger: pino.Logger) => void) {
  let output = ''
  const sink = new Writable({ write: (chunk, _encoding, done) => ((output += String(chunk)), done()) })
  write(
    pino(
      { base: undefined },
      format === 'pretty' ? pretty({ ...prettyLogOptions, colorize: false, destination: sink }) : sink,
    ),
  )
  return output
}

const email = signInCodeEmail({ to: 'ada@example.com', code: '493340', language: 'en', expiresInSeconds: 300 })
const logUnsentEmail = (logger: pino.Logger) =>
  logger.info({ to: email.to, subject: email.subject }, unsentEmailMessage(email))

describe('logFormat', () => {
  it('is readable lines in the dev server only', () => {
    expect(logFormat({ DEV: true, MODE: 'development' })).toBe('pretty')
  })

  it('is JSON lines in a production build, under Vitest and in tsx scripts', () => {
    expect(logFormat({ DEV: false, MODE: 'production' })).toBe('json')
    expect(logFormat({ DEV: true, MODE: 'test' })).toBe('json')
    expect(logFormat(undefined)).toBe('json')
  })
})

describe('the dev server log', () => {
  it('shows the code of an unsent e-mail on a line of its own, with the address', () => {
    const lines = written('pretty', logUnsentEmail).split('\n')
    expect(lines).toContain('  ➜  Code for ada@example.com: 493340')
    // The e-mail's own lines follow, as written.
    expect(lines).toContain('It expires in 5 minutes and can be used once.')
  })

  it('shows a request on one line', () => {
    const output = written('pretty', (logger) =>
      logger.info({ requestId: 'r-12345678', method: 'GET', path: '/app', status: 200, durationMs: 12 }, 'Request'),
    )
    expect(output).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: Request GET \/app 200 in 12 ms\n$/)
  })
})

describe('the production log', () => {
  it('is one JSON object per line, the e-mail text inside its message', () => {
    const lines = written('json', logUnsentEmail).trimEnd().split('\n')
    expect(lines).toHaveLength(1)
    const entry = JSON.parse(lines[0]!) as { msg: string; to: string }
    expect(entry.to).toBe('ada@example.com')
    expect(entry.msg.split('\n')).toContain('  ➜  Code for ada@example.com: 493340')
  })
})
