import { useCspNonce } from '@/lib/http/csp-nonce'
import { PAGE_NAMESPACES_ID, usedPageNamespaces } from './i18n-for-language'

/**
 * The translation namespaces the page used, as data (a script the browser does not run), for the browser to load
 * before it hydrates. It must be the document's last element: everything before it has rendered, and used its texts.
 */
export function PageNamespaces() {
  const json = JSON.stringify(usedPageNamespaces()).replaceAll('<', '\\u003c')
  // Not run, but like every script of the page it carries the nonce (or, cached, is among the hashes).
  const nonce = useCspNonce()
  return (
    <script
      type="application/json"
      id={PAGE_NAMESPACES_ID}
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  )
}
