import { createHash } from 'node:crypto'

// React escapes "<" in text and attributes, so in rendered HTML "<script" only ever opens a script element, and a
// script's text cannot hold "</script>".
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi

/**
 * The CSP hashes ('sha256-...') of every inline script of `html`, or undefined when it loads a script file: under
 * 'strict-dynamic' a file needs the nonce, so such a page cannot be allowed by hashes.
 */
export function inlineScriptHashes(html: string): string[] | undefined {
  const hashes = new Set<string>()
  for (const [, attributes = '', source = ''] of html.matchAll(SCRIPT)) {
    if (/\ssrc\s*=/i.test(attributes)) return undefined
    hashes.add(`sha256-${createHash('sha256').update(source).digest('base64')}`)
  }
  return [...hashes]
}
