import type { PrettyOptions } from 'pino-pretty'

export type LogFormat = 'json' | 'pretty'

/**
 * Readable lines in the dev server (npm run dev) only, where a developer reads the log, sign-in codes included;
 * everywhere else (production builds, tests, tsx scripts) JSON lines. `env` is Vite's import.meta.env: undefined
 * under tsx, DEV false in a production build, MODE 'test' under Vitest.
 */
export function logFormat(env: { DEV?: boolean; MODE?: string } | undefined): LogFormat {
  return env?.DEV === true && env.MODE === 'development' ? 'pretty' : 'json'
}

/**
 * pino-pretty in the dev server: the time of day, a request on one line (method, path, status, duration), and
 * every message as written, so that the lines of an unsent e-mail (its code on one of its own) stay lines.
 */
export const prettyLogOptions = {
  translateTime: 'SYS:HH:MM:ss',
  ignore: 'requestId,method,path,status,durationMs',
  messageFormat: '{msg}{if method} {method} {path} {status} in {durationMs} ms{end}',
  // Written at once, in order with Vite's own lines, and at once in the log of whoever follows it.
  sync: true,
} satisfies PrettyOptions
