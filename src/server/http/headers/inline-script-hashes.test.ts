import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { inlineScriptHashes } from './inline-script-hashes'

const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`

describe('inlineScriptHashes', () => {
  it('hashes the exact text of each inline script, once per distinct script', () => {
    const html =
      '<head><script nonce="n">document.documentElement.dataset.theme = "dark"</script></head>' +
      '<body><p>&lt;script&gt;not a script&lt;/script&gt;</p><script type="module" nonce="n">\n  start()\n</script>' +
      '<script nonce="n">start()</script><script>start()</script></body>'
    expect(inlineScriptHashes(html)).toEqual([
      sha256('document.documentElement.dataset.theme = "dark"'),
      sha256('\n  start()\n'),
      sha256('start()'),
    ])
  })

  it('refuses a page that loads a script file: only a nonce can allow it', () => {
    expect(
      inlineScriptHashes('<script nonce="n">a()</script><script type="module" src="/assets/app.js"></script>'),
    ).toBe(undefined)
  })

  it('gives no hash for a page without scripts', () => {
    expect(inlineScriptHashes('<main><h1>Sign in</h1></main>')).toEqual([])
  })
})
