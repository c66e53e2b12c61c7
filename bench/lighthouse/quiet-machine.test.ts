import { describe, expect, it } from 'vitest'
import { busyShare } from './quiet-machine'

const times = (busy: number, idle: number) => ({ user: busy, nice: 0, sys: 0, irq: 0, idle })

describe('busyShare', () => {
  it('is the busy share of all cores between two readings', () => {
    // Core 0: 300 ms busy, 700 idle; core 1: 100 busy, 900 idle.
    expect(busyShare([times(1_000, 5_000), times(2_000, 4_000)], [times(1_300, 5_700), times(2_100, 4_900)])).toBe(0.2)
  })

  it('counts nice, system and interrupt time as busy', () => {
    const before = [{ user: 0, nice: 0, sys: 0, irq: 0, idle: 0 }]
    const after = [{ user: 100, nice: 100, sys: 100, irq: 100, idle: 600 }]
    expect(busyShare(before, after)).toBe(0.4)
  })

  it('is 0 when no time passed', () => {
    expect(busyShare([times(5, 5)], [times(5, 5)])).toBe(0)
  })
})
