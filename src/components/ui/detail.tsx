import type { ReactNode } from 'react'
import { cn } from '@/lib/ui/cn'

export function Detail({
  label,
  className,
  valueClassName,
  children,
}: {
  label: string
  /** Placement in the list's grid, e.g. `sm:col-span-2` for a long value. */
  className?: string
  valueClassName?: string
  children: ReactNode
}) {
  return (
    <div className={cn('grid min-w-0 content-start gap-1', className)}>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className={cn('min-w-0', valueClassName)}>{children}</dd>
    </div>
  )
}
