// negotiator 1.x ships no types, and @types/negotiator (0.6) lacks the `preferred` option.
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | undefined> })
    /** q-values first, then `preferred`'s order. */
    encoding<T extends string>(available: readonly T[], options?: { preferred?: readonly T[] }): T | undefined
  }
}
