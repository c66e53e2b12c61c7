// negotiator 1.x ships no types, and @types/negotiator (0.6) lacks the `preferred` option: only what
// compression.ts uses.
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | undefined> })
    /** The client's most wanted of `available` (q-values first, then `preferred`'s order), if any. */
    encoding<T extends string>(available: readonly T[], options?: { preferred?: readonly T[] }): T | undefined
  }
}
