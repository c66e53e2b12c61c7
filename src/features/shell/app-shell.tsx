import { Link, Outlet, useRouteContext } from '@tanstack/react-router'
import { LogOut } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { LanguageSwitcher } from '@/components/language-switcher'
import { Logo } from '@/components/logo'
import { ThemeSwitcher } from '@/components/theme-switcher'
import { Button, buttonVariants } from '@/components/ui/button'
import { useSignOut } from '@/features/auth/use-sign-out'

/** The signed-in frame of /app and /manager: header with switchers, the page below. */
export function AppShell({ area }: { area: 'app' | 'manager' }) {
  const { t } = useTranslation()
  const session = useRouteContext({ from: '__root__', select: (context) => context.session })
  const { signOut, pending } = useSignOut()

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-10 flex flex-wrap items-center gap-3 border-b border-border bg-background/90 px-4 py-3 backdrop-blur sm:px-6">
        <Link to={area === 'manager' ? '/manager/dashboard' : '/app'} aria-label={t(`${area}.title`)}>
          <Logo />
        </Link>
        <span className="rounded-md bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">{t(`${area}.title`)}</span>
        <div className="ms-auto flex flex-wrap items-center gap-2">
          {area === 'manager' ? (
            <Link to="/app" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
              {t('manager.openApp')}
            </Link>
          ) : (
            session?.can.useManager && (
              <Link to="/manager" className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
                {t('app.openManager')}
              </Link>
            )
          )}
          <LanguageSwitcher />
          <ThemeSwitcher />
          <Button variant="secondary" size="sm" loading={pending} onClick={() => void signOut()}>
            <LogOut aria-hidden className="size-4 rtl:-scale-x-100" />
            {t('actions.signOut')}
          </Button>
        </div>
      </header>
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-6">
        <Outlet />
      </main>
    </div>
  )
}
