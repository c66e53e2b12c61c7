/** Only 'true' (or '1') turns the demo on. */
export function parseDemoFlag(value: unknown): boolean {
  return value === true || value === 'true' || value === '1'
}

/** A public read-only demo build: the server refuses the mutations, the browser explains in a dialog. */
export const isDemo = parseDemoFlag(import.meta.env?.VITE_IS_DEMO)

/** The server's refusal of a write in the demo: its key from a server function, its code from /api/auth. */
export const DEMO_REFUSED_MESSAGE = 'demo:refused'
export const DEMO_MODE_CODE = 'DEMO_MODE'
