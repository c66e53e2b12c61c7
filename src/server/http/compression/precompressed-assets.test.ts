import { describe, expect, it } from 'vitest'
import { varyPrecompressedAsset } from './precompressed-assets'

const asset = (status: number, headers: Record<string, string> = {}) =>
  new Response(status === 304 ? null : 'export {}', { status, headers })

describe('varyPrecompressedAsset', () => {
  it('says that a built file varies by Accept-Encoding when Nitro did not (a client that named no encoding)', () => {
    for (const status of [200, 304]) {
      const response = asset(status, { 'content-type': 'text/javascript' })
      varyPrecompressedAsset('/assets/initial-CYMt_hOI.js', response)
      expect(response.headers.get('vary')).toBe('Accept-Encoding')
    }
  })

  it('keeps the Vary Nitro already set, without naming Accept-Encoding twice', () => {
    const response = asset(200, { vary: 'Accept-Encoding' })
    varyPrecompressedAsset('/assets/initial-CYMt_hOI.js', response)
    expect(response.headers.get('vary')).toBe('Accept-Encoding')
  })

  it('leaves answers other than a built file alone', () => {
    const page = asset(200, { 'content-type': 'text/html' })
    varyPrecompressedAsset('/login', page)
    expect(page.headers.has('vary')).toBe(false)
    const missing = asset(404)
    varyPrecompressedAsset('/assets/missing.js', missing)
    expect(missing.headers.has('vary')).toBe(false)
  })
})
