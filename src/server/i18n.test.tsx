import type { AsyncLocalStorage } from 'node:async_hooks'
import type { i18n } from 'i18next'
import { Suspense, use } from 'react'
import { renderToReadableStream } from 'react-dom/server'
import { I18nextProvider, useTranslation } from 'react-i18next'
import { describe, expect, it, vi } from 'vitest'
import { namespacesUsedByRequest, requestI18n, serverI18n } from './i18n'

const requests = vi.hoisted(() => {
  // The test files of a worker share its modules (vitest.config.ts): those that import the mocked ones load afresh.
  vi.resetModules()
  return { context: undefined as unknown as AsyncLocalStorage<object> }
})

vi.mock('@tanstack/react-start', async (importOriginal) => {
  const { AsyncLocalStorage } = await import('node:async_hooks')
  requests.context = new AsyncLocalStorage<object>()
  return {
    ...(await importOriginal<Record<string, unknown>>()),
    // Like TanStack Start's: one context per request, and an error outside a request.
    getGlobalStartContext: () => {
      const context = requests.context.getStore()
      if (!context) throw new Error('No Start context found')
      return context
    },
  }
})

function Text({ k, ns }: { k: string; ns: string }) {
  const { t } = useTranslation(ns)
  return <p>{t(k)}</p>
}

function Later({ k, ns, ready }: { k: string; ns: string; ready: Promise<void> }) {
  use(ready)
  return <Text k={k} ns={ns} />
}

interface Page {
  language: string
  first: [ns: string, key: string]
  later: [ns: string, key: string]
  ready: Promise<void>
}

/** A request rendering a page whose second part waits, so that two requests' renders interleave. */
function renderRequest({ language, first, later, ready }: Page) {
  return requests.context.run({}, async () => {
    const stream = await renderToReadableStream(
      <I18nextProvider i18n={requestI18n(language)}>
        <Text ns={first[0]} k={first[1]} />
        <Suspense fallback={null}>
          <Later ns={later[0]} k={later[1]} ready={ready} />
        </Suspense>
      </I18nextProvider>,
    )
    const used = namespacesUsedByRequest()
    const html = await new Response(stream).text()
    return { html, used: used() }
  })
}

function deferred() {
  let resolve = () => {}
  const promise = new Promise<void>((done) => (resolve = done))
  return { promise, resolve }
}

/** What a request could have left on a shared instance: namespaces recorded, and listeners. */
function leftovers(instance: i18n) {
  const { observers } = instance as unknown as { observers: Record<string, Map<unknown, number>> }
  return {
    namespaces: instance.reportNamespaces?.getUsedNamespaces(),
    listeners: Object.fromEntries(Object.entries(observers).map(([event, map]) => [event, map.size])),
  }
}

describe('requestI18n', () => {
  it('records, per request, only the namespaces that request used, and leaves the shared instances as they were', async () => {
    const english = serverI18n('en')
    const french = serverI18n('fr')
    const before = { en: leftovers(english), fr: leftovers(french) }
    const englishReady = deferred()
    const frenchReady = deferred()

    const englishPage = renderRequest({
      language: 'en',
      first: ['auth', 'login.pageTitle'],
      later: ['account', 'title'],
      ready: englishReady.promise,
    })
    const frenchPage = renderRequest({
      language: 'fr',
      first: ['layout', 'skipToContent'],
      later: ['user', 'title'],
      ready: frenchReady.promise,
    })
    frenchReady.resolve()
    await new Promise((resolve) => setTimeout(resolve, 10))
    englishReady.resolve()

    const [en, fr] = await Promise.all([englishPage, frenchPage])
    expect(en.html).toContain('Login')
    expect(en.html).toContain('Account')
    expect(en.used.sort()).toEqual(['account', 'auth'])
    expect(fr.html).toContain('Aller au contenu principal')
    expect(fr.html).toContain('Utilisateurs')
    expect(fr.used.sort()).toEqual(['layout', 'user'])
    expect({ en: leftovers(english), fr: leftovers(french) }).toEqual(before)
  })

  it('gives a request that changes language the instance of its new language, recording afresh', () => {
    requests.context.run({}, () => {
      requestI18n('en').reportNamespaces?.addUsedNamespaces(['auth'])
      expect(requestI18n('en').t('auth:login.pageTitle')).toBe('Login')
      const french = requestI18n('fr')
      expect(french.language).toBe('fr')
      expect(french.t('auth:login.pageTitle')).toBe('Connexion')
      french.reportNamespaces?.addUsedNamespaces(['user'])
      expect(namespacesUsedByRequest()()).toEqual(['user'])
    })
  })

  it('is the shared instance outside a request', () => {
    expect(requestI18n('fr')).toBe(serverI18n('fr'))
    expect(namespacesUsedByRequest()()).toEqual([])
  })
})
