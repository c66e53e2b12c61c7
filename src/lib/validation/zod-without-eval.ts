import { z } from 'zod'

/**
 * The pages' CSP allows no eval. Left alone, zod probes for it with `new Function('')` to compile faster parsers,
 * and Chromium reports a CSP violation on every page. Imported first by the client entry, before any schema is
 * built; the server keeps the compiled parsers.
 */
z.config({ jitless: true })
