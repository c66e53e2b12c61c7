import { Asset, useRouter, useTags } from '@tanstack/react-router'
import { composeSsrBodyScripts, getSsrBodyScriptParts } from '@tanstack/router-core'

/** Sent as its own source text: it must not use anything from outside its body. */
function loadAfterFirstPaint(modules: { preloads: string[]; entries: string[] }) {
  const nonce = document.currentScript?.nonce ?? ''
  document.currentScript?.remove()
  const preload = (href: string) => {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    link.nonce = nonce
    document.head.append(link)
  }
  const start = (src: string) => {
    const script = document.createElement('script')
    script.type = 'module'
    script.src = src
    script.nonce = nonce
    document.head.append(script)
  }
  const requests = [
    ...modules.preloads.map((href) => () => preload(href)),
    ...modules.entries.map((src) => () => start(src)),
  ]
  const loadAll = () => {
    for (const request of requests.splice(0)) request()
  }
  // One request per task: all of them in one task blocked a slow phone for longer than 50 ms. A hidden page's
  // timers are slowed to one a second: it takes the rest at once.
  const loadOneByOne = () => {
    if (document.visibilityState === 'hidden') return loadAll()
    requests.shift()?.()
    if (requests.length > 0) setTimeout(loadOneByOne)
  }
  // A task queued from a requestAnimationFrame callback runs once that frame is painted.
  if (document.visibilityState === 'hidden') loadAll()
  else requestAnimationFrame(() => setTimeout(loadOneByOne))
}

/**
 * The head holds no module preload: a phone's first paint waits for the HTML and the stylesheet only,
 * instead of sharing the connection with ~150 KB of JavaScript it does not need to show the page.
 */
export function ScriptsAfterFirstPaint() {
  const router = useRouter()
  const tags = useTags()
  const nonce = router.options.ssr?.nonce
  const [routeScripts, manifestScripts] = getSsrBodyScriptParts(
    router.stores.matches.get(),
    router.ssr?.manifest,
    nonce,
    {
      suppressHydrationWarning: true,
    },
  )
  const modules = {
    preloads: tags.flatMap((tag) =>
      tag.tag === 'link' && tag.attrs?.rel === 'modulepreload' ? [String(tag.attrs.href)] : [],
    ),
    entries: manifestScripts.flatMap((script) => (typeof script.attrs?.src === 'string' ? [script.attrs.src] : [])),
  }
  const loader = {
    tag: 'script' as const,
    attrs: { nonce },
    children: `(${loadAfterFirstPaint.toString()})(${JSON.stringify(modules)})`,
  }
  const scripts = composeSsrBodyScripts([routeScripts, [loader]], router.serverSsr?.takeInitialHydrationScriptTags())
  return scripts.map((script, index) => <Asset {...script} key={`tsr-scripts-${script.tag}-${index}`} />)
}
