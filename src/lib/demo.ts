/** Only 'true' (or '1') turns the demo on. */
export function parseDemoFlag(value: unknown): boolean {
  return value === true || value === 'true' || value === '1'
}

/** A public read-only demo build: the server refuses the mutations, the browser explains in a dialog. */
export const isDemo = parseDemoFlag(import.meta.env?.VITE_IS_DEMO)
