import { type AnyRouter, Asset, useRouter, useRouterState, useTags } from '@tanstack/react-router'
import { documentScriptSource } from './document-script'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** In a production build the document loads only the small document script. Covers the route's children. */
    documentOnly?: boolean
  }
}

const isDocumentOnlyRender = import.meta.env.SSR && import.meta.env.PROD

const isDocumentOnlyPage = (router: AnyRouter) =>
  router.state.matches.some((match) => match.staticData.documentOnly === true)

/**
 * A document-only page loads no application script, so the router's state is of no use to it: the server render
 * turns hydration off instead of serialising that state (the route manifest, the matches, the query cache) into the
 * page.
 */
export function skipDehydrationOfDocumentOnlyPages(router: AnyRouter) {
  if (!isDocumentOnlyRender) return
  router.serverSsrLifecycle = {
    ...router.serverSsrLifecycle,
    onServerSsrAttach: [
      ...(router.serverSsrLifecycle?.onServerSsrAttach ?? []),
      (serverSsr) => {
        const dehydrate = serverSsr.dehydrate
        serverSsr.dehydrate = async (options) =>
          isDocumentOnlyPage(router) ? serverSsr.disableHydration() : dehydrate(options)
      },
    ],
  }
}

/** Always false in the browser and in development (hot reload). */
export function useDocumentOnly() {
  const documentOnly = useRouterState({
    select: (state) => state.matches.some((match) => match.staticData.documentOnly === true),
  })
  return isDocumentOnlyRender && documentOnly
}

export function HeadContentWithoutModules() {
  const tags = useTags()
  const nonce = useRouter().options.ssr?.nonce
  return tags
    .filter((tag) => !(tag.tag === 'link' && tag.attrs?.rel === 'modulepreload'))
    .map((tag) => <Asset {...tag} key={`tsr-meta-${JSON.stringify(tag)}`} nonce={nonce} />)
}

/** The document script's source is read in the server render only, so the browser bundle leaves it out. */
export function DocumentOnlyScripts() {
  const nonce = useRouter().options.ssr?.nonce
  return (
    <script nonce={nonce} dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? documentScriptSource() : '' }} />
  )
}
