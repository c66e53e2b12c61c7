import type { ComponentProps } from 'react'
import { cn } from '@/lib/ui/cn'

/** Hidden from assistive technology: announce loading elsewhere. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden className={cn('animate-pulse rounded-lg bg-muted', className)} {...props} />
}
