import type { QueryClient } from '@tanstack/react-query'
import { HeadContent, Outlet, Scripts, createRootRouteWithContext, useRouterState } from '@tanstack/react-router'
import { type ReactNode, Suspense, lazy, useEffect } from 'react'
import { I18nextProvider, useTranslation } from 'react-i18next'
import { appConfig } from '~/app.config'
import { RouteError } from '@/components/errors/route-error'
import { EnvironmentBanner } from '@/components/environment-banner'
import { NavigationProgress } from '@/components/navigation-progress'
import { documentTitle } from '@/components/page-title'
import { Toaster } from '@/components/ui/toaster'
import { DocumentOnlyScripts, HeadContentWithoutModules, useDocumentOnly } from '@/components/document/document-only'
import { beforeHydrationScript } from '@/components/document/before-hydration'
import { ScriptsAfterFirstPaint } from '@/components/document/scripts-after-first-paint'
import { PageNamespaces } from '@/features/shell/page-namespaces'
import { getAppContext } from '@/features/auth/app-context.functions'
import { isDemo } from '@/lib/environment/demo'
import { i18nForLanguage } from '@/features/shell/i18n-for-language'
import { fallbackLanguage, languageDirection, languageFontScale } from '@/lib/i18n/languages'
import { useCspNonce } from '@/lib/http/csp-nonce'
import { themeScript } from '@/lib/ui/theme'
import appCss from '@/styles/app.css?url'

// Only a read-only demo build ever opens the 'Demo Mode' dialog: other builds do not load it (with the
// dialog and drawer primitives, about 22 KB gzip that every page would otherwise load).
const DemoModeDialog = lazy(() =>
  import('@/components/demo/demo-mode-dialog').then((module) => ({ default: module.DemoModeDialog })),
)

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  beforeLoad: () => getAppContext(),
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
      // Mobile web app: installable, full screen from the home screen. theme-color is in RootDocument.
      { name: 'mobile-web-app-capable', content: 'yes' },
      { name: 'apple-mobile-web-app-capable', content: 'yes' },
      { name: 'apple-mobile-web-app-title', content: appConfig.name },
      { name: 'apple-mobile-web-app-status-bar-style', content: 'default' },
      { title: documentTitle() },
    ],
    links: [
      { rel: 'stylesheet', href: appCss },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      { rel: 'manifest', href: '/manifest.webmanifest' },
      { rel: 'apple-touch-icon', href: '/apple-touch-icon.png', sizes: '180x180' },
    ],
  }),
  shellComponent: RootShell,
  component: Outlet,
  errorComponent: RouteError,
})

function RootShell({ children }: { children: ReactNode }) {
  // The root context is missing only when the root itself failed to load.
  const language = useRouterState({ select: (state) => state.matches[0]?.context.language })
  return (
    <I18nextProvider i18n={i18nForLanguage(language ?? fallbackLanguage)}>
      <RootDocument>{children}</RootDocument>
    </I18nextProvider>
  )
}

function RootDocument({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation()
  const language = i18n.resolvedLanguage ?? i18n.language
  const nonce = useCspNonce()
  const documentOnly = useDocumentOnly()
  // A production server render asks for the application's modules after the first paint; the browser's
  // render and development (hot reload) keep the router's own tags.
  const modulesAfterFirstPaint = import.meta.env.SSR && import.meta.env.PROD
  useEffect(() => {
    // Lets tests (and scripts) know the page answers to clicks rather than to native form submits.
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <html
      lang={language}
      dir={languageDirection(language)}
      style={{ ['--font-scale' as string]: languageFontScale(language) }}
      suppressHydrationWarning
    >
      <head>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeScript }} />
        {/* A document-only page's forms post to the server: they need nothing before hydration. */}
        {documentOnly ? null : <script nonce={nonce} dangerouslySetInnerHTML={{ __html: beforeHydrationScript }} />}
        {documentOnly || modulesAfterFirstPaint ? <HeadContentWithoutModules /> : <HeadContent />}
        {/* Written here, not in head(): HeadContent keeps one meta per name, and the browser chrome needs one per colour scheme. */}
        <meta name="theme-color" content="#4f46e5" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#0c0f16" media="(prefers-color-scheme: dark)" />
      </head>
      <body>
        <EnvironmentBanner />
        <NavigationProgress />
        {children}
        <Toaster />
        {isDemo ? (
          <Suspense fallback={null}>
            <DemoModeDialog />
          </Suspense>
        ) : null}
        {documentOnly ? <DocumentOnlyScripts /> : modulesAfterFirstPaint ? <ScriptsAfterFirstPaint /> : <Scripts />}
        <PageNamespaces />
      </body>
    </html>
  )
}
