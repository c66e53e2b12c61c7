import { describe, expect, it } from 'vitest'
import { parseLighthouseArgs, usage } from './args'

describe('parseLighthouseArgs', () => {
  it('runs every page 3 times by default', () => {
    expect(parseLighthouseArgs([])).toMatchObject({ runs: 3, port: 3400, build: '.output' })
    expect(usage).toMatch(/--runs <n> .*\n.*\(default 3\)/)
  })

  it('takes another number of runs, one at least', () => {
    expect(parseLighthouseArgs(['--runs', '5'])?.runs).toBe(5)
    expect(() => parseLighthouseArgs(['--runs', '0'])).toThrow('--runs must be a whole number >= 1, got 0')
  })

  it('asks for the usage only with --help', () => {
    expect(parseLighthouseArgs(['--help'])).toBeUndefined()
  })
})
