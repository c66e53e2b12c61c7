/** A pretend network call, so pending states (spinners, locked dialogs) can be seen. */
export function wait(ms: number) {
  return new Promise<void>((resolve) => setTimeout(resolve, ms))
}
