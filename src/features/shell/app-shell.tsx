import { Outlet, useMatches, useRouteContext } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { MainLandmark } from '@/components/main-landmark'
import { cn } from '@/lib/ui/cn'
import { useCspNonce } from '@/lib/http/csp-nonce'
import { BrandLink } from './brand-link'
import { ImpersonationBanner } from './impersonation-banner'
import { MobileNav } from './mobile-nav'
import { PasskeySuggestion } from './passkey-suggestion'
import { StepUpPrompt } from './step-up-prompt'
import { type Area, navigationFor } from './navigation'
import { Sidebar } from './sidebar'
import { sidebarStateScript, useIsServerRender, useSidebarCollapsed } from './sidebar-state'

export const mainContentId = 'main-content'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** A page in the desktop-only layout: on a phone it takes the whole screen, with its own back button. */
    fullScreenOnPhone?: boolean
  }
}

/**
 * A component of its own: React re-renders synchronously every useSyncExternalStore whose snapshot changed
 * while hydrating, and here that is this element alone rather than the whole page, which blocked a phone's
 * main thread for hundreds of milliseconds.
 */
function SidebarStateScript() {
  const serverRender = useIsServerRender()
  const nonce = useCspNonce()
  return serverRender ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: sidebarStateScript }} /> : null
}

/** Pages bring their own title and padding through PageLayout. */
export function AppShell({ area }: { area: Area }) {
  const { t } = useTranslation('layout')
  // The area's guard guarantees a session; it is briefly gone while signing out.
  const session = useRouteContext({ from: '__root__', select: (context) => context.session })
  const [collapsed, setCollapsed] = useSidebarCollapsed()
  const groups = navigationFor(area, { useManager: session?.can.useManager ?? false })
  const user = session?.user
  const fullScreenOnPhone = useMatches({
    select: (matches) => matches.some((match) => match.staticData.fullScreenOnPhone),
  })

  return (
    <div
      className="group/shell flex min-h-dvh"
      data-sidebar={collapsed ? 'collapsed' : 'expanded'}
      // sidebarStateScript may set data-sidebar before React hydrates.
      suppressHydrationWarning
    >
      <SidebarStateScript />
      <a
        href={`#${mainContentId}`}
        className="sr-only rounded-lg bg-primary px-4 py-2 text-sm font-medium text-primary-foreground focus:not-sr-only focus:fixed focus:start-3 focus:top-3 focus:z-50"
      >
        {t('skipToContent')}
      </a>

      <Sidebar area={area} groups={groups} user={user} collapsed={collapsed} onCollapsedChange={setCollapsed} />

      <div className="flex min-w-0 flex-1 flex-col">
        <ImpersonationBanner />
        <PasskeySuggestion />
        <StepUpPrompt />
        <header
          className={cn(
            'sticky top-0 z-30 flex items-center border-b border-border bg-background/90 px-3 pt-[env(safe-area-inset-top)] backdrop-blur md:hidden',
            fullScreenOnPhone && 'hidden',
          )}
        >
          <BrandLink area={area} className="min-h-14" />
        </header>
        <MainLandmark
          id={mainContentId}
          tabIndex={-1}
          className={cn(
            'flex-1 outline-none md:pb-0',
            fullScreenOnPhone ? 'pb-[env(safe-area-inset-bottom)]' : 'pb-[calc(4.25rem+env(safe-area-inset-bottom))]',
          )}
        >
          <Outlet />
        </MainLandmark>
      </div>

      {!fullScreenOnPhone && <MobileNav groups={groups} user={user} />}
    </div>
  )
}
