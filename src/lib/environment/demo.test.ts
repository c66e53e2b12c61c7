import { describe, expect, it } from 'vitest'
import { parseDemoFlag } from './demo'

describe('parseDemoFlag', () => {
  it('is on for true only', () => {
    expect(parseDemoFlag('true')).toBe(true)
    expect(parseDemoFlag('1')).toBe(true)
    expect(parseDemoFlag(true)).toBe(true)
  })

  it('is off by default and for anything else', () => {
    for (const value of [undefined, '', 'false', '0', 'yes', 'TRUE ']) expect(parseDemoFlag(value)).toBe(false)
  })
})
