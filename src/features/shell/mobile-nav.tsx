import { Link, useLocation } from '@tanstack/react-router'
import { type LucideIcon, Menu } from 'lucide-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LanguageSwitcher } from '@/components/language-switcher'
import { ThemeSwitcher } from '@/components/theme-switcher'
import { ResponsiveDialog } from '@/components/ui/responsive-dialog'
import { cn } from '@/lib/cn'
import { LogoutButton } from './logout-button'
import { NavEntryLink } from './nav-entry'
import { type NavGroup, isEntryActive, routerPath } from './navigation'
import { type ShellUser, UserSummary } from './user-summary'

const barItemClass = cn(
  'group flex min-h-14 w-full flex-col items-center justify-center gap-1 rounded-lg px-1 pt-1.5 pb-1 text-[0.6875rem] leading-none font-medium text-muted-foreground transition-colors',
  'hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none focus-visible:ring-inset',
  'aria-[current=page]:text-primary data-[active=true]:text-primary',
)

/** The icon of a bar item, on a pill that marks the current page. */
function BarIcon({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span className="inline-flex h-7 w-12 max-w-full items-center justify-center rounded-full transition-colors group-aria-[current=page]:bg-accent group-data-[active=true]:bg-accent">
      <Icon aria-hidden className="size-5 shrink-0" />
    </span>
  )
}

/**
 * The phone navigation (< 768 px): a bar at the bottom of the screen, in reach of a thumb, with the
 * main entries, and a "More" button opening a drawer with the other entries, the user, the
 * switchers and logout.
 */
export function MobileNav({ groups, user }: { groups: NavGroup[]; user: ShellUser | undefined }) {
  const { t } = useTranslation('layout')
  const [menuOpen, setMenuOpen] = useState(false)
  const pathname = useLocation({ select: (location) => location.pathname })

  const primary = groups.flatMap((group) => group.entries.filter((entry) => entry.primary))
  const moreGroups = groups
    .map((group) => ({ ...group, entries: group.entries.filter((entry) => !entry.primary) }))
    .filter((group) => group.entries.length > 0)
  const moreActive = moreGroups.some((group) => group.entries.some((entry) => isEntryActive(entry, pathname)))
  const closeMenu = () => setMenuOpen(false)

  return (
    <>
      <nav
        aria-label={t('nav.label')}
        className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-card/95 pr-[env(safe-area-inset-right)] pb-[env(safe-area-inset-bottom)] pl-[env(safe-area-inset-left)] backdrop-blur md:hidden"
      >
        <ul className="grid px-1 py-0.5" style={{ gridTemplateColumns: `repeat(${primary.length + 1}, minmax(0, 1fr))` }}>
          {primary.map((entry) => {
            return (
              <li key={entry.id} className="min-w-0">
                <Link to={routerPath(entry.to)} activeOptions={{ exact: entry.exact ?? false, includeSearch: false }} className={barItemClass}>
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
              onClick={() => setMenuOpen(true)}
            >
              <BarIcon icon={Menu} />
              <span className="max-w-full truncate">{t('nav.short.more')}</span>
            </button>
          </li>
        </ul>
      </nav>

      <ResponsiveDialog open={menuOpen} onOpenChange={setMenuOpen} title={t('menu.title')}>
        <div className="grid gap-5 pb-2">
          {user && <UserSummary user={user} className="px-1" />}

          {moreGroups.length > 0 && (
            <nav aria-label={t('menu.navLabel')} className="grid gap-3">
              {moreGroups.map((group) => {
                const headingId = `menu-group-${group.id}`
                return (
                  <div key={group.id} role={group.label ? 'group' : undefined} aria-labelledby={group.label ? headingId : undefined}>
                    {group.label && (
                      <p id={headingId} className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                        {t(group.label)}
                      </p>
                    )}
                    <ul className="grid gap-0.5">
                      {group.entries.map((entry) => (
                        <li key={entry.id}>
                          <NavEntryLink entry={entry} className="min-h-11" onNavigate={closeMenu} />
                        </li>
                      ))}
                    </ul>
                  </div>
                )
              })}
            </nav>
          )}

          <div className="grid gap-3 border-t border-border pt-4">
            <div className="flex min-h-11 items-center justify-between gap-3 px-1">
              <span aria-hidden className="text-sm font-medium">
                {t('common:language.label')}
              </span>
              <LanguageSwitcher className="min-w-0" />
            </div>
            <div className="flex min-h-11 items-center justify-between gap-3 px-1">
              <span aria-hidden className="text-sm font-medium">
                {t('common:theme.label')}
              </span>
              <ThemeSwitcher />
            </div>
          </div>

          <div className="border-t border-border pt-3">
            <LogoutButton className="min-h-11" />
          </div>
        </div>
      </ResponsiveDialog>
    </>
  )
}
