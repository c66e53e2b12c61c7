import { z } from 'zod'

/**
 * The pages' Content-Security-Policy allows no eval (no 'unsafe-eval'). Left alone, zod probes for it with
 * `new Function('')` when the first object schema is built, to compile faster parsers: in the browser the probe
 * is refused, and Chromium reports a CSP violation on every page. Imported first by the client entry, before any
 * module builds a schema; the server (no CSP applies to Node) keeps the compiled parsers.
 */
z.config({ jitless: true })
