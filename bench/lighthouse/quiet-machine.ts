import { cpus } from 'node:os'

type CpuTimes = ReturnType<typeof cpus>[number]['times']

/** The share (0 to 1) of all cores' time spent busy between two readings of `os.cpus()`. */
export function busyShare(before: CpuTimes[], after: CpuTimes[]): number {
  let busy = 0
  let total = 0
  after.forEach((times, core) => {
    const start = before[core]
    if (!start) return
    const elapsed = (key: keyof CpuTimes) => times[key] - start[key]
    const all = elapsed('user') + elapsed('nice') + elapsed('sys') + elapsed('irq') + elapsed('idle')
    busy += all - elapsed('idle')
    total += all
  })
  return total > 0 ? busy / total : 0
}

const readTimes = () => cpus().map((cpu) => cpu.times)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Lighthouse times the main thread: work left by whatever ran just before (a test suite, a build) lengthens the
 * tasks it sees. Waits until the cores were busy less than a quarter of the time over two seconds, or two minutes
 * have passed. The CPU's own counters, not the load average: that one trails the machine by about a minute after a
 * suite ends.
 */
export async function waitForQuietMachine(report: (busy: number) => void) {
  const deadline = Date.now() + 120_000
  let reported = false
  for (;;) {
    const before = readTimes()
    await sleep(2_000)
    const busy = busyShare(before, readTimes())
    if (busy < 0.25 || Date.now() >= deadline) return busy
    if (!reported) report(busy)
    reported = true
  }
}
