import { Asset, useRouter, useTags } from '@tanstack/react-router'
import { composeSsrBodyScripts, getSsrBodyScriptParts } from '@tanstack/router-core'

/**
 * Requests the page's modules once the browser reports the page's first contentful paint: each module preload,
 * then each entry. A hidden page (a tab opened in the background) paints nothing, so it starts at once; a
 * browser without paint timing starts after its next frame. Sent as its own source text: it must not use
 * anything from outside its body.
 */
function loadAfterFirstPaint(modules: { preloads: string[]; entries: string[] }) {
  const nonce = document.currentScript?.nonce ?? ''
  document.currentScript?.remove()
  let started = false
  const load = () => {
    if (started) return
    started = true
    const tags = document.createDocumentFragment()
    for (const href of modules.preloads) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      link.nonce = nonce
      tags.append(link)
    }
    for (const src of modules.entries) {
      const script = document.createElement('script')
      script.type = 'module'
      script.src = src
      script.nonce = nonce
      tags.append(script)
    }
    document.head.append(tags)
  }
  if (document.visibilityState === 'hidden') {
    load()
  } else if (PerformanceObserver.supportedEntryTypes.includes('paint')) {
    new PerformanceObserver((entries, observer) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      load()
    }).observe({ type: 'paint', buffered: true })
    // Should no contentful paint ever be reported, the page still starts.
    setTimeout(load, 3000)
  } else {
    requestAnimationFrame(() => setTimeout(load))
  }
}

/**
 * The end of a hydrating page's body in a production server render: the router's scripts, its application
 * entry replaced by a script that requests the modules after the first paint (decision 034). The head then
 * holds no module preload: a phone's first paint waits for the HTML and the stylesheet only, instead of
 * sharing the connection with ~150 KB of JavaScript it does not need to show the page.
 */
export function ScriptsAfterFirstPaint() {
  const router = useRouter()
  const tags = useTags()
  const nonce = router.options.ssr?.nonce
  const [routeScripts, manifestScripts] = getSsrBodyScriptParts(router.stores.matches.get(), router.ssr?.manifest, nonce, {
    suppressHydrationWarning: true,
  })
  const modules = {
    preloads: tags.flatMap((tag) => (tag.tag === 'link' && tag.attrs?.rel === 'modulepreload' ? [String(tag.attrs.href)] : [])),
    entries: manifestScripts.flatMap((script) => (typeof script.attrs?.src === 'string' ? [script.attrs.src] : [])),
  }
  const loader = { tag: 'script' as const, attrs: { nonce }, children: `(${loadAfterFirstPaint.toString()})(${JSON.stringify(modules)})` }
  const scripts = composeSsrBodyScripts([routeScripts, [loader]], router.serverSsr?.takeInitialHydrationScriptTags())
  return scripts.map((script, index) => <Asset {...script} key={`tsr-scripts-${script.tag}-${index}`} />)
}
