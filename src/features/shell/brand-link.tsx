import { Link } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { appConfig } from '~/app.config'
import { LogoMark } from '@/components/logo'
import { cn } from '@/lib/ui/cn'
import { type Area, areaHome } from './navigation'

export function BrandLink({
  area,
  className,
  labelClassName,
}: {
  area: Area
  className?: string
  labelClassName?: string
}) {
  const { t } = useTranslation('layout')
  return (
    <Link
      to={areaHome[area]}
      className={cn(
        'flex min-w-0 items-center gap-2.5 rounded-lg p-1 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        className,
      )}
    >
      <LogoMark />
      <span className={cn('grid min-w-0 leading-tight', labelClassName)}>
        <span className="truncate font-semibold tracking-tight">{appConfig.name}</span>
        <span className="truncate text-xs text-muted-foreground">{t(`areas.${area}`)}</span>
      </span>
    </Link>
  )
}
