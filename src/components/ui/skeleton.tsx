import type { ComponentProps } from 'react'
import { cn } from '@/lib/ui/cn'

/** Hidden from assistive technology: announce loading elsewhere. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden className={cn('animate-pulse rounded-lg bg-muted', className)} {...props} />
}

/**
 * In place of a list while it loads: `rows` rows of an icon and two lines, announced once as `label`. `className`
 * places it as the list would be placed (its margins), `rowClassName` spaces its rows as the list's.
 */
export function ListSkeleton({
  label,
  rows = 2,
  className,
  rowClassName = 'py-4',
}: {
  label: string
  rows?: number
  className?: string
  rowClassName?: string
}) {
  return (
    <div role="status" className={cn('divide-y divide-border', className)}>
      <span className="sr-only">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={cn('flex items-start gap-3', rowClassName)}>
          <Skeleton className="size-5 shrink-0" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-64 max-w-full" />
          </div>
        </div>
      ))}
    </div>
  )
}
