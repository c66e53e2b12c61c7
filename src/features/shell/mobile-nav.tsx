import { Link, useLocation } from '@tanstack/react-router'
import { type LucideIcon, Menu } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LazyOverlay, lazyOverlay } from '@/components/lazy-overlay'
import { cn } from '@/lib/ui/cn'
import { type NavGroup, isEntryActive, routerPath } from './navigation'
import type { ShellUser } from './user-summary'
import { PlainIcon } from '@/components/ui/plain-icon'

const MobileNavMenu = lazyOverlay(() => import('./mobile-nav-menu').then((module) => module.MobileNavMenu))

const barItemClass = cn(
  'group flex min-h-14 w-full flex-col items-center justify-center gap-1 rounded-lg px-1 pt-1.5 pb-1 text-[0.6875rem] leading-none font-medium text-muted-foreground transition-colors',
  'hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none focus-visible:ring-inset',
  'aria-[current=page]:text-primary data-[active=true]:text-primary',
)

function BarIcon({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span className="inline-flex h-7 w-12 max-w-full items-center justify-center rounded-full transition-colors group-aria-[current=page]:bg-accent group-data-[active=true]:bg-accent">
      <PlainIcon icon={Icon} className="size-5 shrink-0" />
    </span>
  )
}

export function MobileNav({ groups, user }: { groups: NavGroup[]; user: ShellUser | undefined }) {
  const { t } = useTranslation('layout')
  const [menuOpen, setMenuOpen] = useState(false)
  const pathname = useLocation({ select: (location) => location.pathname })

  const primary = groups.flatMap((group) => group.entries.filter((entry) => entry.primary))
  const moreGroups = groups
    .map((group) => ({ ...group, entries: group.entries.filter((entry) => !entry.primary) }))
    .filter((group) => group.entries.length > 0)
  const moreActive = moreGroups.some((group) => group.entries.some((entry) => isEntryActive(entry, pathname)))

  return (
    <>
      <nav
        aria-label={t('nav.label')}
        className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-card/95 pr-[env(safe-area-inset-right)] pb-[env(safe-area-inset-bottom)] pl-[env(safe-area-inset-left)] backdrop-blur md:hidden"
      >
        <ul
          className="grid px-1 py-0.5"
          style={{ gridTemplateColumns: `repeat(${primary.length + 1}, minmax(0, 1fr))` }}
        >
          {primary.map((entry) => {
            return (
              <li key={entry.id} className="min-w-0">
                <Link
                  to={routerPath(entry.to)}
                  activeOptions={{ exact: entry.exact ?? false, includeSearch: false }}
                  className={barItemClass}
                >
                  <BarIcon icon={entry.icon} />
                  <span className="max-w-full truncate">{t(entry.shortLabel)}</span>
                </Link>
              </li>
            )
          })}
          <li className="min-w-0">
            <button
              type="button"
              className={barItemClass}
              aria-haspopup="dialog"
              aria-expanded={menuOpen}
              data-active={moreActive}
              onPointerEnter={MobileNavMenu.preload}
              onFocus={MobileNavMenu.preload}
              onClick={() => setMenuOpen(true)}
            >
              <BarIcon icon={Menu} />
              <span className="max-w-full truncate">{t('nav.short.more')}</span>
            </button>
          </li>
        </ul>
      </nav>

      <LazyOverlay open={menuOpen}>
        <MobileNavMenu open={menuOpen} onOpenChange={setMenuOpen} groups={moreGroups} user={user} />
      </LazyOverlay>
    </>
  )
}
