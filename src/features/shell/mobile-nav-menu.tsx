import { useTranslation } from 'react-i18next'
import { LanguageSwitcher } from '@/components/language-switcher'
import { ThemeSwitcher } from '@/components/theme-switcher'
import { ResponsiveDialog } from '@/components/ui/responsive-dialog'
import { LogoutButton } from './logout-button'
import { NavEntryLink } from './nav-entry'
import type { NavGroup } from './navigation'
import { type ShellUser, UserSummary } from './user-summary'

/** Loaded when first opened (mobile-nav.tsx). */
export function MobileNavMenu({
  open,
  onOpenChange,
  groups,
  user,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  groups: NavGroup[]
  user: ShellUser | undefined
}) {
  const { t } = useTranslation('layout')
  return (
    <ResponsiveDialog open={open} onOpenChange={onOpenChange} title={t('menu.title')}>
      <div className="grid gap-5 pb-2">
        {user && <UserSummary user={user} className="px-1" />}

        {groups.length > 0 && (
          <nav aria-label={t('menu.navLabel')} className="grid gap-3">
            {groups.map((group) => {
              const headingId = `menu-group-${group.id}`
              return (
                <div
                  key={group.id}
                  role={group.label ? 'group' : undefined}
                  aria-labelledby={group.label ? headingId : undefined}
                >
                  {group.label && (
                    <p
                      id={headingId}
                      className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted-foreground uppercase"
                    >
                      {t(group.label)}
                    </p>
                  )}
                  <ul className="grid gap-0.5">
                    {group.entries.map((entry) => (
                      <li key={entry.id}>
                        <NavEntryLink entry={entry} className="min-h-11" onNavigate={() => onOpenChange(false)} />
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
  )
}
