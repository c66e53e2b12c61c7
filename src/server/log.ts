import { AsyncLocalStorage } from 'node:async_hooks'
import { type DestinationStream, pino } from 'pino'
import { logFormat, prettyLogOptions } from './log-format'

export const requestContext = new AsyncLocalStorage<{ requestId: string }>()

/**
 * Wherever they appear in a logged object. (With no EMAIL_SERVER the e-mail text, code included, is printed
 * on purpose.)
 */
export const REDACTED_PATHS = [
  'headers.cookie',
  'headers.authorization',
  'headers["set-cookie"]',
  '*.headers.cookie',
  '*.headers.authorization',
  '*.headers["set-cookie"]',
  'cookie',
  'authorization',
  '["set-cookie"]',
  'otp',
  'code',
  '*.otp',
  '*.code',
  'password',
  '*.password',
  'token',
  '*.token',
  'secret',
  'params',
  '*.params',
  '*.secret',
]

async function logDestination(): Promise<DestinationStream | undefined> {
  // DEV is the constant false in a production build: the bundler drops the rest, and pino-pretty with it.
  if (!import.meta.env?.DEV || logFormat(import.meta.env) !== 'pretty') return undefined
  const { default: pretty } = await import('pino-pretty')
  return pretty(prettyLogOptions)
}

export const log = pino(
  {
    level: process.env.LOG_LEVEL ?? 'info',
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    mixin() {
      const requestId = requestContext.getStore()?.requestId
      return requestId ? { requestId } : {}
    },
  },
  await logDestination(),
)
