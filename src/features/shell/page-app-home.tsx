import { Link, useRouteContext } from '@tanstack/react-router'
import { ChevronRight, FolderGit2, type LucideIcon, ShieldCheck, UserRound } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { routerPath } from './navigation'
import { PageLayout } from '@/components/page-layout'
import { Card } from '@/components/ui/card'

type Shortcut = { id: string; to: string; icon: LucideIcon }

export function PageAppHome() {
  const { t } = useTranslation('layout')
  const session = useRouteContext({ from: '/app', select: (context) => context.session })
  const shortcuts: Shortcut[] = [
    { id: 'repositories', to: '/app/repositories', icon: FolderGit2 },
    { id: 'account', to: '/app/account', icon: UserRound },
    ...(session.can.useManager ? [{ id: 'manager', to: '/manager/dashboard', icon: ShieldCheck }] : []),
  ]

  return (
    <PageLayout title={t('home.welcome', { name: session.user.name })}>
      <div className="grid gap-8">
        <p className="text-muted-foreground">{t('home.intro', { email: session.user.email })}</p>
        <section aria-labelledby="home-shortcuts" className="grid gap-3">
          <h2 id="home-shortcuts" className="text-sm font-semibold tracking-wide text-muted-foreground uppercase">
            {t('home.shortcuts.title')}
          </h2>
          <ul className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,17rem),1fr))] gap-3">
            {shortcuts.map(({ id, to, icon: Icon }) => (
              <li key={id}>
                <Card
                  asChild
                  className="group flex h-full items-start gap-4 p-5 shadow-sm transition-colors hover:border-primary/50 hover:bg-accent/40 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  <Link to={routerPath(to)}>
                    <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                      <Icon aria-hidden className="size-5" />
                    </span>
                    <span className="grid min-w-0 flex-1 gap-1">
                      <span className="font-medium">{t(`home.shortcuts.${id}.title`)}</span>
                      <span className="text-sm text-muted-foreground">{t(`home.shortcuts.${id}.description`)}</span>
                    </span>
                    <ChevronRight
                      aria-hidden
                      className="mt-2.5 size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5 rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
                    />
                  </Link>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </PageLayout>
  )
}
