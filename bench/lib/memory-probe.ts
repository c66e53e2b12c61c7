/**
 * Preloaded into the server under test by `npm run bench -- --memory-detail`
 * (node --expose-gc --import <this file>): on SIGUSR2 it writes the process's memory breakdown,
 * before and after a full garbage collection, to the file named by BENCH_MEMORY_PROBE_FILE.
 * That tells memory the program holds (heap after GC) from garbage not yet collected, and from
 * memory outside the JavaScript heap (native code, wasm, buffers). Run by Node itself: node: imports only.
 */
import { writeFileSync } from 'node:fs'
import { getHeapSpaceStatistics } from 'node:v8'

const file = process.env.BENCH_MEMORY_PROBE_FILE
const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10

function snapshot() {
  const usage = process.memoryUsage()
  return {
    rssMb: mb(usage.rss),
    heapTotalMb: mb(usage.heapTotal),
    heapUsedMb: mb(usage.heapUsed),
    externalMb: mb(usage.external),
    arrayBuffersMb: mb(usage.arrayBuffers),
    heapSpacesMb: Object.fromEntries(
      getHeapSpaceStatistics().map((space) => [space.space_name, mb(space.space_used_size)]),
    ),
  }
}

if (file) {
  process.on('SIGUSR2', () => {
    const before = snapshot()
    const gc = (globalThis as { gc?: () => void }).gc
    gc?.()
    const afterGc = gc ? snapshot() : undefined
    writeFileSync(file, JSON.stringify({ before, afterGc }))
  })
}
