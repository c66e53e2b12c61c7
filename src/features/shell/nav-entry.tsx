import { Link } from '@tanstack/react-router'
import { ExternalLink } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { cn } from '@/lib/ui/cn'
import { type NavEntry, routerPath } from './navigation'
import { PlainIcon } from '@/components/ui/plain-icon'

/**
 * Classes of a sidebar or drawer row. Inside the shell (`group/shell`), a collapsed sidebar
 * (data-sidebar="collapsed") centres the icon and keeps the label for screen readers only.
 */
export const navRowClass = cn(
  'flex min-h-10 w-full items-center gap-3 rounded-lg px-3 text-start text-sm font-medium text-muted-foreground transition-colors',
  'hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
  'aria-[current=page]:bg-accent aria-[current=page]:text-foreground [&[aria-current=page]>svg]:text-primary',
)

export const collapsibleRowClass =
  'group-data-[sidebar=collapsed]/shell:justify-center group-data-[sidebar=collapsed]/shell:gap-0 group-data-[sidebar=collapsed]/shell:px-0'
export const collapsibleLabelClass = 'min-w-0 flex-1 truncate group-data-[sidebar=collapsed]/shell:sr-only'

export function NavEntryLink({
  entry,
  collapsible = false,
  showTitle = false,
  onNavigate,
  className,
}: {
  entry: NavEntry
  collapsible?: boolean
  /** Adds a native tooltip with the label (for the icon-only sidebar). */
  showTitle?: boolean
  onNavigate?: () => void
  className?: string
}) {
  const { t } = useTranslation('layout')
  const label = t(entry.label)
  const Icon = entry.icon
  const classes = cn(navRowClass, collapsible && collapsibleRowClass, className)
  const labelClass = collapsible ? collapsibleLabelClass : 'min-w-0 flex-1 truncate'

  if (entry.external) {
    return (
      <a
        href={entry.to}
        target="_blank"
        rel="noopener noreferrer"
        className={classes}
        title={showTitle ? label : undefined}
        onClick={onNavigate}
      >
        <PlainIcon icon={Icon} className="size-5 shrink-0" />
        <span className={labelClass}>
          {label}
          <span className="sr-only"> {t('opensInNewTab')}</span>
        </span>
        <ExternalLink
          aria-hidden
          className={cn('size-3.5 shrink-0 opacity-60', collapsible && 'group-data-[sidebar=collapsed]/shell:hidden')}
        />
      </a>
    )
  }

  return (
    <Link
      to={routerPath(entry.to)}
      activeOptions={{ exact: entry.exact ?? false, includeSearch: false }}
      className={classes}
      title={showTitle ? label : undefined}
      onClick={onNavigate}
    >
      <PlainIcon icon={Icon} className="size-5 shrink-0" />
      <span className={labelClass}>{label}</span>
    </Link>
  )
}
