import type { QueryClient } from '@tanstack/react-query'
import { HeadContent, Outlet, Scripts, createRootRouteWithContext, useRouterState } from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { I18nextProvider, useTranslation } from 'react-i18next'
import { appConfig } from '~/app.config'
import { ErrorPage } from '@/components/errors/error-page'
import { Toaster } from '@/components/ui/toaster'
import { getAppContext } from '@/features/auth/app-context.functions'
import { i18nForLanguage } from '@/lib/i18n/i18n-for-language'
import { fallbackLanguage, languageDirection, languageFontScale } from '@/lib/i18n/languages'
import { themeScript } from '@/lib/theme'
import appCss from '@/styles/app.css?url'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  beforeLoad: () => getAppContext(),
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
      { name: 'theme-color', content: '#4f46e5' },
      { title: appConfig.name },
    ],
    links: [
      { rel: 'stylesheet', href: appCss },
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
    ],
  }),
  shellComponent: RootShell,
  component: Outlet,
  errorComponent: () => <ErrorPage status={500} />,
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
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
        <HeadContent />
      </head>
      <body>
        {children}
        <Toaster />
        <Scripts />
      </body>
    </html>
  )
}
