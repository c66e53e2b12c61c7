import { PanelLeftClose, PanelLeftOpen } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LanguageSwitcher } from '@/components/language-switcher'
import { LazyOverlay, lazyOverlay } from '@/components/lazy-overlay'
import { ThemeSwitcher } from '@/components/theme-switcher'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/ui/cn'
import { BrandLink } from './brand-link'
import { LogoutButton } from './logout-button'
import { NavEntryLink } from './nav-entry'
import type { Area, NavGroup } from './navigation'
import { type ShellUser, UserAvatar, UserSummary } from './user-summary'
import { PlainIcon } from '@/components/ui/plain-icon'

export const sidebarId = 'app-sidebar'

const UserMenuPopover = lazyOverlay(() => import('./user-menu-popover').then((module) => module.UserMenuPopover))

/**
 * Width and labels follow the shell's data-sidebar attribute, so a stored "collapsed" applies from the
 * first paint; `collapsed` only drives what CSS cannot: the toggle's state and label, and tooltips.
 */
export function Sidebar({
  area,
  groups,
  user,
  collapsed,
  onCollapsedChange,
}: {
  area: Area
  groups: NavGroup[]
  user: ShellUser | undefined
  collapsed: boolean
  onCollapsedChange: (collapsed: boolean) => void
}) {
  const { t } = useTranslation('layout')
  const ToggleIcon = collapsed ? PanelLeftOpen : PanelLeftClose

  return (
    <aside
      id={sidebarId}
      aria-label={t('sidebar.label')}
      className={cn(
        'sticky top-0 hidden h-dvh w-64 shrink-0 flex-col border-e border-border bg-card md:flex',
        'transition-[width] duration-200 ease-out motion-reduce:transition-none',
        'group-data-[sidebar=collapsed]/shell:w-16',
      )}
    >
      <div className="flex items-center gap-1 px-3 pt-3 pb-2 group-data-[sidebar=collapsed]/shell:flex-col group-data-[sidebar=collapsed]/shell:gap-2 group-data-[sidebar=collapsed]/shell:px-2">
        <BrandLink area={area} className="flex-1" labelClassName="group-data-[sidebar=collapsed]/shell:sr-only" />
        <Button
          variant="ghost"
          size="icon"
          className="size-9 shrink-0 text-muted-foreground hover:text-foreground focus-visible:ring-offset-0"
          aria-expanded={!collapsed}
          aria-controls={sidebarId}
          aria-label={t(collapsed ? 'sidebar.expand' : 'sidebar.collapse')}
          title={t(collapsed ? 'sidebar.expand' : 'sidebar.collapse')}
          onClick={() => onCollapsedChange(!collapsed)}
        >
          <PlainIcon icon={ToggleIcon} className="size-5 rtl:-scale-x-100" />
        </Button>
      </div>

      <nav
        aria-label={t('nav.label')}
        className="flex-1 overflow-x-hidden overflow-y-auto px-3 py-2 group-data-[sidebar=collapsed]/shell:px-2"
      >
        {groups.map((group, index) => {
          const headingId = `sidebar-group-${group.id}`
          return (
            <div
              key={group.id}
              role={group.label ? 'group' : undefined}
              aria-labelledby={group.label ? headingId : undefined}
              className={cn(index > 0 && 'mt-3 border-t border-border pt-3')}
            >
              {group.label && (
                <p
                  id={headingId}
                  className="px-3 pb-1.5 text-xs font-semibold tracking-wide text-muted-foreground uppercase group-data-[sidebar=collapsed]/shell:sr-only"
                >
                  {t(group.label)}
                </p>
              )}
              <ul className="grid gap-0.5">
                {group.entries.map((entry) => (
                  <li key={entry.id}>
                    <NavEntryLink entry={entry} collapsible showTitle={collapsed} />
                  </li>
                ))}
              </ul>
            </div>
          )
        })}
      </nav>

      <div className="grid gap-2 border-t border-border p-3 group-data-[sidebar=collapsed]/shell:px-2">
        {user && (
          <>
            <div className="grid gap-3 group-data-[sidebar=collapsed]/shell:hidden">
              <UserSummary user={user} className="px-1" />
              <div className="flex flex-wrap items-center gap-2">
                <LanguageSwitcher className="min-w-0" />
                <ThemeSwitcher />
              </div>
            </div>
            <CollapsedUserMenu user={user} />
          </>
        )}
        <LogoutButton collapsible showTitle={collapsed} />
      </div>
    </aside>
  )
}

function CollapsedUserMenu({ user }: { user: ShellUser }) {
  const { t } = useTranslation('layout')
  const [open, setOpen] = useState(false)
  const trigger = useRef<HTMLButtonElement>(null)
  const menuId = useId()
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label={t('userMenu.label')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        title={user.name}
        onPointerEnter={UserMenuPopover.preload}
        onFocus={UserMenuPopover.preload}
        onClick={() => setOpen(!open)}
        className="hidden justify-center rounded-full group-data-[sidebar=collapsed]/shell:flex focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <UserAvatar user={user} />
      </button>
      <LazyOverlay open={open}>
        <UserMenuPopover id={menuId} user={user} trigger={trigger} open={open} onOpenChange={setOpen} />
      </LazyOverlay>
    </>
  )
}
