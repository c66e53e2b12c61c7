import { readFileSync } from 'node:fs'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }
  hitCount?: number
  children?: number[]
}

interface Profile {
  nodes: ProfileNode[]
  startTime: number
  endTime: number
  samples?: number[]
  timeDeltas?: number[]
}

/** Where a frame's code comes from: a package name, a chunk of the server output, or a Node internal. */
function origin(url: string) {
  if (!url) return '(native)'
  if (url.startsWith('node:')) return url
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1]
  if (pkg) return pkg
  return url.replace(/^file:\/\/.*\/output\/server\//, 'server/')
}

/**
 * The self time of a .cpuprofile (node --cpu-prof), summed by function and by origin (package or
 * server chunk), as shares of the busy (non-idle) samples, plus the time per origin including callees.
 */
export function summariseCpuProfile(file: string, top = 25) {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const selfSamples = new Map<number, number>()
  for (const id of profile.samples ?? []) selfSamples.set(id, (selfSamples.get(id) ?? 0) + 1)
  const total = profile.samples?.length ?? 0

  // Shares are of the busy samples: an idle server (waiting for requests) is not a cost.
  let idle = 0
  for (const [id, count] of selfSamples) if (byId.get(id)!.callFrame.functionName === '(idle)') idle += count
  const busy = Math.max(1, total - idle)

  const byFunction = new Map<string, number>()
  const byOrigin = new Map<string, number>()
  for (const [id, count] of selfSamples) {
    const frame = byId.get(id)!.callFrame
    if (frame.functionName === '(idle)') continue
    const key = `${frame.functionName || '(anonymous)'} ${origin(frame.url)}:${frame.lineNumber + 1}`
    byFunction.set(key, (byFunction.get(key) ?? 0) + count)
    const from = frame.url ? origin(frame.url) : frame.functionName
    byOrigin.set(from, (byOrigin.get(from) ?? 0) + count)
  }

  // Inclusive samples per origin and per function: a sample counts once for each one on its stack.
  const parent = new Map<number, number>()
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)
  const inclusive = new Map<string, number>()
  const inclusiveFunctions = new Map<string, number>()
  for (const [id, count] of selfSamples) {
    if (byId.get(id)!.callFrame.functionName === '(idle)') continue
    const seen = new Set<string>()
    const seenFunctions = new Set<string>()
    for (let current: number | undefined = id; current !== undefined; current = parent.get(current)) {
      const frame = byId.get(current)!.callFrame
      if (!frame.url) continue
      seen.add(origin(frame.url))
      seenFunctions.add(`${frame.functionName || '(anonymous)'} ${origin(frame.url)}:${frame.lineNumber + 1}`)
    }
    for (const from of seen) inclusive.set(from, (inclusive.get(from) ?? 0) + count)
    for (const name of seenFunctions) inclusiveFunctions.set(name, (inclusiveFunctions.get(name) ?? 0) + count)
  }

  const share = (count: number) => `${((count / busy) * 100).toFixed(1)}%`
  const sorted = (map: Map<string, number>) => [...map].sort((a, b) => b[1] - a[1]).slice(0, top)
  return {
    seconds: (profile.endTime - profile.startTime) / 1e6,
    samples: total,
    idleShare: `${((idle / Math.max(1, total)) * 100).toFixed(1)}%`,
    selfByFunction: sorted(byFunction).map(([name, count]) => ({ name, share: share(count) })),
    selfByOrigin: sorted(byOrigin).map(([name, count]) => ({ name, share: share(count) })),
    inclusiveByOrigin: sorted(inclusive).map(([name, count]) => ({ name, share: share(count) })),
    inclusiveByFunction: sorted(inclusiveFunctions).map(([name, count]) => ({ name, share: share(count) })),
  }
}
