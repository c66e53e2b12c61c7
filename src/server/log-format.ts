import type { PrettyOptions } from 'pino-pretty'

export type LogFormat = 'json' | 'pretty'

/**
 * Readable lines in the dev server only, where a developer reads the log, sign-in codes included. `env` is
 * Vite's import.meta.env: undefined under tsx, MODE 'test' under Vitest.
 */
export function logFormat(env: { DEV?: boolean; MODE?: string } | undefined): LogFormat {
  return env?.DEV === true && env.MODE === 'development' ? 'pretty' : 'json'
}

/** Every message as written, so that the lines of an unsent e-mail stay lines. */
export const prettyLogOptions = {
  translateTime: 'SYS:HH:MM:ss',
  ignore: 'requestId,method,path,status,durationMs',
  messageFormat: '{msg}{if method} {method} {path} {status} in {durationMs} ms{end}',
  // Written at once, in order with Vite's own lines, and at once in the log of whoever follows it.
  sync: true,
} satisfies PrettyOptions
