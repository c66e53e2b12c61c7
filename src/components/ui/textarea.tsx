import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

/** A multi-line text control styled like Input; put it inside Field for its label, help and error. */
export function Textarea({ className, rows = 4, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      rows={rows}
      className={cn(
        'min-h-20 w-full rounded-lg border border-input bg-card px-3 py-2 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30 focus-visible:outline-none aria-invalid:border-destructive aria-invalid:ring-destructive/20 disabled:opacity-60 sm:text-sm',
        className,
      )}
      {...props}
    />
  )
}
