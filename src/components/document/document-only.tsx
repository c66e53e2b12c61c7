import { Asset, useRouter, useRouterState, useTags } from '@tanstack/react-router'
import { composeSsrBodyScripts, getSsrBodyScriptParts } from '@tanstack/router-core'
import { documentScriptSource } from './document-script'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** In a production build the document loads only the small document script. Covers the route's children. */
    documentOnly?: boolean
  }
}

/** Always false in the browser and in development (hot reload). */
export function useDocumentOnly() {
  const documentOnly = useRouterState({
    select: (state) => state.matches.some((match) => match.staticData.documentOnly === true),
  })
  return import.meta.env.SSR && import.meta.env.PROD && documentOnly
}

export function HeadContentWithoutModules() {
  const tags = useTags()
  const nonce = useRouter().options.ssr?.nonce
  return tags
    .filter((tag) => !(tag.tag === 'link' && tag.attrs?.rel === 'modulepreload'))
    .map((tag) => <Asset {...tag} key={`tsr-meta-${JSON.stringify(tag)}`} nonce={nonce} />)
}

/** Keeps the bootstrap of the router's streamed state, whose later inline parts would otherwise fail. */
function ScriptsWithoutModules() {
  const router = useRouter()
  const nonce = router.options.ssr?.nonce
  const [routeScripts] = getSsrBodyScriptParts(router.stores.matches.get(), undefined, nonce, {
    suppressHydrationWarning: true,
  })
  const scripts = composeSsrBodyScripts([routeScripts, []], router.serverSsr?.takeInitialHydrationScriptTags())
  return scripts.map((script, index) => <Asset {...script} key={`tsr-scripts-${script.tag}-${index}`} />)
}

/** The document script's source is read in the server render only, so the browser bundle leaves it out. */
export function DocumentOnlyScripts() {
  const nonce = useRouter().options.ssr?.nonce
  return (
    <>
      <ScriptsWithoutModules />
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? documentScriptSource() : '' }} />
    </>
  )
}
