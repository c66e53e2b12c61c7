/** Reads the VITE_IS_DEMO build flag: only 'true' (or '1') turns the demo on; anything else leaves it off. */
export function parseDemoFlag(value: unknown): boolean {
  return value === true || value === 'true' || value === '1'
}

/**
 * Whether this is a public read-only demo build (VITE_IS_DEMO=true at build time, default false).
 * The server refuses the mutations (src/server/http/server-functions/demo-refusal.ts, src/server/auth/handler.ts) and
 * the browser answers a refusal with the 'Demo Mode' dialog (src/components/demo).
 */
export const isDemo = parseDemoFlag(import.meta.env?.VITE_IS_DEMO)
